// `npm run new:page -- <route> --title "…" [--label "…"] [--city "…"] [--county "…"]`: scaffolds a valid MDX page
// for the route with the frontmatter its section needs (service, service area, article, project or plain page)
// and starter text to edit. Articles (/articles/<slug>) take [--author id] [--tags a,b]; projects
// (/projects/<slug>) take [--city <area slug>] [--services /services/x,/services/y]; both start as drafts.
// `--translate /english/route [/es/spanish-route]` writes the Spanish page of an English page instead. Refuses existing routes and malformed paths. Exits 1 with the reason on any problem.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pagesDir, projectRoot } from '../src/content/load.ts';
import { createPage, NewPageError } from './authoring/scaffold-page.ts';
import { createTranslation } from './authoring/translations.ts';

const usage = 'usage: npm run new:page -- /services/mudjacking --title "Mudjacking & Slab Lifting | Pearland, TX"';
const translateUsage = 'usage: npm run new:page -- --translate /services/crawl-space [/es/servicios/<slug>]';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      label: { type: 'string' },
      city: { type: 'string' },
      county: { type: 'string' },
      author: { type: 'string' },
      tags: { type: 'string' },
      services: { type: 'string' },
      translate: { type: 'string' },
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
  const page = createPage({
    pagesDir,
    route: positionals[0]!,
    title: values.title ?? '',
    label: values.label,
    city: values.city,
    county: values.county,
    author: values.author,
    tags: values.tags?.split(',').map((t) => t.trim()),
    services: values.services?.split(',').map((t) => t.trim()),
  });
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
