// The writers' gate as functions: every source check over every page, then (given a built site) the checks of
// the built output. Returns findings; printing and exit codes are the caller's.
import path from 'node:path';
import type { Finding } from '../../src/content/findings.ts';
import { loadSite, type SiteModel } from '../../src/content/model.ts';
import { outlineMdx, type MdxOutline } from '../../src/content/mdx-source.ts';
import { componentNames, loadComponentSchemas, type ComponentSchemas } from '../build/component-schemas.ts';
import { componentFindings, expressionFindings } from '../../src/content/mdx-checks.ts';
import { listBuiltPages } from './built-pages.ts';
import type { Check, CheckContext } from './check.ts';
import { contentSchemasCheck } from './content-schemas.ts';
import { componentsCheck, expressionsCheck } from './mdx.ts';
import { uniqueCheck } from './unique.ts';
import { builtLinksCheck, linksCheck } from './links.ts';
import { externalLinksCheck } from './external-links.ts';
import { proseFactsCheck } from './prose-facts.ts';
import { headingsCheck } from './headings.ts';
import { htmlValidityCheck } from './html-validity.ts';
import { jsonLdCheck } from './jsonld-check.ts';
import { factsCheck } from './facts-check.ts';
import { imagesCheck } from './images.ts';

export const checks: Check[] = [
  contentSchemasCheck,
  componentsCheck,
  expressionsCheck,
  uniqueCheck,
  linksCheck,
  externalLinksCheck,
  proseFactsCheck,
  imagesCheck,
  builtLinksCheck,
  headingsCheck,
  htmlValidityCheck,
  jsonLdCheck,
  factsCheck,
];

/** The MDX outline of every page file. */
export function outlinePages(site: SiteModel): Map<string, MdxOutline> {
  return new Map(site.files.map((p) => [p.rel, outlineMdx(p.body, p.rel)]));
}

export async function checkContext(
  site: SiteModel = loadSite(),
  components?: ComponentSchemas,
  outlines = outlinePages(site),
): Promise<CheckContext> {
  return { site, outlines, components: components ?? (await loadComponentSchemas(site.root)) };
}

/**
 * Page files whose mistakes stop a build, as the build itself would find them (frontmatter, MDX syntax, unknown
 * components, undefined `{names}`): the gate builds the rest of the site without them and reports them itself.
 */
export function pagesThatCannotBuild(site: SiteModel, outlines: Map<string, MdxOutline>): string[] {
  const known = { names: componentNames(site.root), props: new Map() };
  const broken = new Set(site.problems.map((p) => p.file).filter((f) => f.startsWith('pages/')));
  for (const page of site.files) {
    const outline = outlines.get(page.rel)!;
    if (
      outline.error ||
      expressionFindings(page.rel, outline).length ||
      componentFindings(page.rel, outline, known).length
    )
      broken.add(page.rel);
  }
  return [...broken].sort();
}

async function runStage(ctx: CheckContext, stage: Check['stage']): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const check of checks.filter((c) => c.stage === stage)) {
    try {
      out.push(...(await check.run(ctx)));
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

/** Every source-level check over every page. */
export function runSourceChecks(ctx: CheckContext): Promise<Finding[]> {
  return runStage(ctx, 'source');
}

/** The checks of a built site (`dist`, as built from ctx.site). */
export function runBuiltChecks(ctx: CheckContext, dist: string): Promise<Finding[]> {
  return runStage({ ...ctx, dist: path.resolve(dist), built: listBuiltPages(path.resolve(dist)) }, 'built');
}
