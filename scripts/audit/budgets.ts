// Per-route budgets, used by `npm run audit` (Lighthouse), by the build (script bytes), by the writers' gate (the
// document's weight, scripts/checks/page-weight.ts) and by the built-site tests (bytes and elements). docs/
// performance.md says why each is what it is.
export const KB = 1024;

/**
 * JavaScript per page kind, gzip, everything the page loads (its list, preloads and their static imports):
 * a page without a form or other island carries only the menus (and the accordion enhancer where it has one);
 * a page with an island also loads React, after the page has painted.
 */
export const jsBudgets = { static: 5 * KB, island: 85 * KB } as const;
export type PageKind = keyof typeof jsBudgets;
/**
 * JavaScript every page loads before the visitor reaches for an island (a form further down the page loads React
 * and its code only then, src/islands/on-demand.ts): what a page without an island may load in all.
 */
export const firstJsBudget = jsBudgets.static;
/**
 * The field-speed code (web-vitals, src/browser/vitals.ts): fetched once the page is idle, only where counting is
 * allowed, after everything above. web-vitals does not fit in `firstJsBudget` beside the first script of every page,
 * so it has a budget of its own (docs/performance.md).
 */
export const measureJsBudget = 4 * KB;

/**
 * The HTML document of every page, gzip (as the server sends it) and as the phone builds it:
 * - its first screen, through the end of its <h1>, fits in a server's first flight (about 14 KB: ten TCP segments),
 *   with no stylesheet to fetch before it (each page inlines its first screen's rules, the site's stylesheet is
 *   linked after them);
 * - the whole document, and the rules it inlines;
 * - the elements the phone styles and lays out.
 */
export const documentBudgets = {
  firstScreenBytes: 14 * KB,
  documentBytes: 20 * KB,
  inlineCssBytes: 5 * KB,
  elements: 800,
};

/** Lighthouse's figures (mobile, simulated throttling, medians); TBT against an empty page audited in the same run. */
export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  /** TBT at most this much over the empty page's TBT in the same run (a new Chromium or a busy machine moves both). */
  tbtOverEmptyMs: 100,
  cls: 0.01,
  /** The site's stylesheet, one cached file for every page (the first screen's part is also inline). */
  stylesheetBytes: 12 * KB,
};
