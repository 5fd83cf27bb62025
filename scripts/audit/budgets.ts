// Per-route budgets (Lighthouse scores and timings, bytes per page kind), used by `npm run audit` (Lighthouse), by the
// build (script bytes, see scripts/checks/page-weight.ts) and by the built-site tests (bytes).
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

export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  cssBytes: 15 * KB,
};
