// The copies of the project `npm run bench` builds: the project without its build output and caches
// (node_modules symlinked; a fresh git repository, as a clone would have), plus generated pages. The generated
// pages are copies of the site's own pages of three kinds — service pages, service-area pages and plain pages —
// each with a unique title, description, label and name, so they are as big and use the same components as the
// real ones; with two languages, half of them are the Spanish translations of the other half (translationOf and
// sourceHash filled in, the text of the site's own Spanish page where there is one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import YAML from 'yaml';
import { sourceHashOf, withSourceHash } from '../../src/content/translations.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Not copied: installed packages (symlinked instead), build output, git data, scratch and lock files. */
const skip = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tmp',
  '.vite-react-ssg-temp',
  '.vite-react-ssg-temp.lock',
  'test-results',
  '.data',
]);

// Place names for the generated pages: fictional, Texas-sounding, unique with a number once the list runs out.
const first = ['Cedar', 'Pecan', 'Willow', 'Magnolia', 'Cypress', 'Live Oak', 'Bluebonnet', 'Mesquite'];
const second = ['Creek', 'Springs', 'Grove', 'Hollow', 'Ridge', 'Park', 'Bend', 'Crossing', 'Point', 'Lake'];
const counties = ['Brazoria County', 'Harris County', 'Galveston County', 'Fort Bend County'];

function placeName(i: number): string {
  const base = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}`;
  const round = Math.floor(i / (first.length * second.length));
  return round === 0 ? base : `${base} ${round + 1}`;
}

type Kind = 'service' | 'area' | 'plain';
interface Template {
  kind: Kind;
  folder: string;
  head: YAML.Document;
  body: string;
  /** The site's Spanish translation of this page, if it has one: what a generated page's translation copies. */
  spanish?: { folder: string; head: YAML.Document; body: string };
}

/** The site's own pages to copy: its services, its service areas and its plain pages without a form. */
function templates(dir: string): Template[] {
  const parse = (source: string) => {
    const end = source.indexOf('\n---', 3);
    return { head: YAML.parseDocument(source.slice(3, end)), body: source.slice(end + 4) };
  };
  // The Spanish pages, by the English route they translate.
  const spanish = new Map(
    (fs.readdirSync(path.join(dir, 'pages/es'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => ({ f, page: parse(fs.readFileSync(path.join(dir, 'pages/es', f), 'utf8')) }))
      .map(({ f, page }) => [String(page.head.get('translationOf')), { folder: path.dirname(f), ...page }] as const),
  );
  const read = (rel: string, kind: Kind, folder: string): Template => ({
    kind,
    folder,
    ...parse(fs.readFileSync(path.join(dir, 'pages', rel), 'utf8')),
    spanish: spanish.get(`/${rel.replace(/\.mdx$/, '')}`),
  });
  const list = (folder: string) =>
    fs
      .readdirSync(path.join(dir, 'pages', folder))
      .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
      .map((f) => path.join(folder, f));
  const plain = list('').filter((f) => {
    const text = fs.readFileSync(path.join(dir, 'pages', f), 'utf8');
    return !/Form\b|^hidden: true/m.test(text) && !/index|404|sitemap/.test(f);
  });
  return [
    ...list('services').map((f) => read(f, 'service', 'services')),
    ...list('service-areas').map((f) => read(f, 'area', 'service-areas')),
    ...plain.map((f) => read(f, 'plain', 'guides')),
  ];
}

const templateOf = (all: Template[], i: number) => {
  const kinds: Kind[] = ['service', 'area', 'plain'];
  const ofKind = all.filter((t) => t.kind === kinds[i % 3]);
  return ofKind[Math.floor(i / 3) % ofKind.length]!;
};

/** The frontmatter of generated page `i`: the template's, with its own title, description, label, name and order. */
function renamed(
  t: Template,
  from: YAML.Document,
  i: number,
  words: (label: string, place: string) => { title: string; description: string },
): YAML.Document {
  const place = placeName(i);
  const head = from.clone();
  const label = String(head.get('label') ?? head.get('title'));
  // Labels are at most 40 characters (the frontmatter schema).
  const name = `${label.slice(0, 39 - place.length).trim()} ${place}`;
  const { title, description } = words(label, place);
  head.set('title', `${name}, TX | ${title}`.slice(0, 70));
  head.set('description', description.slice(0, 170));
  head.set('label', name);
  head.set('order', 1000 + i);
  head.delete('related');
  if (t.kind === 'service') head.setIn(['service', 'name'], name);
  if (t.kind === 'area') {
    head.setIn(['area', 'city'], place);
    head.setIn(['area', 'county'], counties[i % counties.length]);
  }
  return head;
}

/** Generated page `i`: a copy of one of the site's pages with its own title, description, label and name. */
function generatedPage(all: Template[], i: number): { file: string; source: string } {
  const t = templateOf(all, i);
  const head = renamed(t, t.head, i, (label, place) => ({
    title: 'Foundation Repair',
    description: `${label} for homes in ${place}, explained by a family-owned Pearland contractor: what it costs, how long it takes and how to book a free inspection.`,
  }));
  return { file: path.join(t.folder, `generated-${i + 1}.mdx`), source: `---\n${head.toString()}---${t.body}` };
}

/**
 * The Spanish translation of generated page `i`, as `npm run new:page -- --translate` pairs one: under pages/es/, with
 * translationOf and the sourceHash of the English page. Its text is the site's own Spanish translation of the page
 * the English one copies (the English text where the site has none yet), with its own title, label and name.
 */
function generatedTranslation(all: Template[], i: number, english: { file: string; source: string }) {
  const t = templateOf(all, i);
  const from = t.spanish ?? { folder: t.folder, head: t.head, body: t.body };
  const head = renamed(t, from.head, i, (label, place) => ({
    title: 'Reparación de cimientos',
    description: `${label} para casas de ${place}, explicado por una empresa familiar de Pearland: cuánto cuesta, cuánto tarda y cómo agendar una inspección gratis.`,
  }));
  head.set('translationOf', `/${english.file.replace(/\.mdx$/, '')}`);
  head.delete('sourceHash');
  const source = withSourceHash(`---\n${head.toString()}---${from.body}`, sourceHashOf(english.source));
  return { file: path.join('es', from.folder, `generado-${i + 1}.mdx`), source };
}

/** The pages a bench copy adds: `pages` generated pages, English only or (`spanish`) half English, half their
 * Spanish translations. */
export interface Extra {
  pages: number;
  spanish: boolean;
}

/** A temporary copy of the project with the `extra` generated pages, committed to a fresh git repository. */
export function makeCopy(extra: Extra): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-bench-${extra.pages}${extra.spanish ? '-es' : ''}-`));
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry) || entry.endsWith('.log')) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const all = templates(dir);
  const write = ({ file, source }: { file: string; source: string }) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'pages', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pages', file), source);
  };
  const english = extra.spanish ? Math.ceil(extra.pages / 2) : extra.pages;
  for (let i = 0; i < english; i++) {
    const page = generatedPage(all, i);
    write(page);
    if (extra.spanish && english + i < extra.pages) write(generatedTranslation(all, i, page));
  }
  // A clone has git history: the pages' "last updated" dates come from it (one git log for the whole tree).
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench');
  return dir;
}
