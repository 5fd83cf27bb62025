// The pages that show a data file (content/<name>.yaml), for its preview: derived from the code, not listed by hand.
// A component of src/components/mdx/ reads a data file when it (or a component module it imports) imports
// src/content/<module>.ts and that module takes the file's value from data.ts (`costGuide` → cost-guide.yaml); a
// page shows the file when its text uses such a component. The page that is most about the file comes first: it
// uses a component that reads this file alone (not only one like <Fact> that reads several), its
// address or title has a word of the file's name ("cost" for cost-guide, "reviews" for Reviews), then the page with
// the fewest other components; a Spanish layer (x.es.yaml) prefers the Spanish pages.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../src/content/model.ts';
import { dataFileName } from './app/names.ts';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]/g;
/** The names a module takes from data.ts. */
const FROM_DATA = /import\s*\{([^}]*)\}\s*from\s*['"]\.\/data\.ts['"]/g;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The data files (their names: "cost-guide") a src/content/ module reads from data.ts. */
function dataOfContentModule(file: string, names: Set<string>): string[] {
  if (!fs.existsSync(file)) return [];
  const out: string[] = [];
  const own = path.basename(file, '.ts');
  if (names.has(own)) out.push(own);
  for (const m of fs.readFileSync(file, 'utf8').matchAll(FROM_DATA))
    for (const raw of m[1]!.split(',')) {
      const name = kebab(
        raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      ).replace(/-es$/, '');
      if (names.has(name)) out.push(name);
    }
  return out;
}

/** The data files a component module reads, following its imports within src/components/. */
function dataOfComponent(file: string, root: string, names: Set<string>, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file) || !fs.existsSync(file)) return out;
  seen.add(file);
  const content = path.join(root, 'src/content') + path.sep;
  const components = path.join(root, 'src/components') + path.sep;
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), (m[1] ?? m[2])!);
    if (target.startsWith(content) && path.dirname(target) + path.sep === content)
      for (const n of dataOfContentModule(target, names)) out.add(n);
    else if (target.startsWith(components) && /\.tsx?$/.test(target))
      for (const n of dataOfComponent(target, root, names, seen)) out.add(n);
  }
  return out;
}

/** The components of src/components/mdx/ that read the data file `name` ("cost-guide"), each with how many data
 * files it reads in all (a component reading one file is about it; `<Fact>` reads several and is about none). */
function componentsReading(root: string, name: string, names: Set<string>): Map<string, number> {
  const dir = path.join(root, 'src/components/mdx');
  const out = new Map<string, number>();
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.tsx'))) {
    const reads = dataOfComponent(path.join(dir, f), root, names);
    if (reads.has(name)) out.set(f.replace(/\.tsx$/, ''), reads.size);
  }
  return out;
}

interface PreviewPage {
  route: string;
  title: string;
}

/** The pages that show the data file `rel` (content/x.yaml), best first; the home page when no page's text does. */
export function pagesShowing(site: SiteModel, rel: string): PreviewPage[] {
  const stem = rel.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  const spanish = /\.es$/.test(stem);
  const names = new Set(site.data.map((d) => d.name.replace(/\.(en|es)$/, '')));
  const name = stem.replace(/\.(en|es)$/, '');
  const used = componentsReading(site.root, name, names);
  const words = `${name} ${dataFileName(rel)}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.replace(/s$/, ''));
  const tag = /<([A-Z]\w*)\b/g;
  const ranked = site.pages
    // Not the "page not found" page nor hidden ones: a writer looks for the file on a page visitors see.
    .filter((p) => !p.frontmatter.notFound && !p.frontmatter.hidden)
    .map((p) => {
      const components = new Set([...p.body.matchAll(tag)].map((m) => m[1]!));
      const about = `${p.route} ${p.frontmatter.title}`.toLowerCase();
      const reading = [...components].filter((c) => used.has(c));
      return {
        page: { route: p.route, title: p.frontmatter.title },
        shows: reading.length > 0,
        // How much the page is about the file: its most specific component that reads it.
        focus: Math.max(0, ...reading.map((c) => 1 / used.get(c)!)),
        named: words.some((w) => about.includes(w)),
        others: components.size,
        language: p.route === '/es' || p.route.startsWith('/es/') ? spanish : !spanish,
      };
    })
    .filter((r) => r.shows)
    .sort(
      (a, b) =>
        Number(b.language) - Number(a.language) ||
        b.focus - a.focus ||
        Number(b.named) - Number(a.named) ||
        a.others - b.others ||
        a.page.route.localeCompare(b.page.route),
    )
    .map((r) => r.page);
  if (ranked.length) return ranked;
  const home = site.pages.find((p) => p.route === (spanish ? '/es' : '/')) ?? site.pages[0];
  return home ? [{ route: home.route, title: home.frontmatter.title }] : [];
}
