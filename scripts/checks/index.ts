// The writers' gate as functions: every source check over every page, then (given a built site) the checks of
// the built output, and their source halves on every page with no built output (left out of the build, or no build
// at all). Returns findings; printing and exit codes are the caller's.
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import { currentSite, type SiteModel } from '../../src/content/model.ts';
import { outlineMdx, type MdxOutline } from '../../src/content/mdx-source.ts';
import { componentNames, loadComponentSchemas, type ComponentSchemas } from '../build/component-schemas.ts';
import { componentFindings, expressionFindings } from '../../src/content/mdx-checks.ts';
import { listBuiltPages } from './built-pages.ts';
import { fileOfRoute, unbuiltPages, type Check, type CheckContext } from './check.ts';
import { contentSchemasCheck } from './content-schemas.ts';
import { componentsCheck, expressionsCheck, importFindings, importsCheck } from './mdx.ts';
import { sameRouteFiles, uniqueCheck } from './unique.ts';
import { builtLinksCheck, linksCheck } from './links.ts';
import { externalLinksCheck } from './external-links.ts';
import { proseFactsCheck } from './prose-facts.ts';
import { spellingCheck } from './spelling.ts';
import { headingsCheck } from './headings.ts';
import { htmlValidityCheck } from './html-validity.ts';
import { jsonLdCheck } from './jsonld-check.ts';
import { factsCheck } from './facts-check.ts';
import { spanishWordsCheck } from './spanish-words.ts';
import { imagesCheck } from './images.ts';
import { photosCheck } from './photos.ts';
import { pageSizeCheck } from './page-size.ts';
import { photoUses } from '../photos/uses.ts';

export const checks: Check[] = [
  contentSchemasCheck,
  componentsCheck,
  expressionsCheck,
  importsCheck,
  uniqueCheck,
  linksCheck,
  externalLinksCheck,
  proseFactsCheck,
  spellingCheck,
  imagesCheck,
  photosCheck,
  builtLinksCheck,
  headingsCheck,
  htmlValidityCheck,
  jsonLdCheck,
  factsCheck,
  spanishWordsCheck,
  pageSizeCheck,
];

/** The MDX outline of every page file. */
export function outlinePages(site: SiteModel): Map<string, MdxOutline> {
  return new Map(site.files.map((p) => [p.rel, outlineMdx(p.body, p.rel)]));
}

export async function checkContext(
  site: SiteModel = currentSite(),
  components?: ComponentSchemas,
  outlines = outlinePages(site),
): Promise<CheckContext> {
  return { site, outlines, components: components ?? (await loadComponentSchemas(site.root)) };
}

/**
 * Page files whose mistakes stop a build, as the build itself would find them (frontmatter, MDX syntax, unknown
 * components, undefined `{names}`, an import of a module that doesn't exist, a missing photo): the gate builds the
 * rest of the site without them and reports them itself.
 */
export function pagesThatCannotBuild(site: SiteModel, outlines: Map<string, MdxOutline>): string[] {
  const known = { names: componentNames(site.root), props: new Map() };
  const broken = new Set(site.problems.map((p) => p.file).filter((f) => f.startsWith('pages/')));
  for (const page of site.files) {
    const outline = outlines.get(page.rel)!;
    if (
      outline.error ||
      expressionFindings(page.rel, outline).length ||
      componentFindings(page.rel, outline, known).length ||
      importFindings(page.rel, outline, site.root).length
    )
      broken.add(page.rel);
  }
  // The second of two files with one route (the unique check says so, naming both).
  for (const rel of sameRouteFiles(site).keys()) broken.add(rel);
  // A page showing a photo content/photos/ doesn't have (the photos check reports it at its line).
  const photos = new Set(site.photos.map((p) => p.name));
  for (const use of photoUses(site, outlines)) if (!photos.has(use.src)) broken.add(use.file);
  return [...broken].sort();
}

async function runEach(
  ctx: CheckContext,
  which: Check[],
  run: (check: Check) => Finding[] | Promise<Finding[]>,
): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const check of which) {
    try {
      out.push(...(await run(check)));
    } catch (err) {
      // A check that breaks is a bug in the check, not the writer's mistake: say which one.
      out.push({
        file: 'scripts/checks',
        line: 1,
        column: 1,
        message: `the ${check.name} check failed: ${(err as Error).message}`,
      });
    }
  }
  return out;
}

const stage = (name: Check['stage']) => checks.filter((c) => c.stage === name);

/** Every source-level check over every page. */
export function runSourceChecks(ctx: CheckContext): Promise<Finding[]> {
  return runEach(ctx, stage('source'), (c) => c.run(ctx));
}

/**
 * The checks of a built site (`dist`, as built from ctx.site, or undefined when nothing was built): the built
 * checks on every page that has a built page there, and their source halves on every published page that has none
 * (a page left out of the build, or every page when the build failed), so each page is read by one half, once.
 */
export async function runBuiltChecks(ctx: CheckContext, dist: string | undefined): Promise<Finding[]> {
  const built = dist ? listBuiltPages(path.resolve(dist)) : [];
  const hasOutput = new Set(built.map((p) => fileOfRoute(ctx.site, p.route)?.rel));
  const unbuilt = new Set(
    ctx.site.files.filter((f) => !ctx.site.unpublished.has(f.route) && !hasOutput.has(f.rel)).map((f) => f.rel),
  );
  const full: CheckContext = { ...ctx, unbuilt, ...(dist ? { dist: path.resolve(dist), built } : {}) };
  const pages = unbuiltPages(full);
  const withHalf = stage('built').filter((c) => c.unbuilt);
  return [
    ...(dist ? await runEach(full, stage('built'), (c) => c.run(full)) : []),
    ...(await runEach(full, withHalf, (c) => c.unbuilt!(full, pages))),
  ];
}
