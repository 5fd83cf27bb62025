// What a check is: a function from the site model (and the built site, for the checks that need it) to findings.
// No check prints or exits; scripts/checks/report.ts prints, scripts/check.ts decides the exit code.
import type { Finding, MessageDoc } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import type { MdxOutline } from '../../src/content/mdx-source.ts';
import { positionOf } from '../../src/content/findings.ts';
import type { ComponentSchemas } from '../build/component-schemas.ts';
import type { BuiltPage } from './built-pages.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import { templateOf } from '../../src/content/collections.ts';

export interface CheckContext {
  site: SiteModel;
  /** The MDX outline of each valid page, by its file ("pages/faq.mdx"). */
  outlines: Map<string, MdxOutline>;
  components: ComponentSchemas;
  /** The built site, for the checks that read it. */
  dist?: string;
  built?: BuiltPage[];
  /** Page files with no built output (left out of the build, or no build at all): the built checks' source halves
   * read their MDX instead (`Check.unbuilt`). */
  unbuilt?: Set<string>;
  /** The files whose findings are wanted (the editor asks about one): a slow check may read only these. */
  wanted?: Set<string>;
}

/** A page with no built output, with its MDX outline (what a built check's source half reads). */
export interface UnbuiltPage {
  rel: string;
  route: string;
  source: string;
  body: string;
  outline: MdxOutline;
}

export interface Check {
  /** A short name for the summary and CONTENT.md: "links", "headings". */
  name: string;
  /** What the check catches, one line (CONTENT.md). */
  title: string;
  /** `source` checks read pages/ and content/; `built` checks need the built site. */
  stage: 'source' | 'built';
  /** The messages it reports and how to fix each (CONTENT.md's "When a check fails" is made from these). */
  messages: MessageDoc[];
  run(ctx: CheckContext): Finding[] | Promise<Finding[]>;
  /**
   * A built check's source half: what it can tell from the MDX of the pages that have no built output (left out of
   * the build, or the build failed), so those pages are checked whatever breaks. Each page is read by one half only.
   */
  unbuilt?(ctx: CheckContext, pages: UnbuiltPage[]): Finding[];
}

/** Where `needle` first appears in a source text (1:1 when it doesn't). */
export function locateText(source: string, needle: string, from = 0): { line: number; column: number } {
  if (!needle) return { line: 1, column: 1 };
  const i = source.indexOf(needle, from);
  return i < 0 ? { line: 1, column: 1 } : positionOf(source, i);
}

/** The page file a built route comes from (a generated collection page: its collection's index page). */
export function fileOfRoute(site: SiteModel, route: string): { rel: string; source: string } | undefined {
  const template = templateOf(route);
  return site.files.find((f) => f.route === route) ?? site.files.find((f) => f.route === template);
}

/** The pages with no built output, each with its file, source and MDX outline (for the built checks' source half). */
export function unbuiltPages({ site, outlines, unbuilt }: CheckContext): UnbuiltPage[] {
  return site.files
    .filter((f) => unbuilt?.has(f.rel) && outlines.has(f.rel))
    .map((f) => ({ rel: f.rel, route: f.route, source: f.source, body: f.body, outline: outlines.get(f.rel)! }));
}

/** Runs `each` over every built page with its source file and the business facts (none before a build). */
export function perBuiltPage(
  { site, built }: CheckContext,
  each: (page: BuiltPage, src: { rel: string; source: string } | undefined, business: Business) => Finding[],
): Finding[] {
  const business = site.business;
  if (!built || !business) return [];
  return built.flatMap((page) => each(page, fileOfRoute(site, page.route), business));
}
