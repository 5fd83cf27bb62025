// `npm run new:page -- <route> --title "…" [--label "…"] [--city "…"] [--county "…"]`: scaffolds a valid MDX page
// for the route with the frontmatter its section needs (service, service area, article, project or plain page)
// and starter text to edit. Articles (/articles/<slug>) take [--author id] [--tags a,b]; projects
// (/projects/<slug>) take [--city <area slug>] [--services /services/x,/services/y]; both start as drafts.
// `--translate /english/route [/es/spanish-route]` writes the Spanish page of an English page instead. Refuses existing routes and malformed paths. Exits 1 with the reason on any problem.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pagesDir, projectRoot } from '../src/content/load.ts';
import { createPage, NewPageError, pageOptionFlags } from './authoring/scaffold-page.ts';
import { createTranslation } from './authoring/translations.ts';

const usage = 'usage: npm run new:page -- /services/mudjacking --title "Mudjacking & Slab Lifting | Pearland, TX"';
const translateUsage = 'usage: npm run new:page -- --translate /services/crawl-space [/es/servicios/<slug>]';

// Each kind's options are scaffold-page.ts's PAGE_OPTIONS (the editor's new-page form offers the same); a list is a,b.
const flags = pageOptionFlags();

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      translate: { type: 'string' },
      ...Object.fromEntries([...flags.keys()].map((name) => [name, { type: 'string' as const }])),
    },
  });
  if (values.translate !== undefined) {
    if (positionals.length > 1) throw new NewPageError(`expected at most one Spanish route\n${translateUsage}`);
    let made;
    try {
      made = createTranslation(values.translate, positionals[0]);
    } catch (err) {
      throw new NewPageError((err as Error).message);
    }
    console.log(`Created ${made.file} for ${made.route}, translating ${values.translate}.`);
    console.log('  - It holds the English text: translate the frontmatter text and the body, keep the components.');
    console.log('  - Its Spanish links point at Spanish routes; figures stay <Fact> and {@fact}.');
    console.log(`  - translationOf and sourceHash are filled in (CONTENT.md, "Spanish pages").`);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new NewPageError(`expected exactly one route\n${usage}`);
  const options = Object.fromEntries(
    [...flags].flatMap(([name, list]) => {
      const value = (values as Record<string, string | undefined>)[name];
      if (value === undefined) return [];
      return [[name, list ? value.split(',').map((t) => t.trim()) : value]];
    }),
  );
  const page = createPage({ ...options, pagesDir, route: positionals[0]!, title: values.title ?? '' });
  console.log(
    `Created ${path.relative(projectRoot, page.file)} (${page.kind === 'page' ? 'plain' : page.kind} page) for ${page.route}.`,
  );
  for (const note of page.notes) console.log(`  - ${note}`);
  console.log('  - Replace the starter text with your own, then preview it with `npm run dev`.');
} catch (err) {
  if (!(err instanceof NewPageError) && !(err instanceof TypeError)) throw err;
  console.error(`new:page: ${(err as Error).message}`);
  if (err instanceof TypeError) console.error(usage);
  process.exit(1);
}
