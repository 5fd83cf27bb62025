// Spanish translations for writers: stamping a Spanish page with the version of its English page it translates,
// and the status of every English page's translation (`npm run translations`, see CONTENT.md "Spanish pages").
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { projectRoot, relativeToRoot } from '../../src/content/load.ts';
import { currentSite } from '../../src/content/model.ts';
import { langOfRoute, routeFromFile } from '../../src/content/route-path.ts';
import { sourceHashOf, translationStatuses, withSourceHash } from '../../src/content/translations.ts';
import { didYouMean } from '../../src/content/findings.ts';
import { routeProblem } from './scaffold-page.ts';

/** Writes the current hash of its English page into the Spanish page `arg` (a path); returns what it did. */
export function stamp(arg: string, root = projectRoot): string {
  const file = path.resolve(process.cwd(), arg);
  const rel = relativeToRoot(file, root);
  if (!rel.endsWith('.mdx') || langOfRoute(routeFromFile(rel)) !== 'es' || !rel.startsWith('pages/'))
    throw new Error(`${arg}: not a Spanish page (a .mdx file under pages/es/)`);
  if (!fs.existsSync(file)) throw new Error(`${arg}: no such file`);
  const source = fs.readFileSync(file, 'utf8');
  let english: unknown;
  try {
    english = (matter(source).data as { translationOf?: unknown }).translationOf;
  } catch (err) {
    throw new Error(
      `${rel}: its frontmatter is not valid YAML (${(err as Error).message.split('\n')[0]}); fix it first`,
    );
  }
  if (typeof english !== 'string')
    throw new Error(`${rel}: no translationOf line; add the route of the English page it translates first`);
  const page = currentSite(root).pageByRoute.get(english);
  if (!page || langOfRoute(english) !== 'en')
    throw new Error(`${rel}: translationOf names ${english}, which is not an English page; fix that line first`);
  const hash = sourceHashOf(page.source);
  fs.writeFileSync(file, withSourceHash(source, hash));
  return `${rel}: sourceHash ${hash} (translates ${page.rel} as it is now)`;
}

/** The status report: a count line, then one line per English page. */
export function status(root = projectRoot): string[] {
  const list = translationStatuses(currentSite(root));
  const count = (s: string) => list.filter((t) => t.state === s).length;
  const width = Math.max(...list.map((t) => t.english.length));
  return [
    `Translations: ${count('translated')} translated, ${count('out of date')} out of date, ${count('missing')} missing (of ${list.length} English pages)`,
    ...list.map((t) => {
      const where = t.spanish ? `  ${t.spanish.route} (${t.spanish.rel})` : '';
      const why =
        t.state === 'out of date'
          ? `: the English page changed since ${t.spanish!.sourceHash}; update the Spanish text, then npm run translations -- --stamp ${t.spanish!.rel}`
          : '';
      return `  ${t.state.padEnd(11)}  ${t.english.padEnd(width)}${where}${why}`.trimEnd();
    }),
  ];
}

/**
 * `npm run new:page -- --translate /services/crawl-space [/es/servicios/espacio-de-arrastre]`: writes the Spanish
 * page for an English page, holding the English text to translate, with translationOf and sourceHash (the version
 * given to translate) filled in. The Spanish route defaults to /es + the English route; an English index page gives
 * an index page. Returns the file written and the route.
 */
export function createTranslation(english: string, spanishRoute?: string, root = projectRoot) {
  const { file, rel, route, source } = planTranslation(english, spanishRoute, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source, { flag: 'wx' });
  return { file: rel, route };
}

/** The Spanish page createTranslation would write (its path, route and text), without writing it. */
function planTranslation(english: string, spanishRoute?: string, root = projectRoot) {
  const site = currentSite(root);
  const page = site.pageByRoute.get(english);
  if (!page || langOfRoute(english) !== 'en')
    throw new Error(`${english} is not an English page${didYouMean(english, [...site.inputs.refs.english])}`);
  const existing = site.pairs.get(english);
  if (existing) throw new Error(`${english} is already translated: ${site.pageByRoute.get(existing)?.rel ?? existing}`);
  const route = spanishRoute ?? `/es${english === '/' ? '' : english}`;
  const problem = routeProblem(route);
  if (problem && route !== '/es') throw new Error(problem);
  if (langOfRoute(route) !== 'es') throw new Error(`${route}: a Spanish page's route starts with /es`);
  if (site.files.some((f) => f.route === route)) throw new Error(`${route} already exists`);
  const isIndex = path.basename(page.file) === 'index.mdx';
  const rel = route === '/es' || isIndex ? `pages${route}/index.mdx` : `pages${route}.mdx`;
  const lines = page.source.split('\n');
  const close = lines.indexOf('---', 1);
  lines.splice(close, 0, `translationOf: ${english}`);
  return {
    file: path.join(root, rel),
    rel,
    route,
    source: withSourceHash(lines.join('\n'), sourceHashOf(page.source)),
  };
}
