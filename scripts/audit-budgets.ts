// Per-route budgets from issue 7, used by `npm run audit` (Lighthouse) and by the built-site tests (bytes).
export const KB = 1024;
export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  jsBytes: 110 * KB,
  cssBytes: 15 * KB,
};
