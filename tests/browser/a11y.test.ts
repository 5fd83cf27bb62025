// axe-core on every built page at phone and desktop widths: no serious or critical violation.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { browserForFile, origin, viewports, waitForHydration } from '../support/browser.ts';
import { builtRoutes, loadSite } from '../../src/content/model.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Every route the build renders: page files (no drafts) and the pages generated from the collections.
const routes = builtRoutes(loadSite()).map((r) => r.route);
// The time grows with the number of pages (both languages): 6 s a page on a loaded machine, 240 s at the least.
const timeout = Math.max(240_000, routes.length * 6_000);

const browser = browserForFile();

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.each(Object.entries(viewports))('axe-core at %s width', (_name, viewport) => {
  it(
    'finds no serious or critical violation on any page',
    async () => {
      // bypassCSP: axe is injected as an inline script, which the site's CSP (rightly) refuses.
      const context = await browser().newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const route of routes) {
        await page.goto(origin() + route);
        await waitForHydration(page);
        await page.addScriptTag({ path: axePath });
        const violations = (await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
          ).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations;
        })) as AxeViolation[];
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          failures.push(
            `${route}: [${v.impact}] ${v.id}: ${v.help} at ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
      }
      await context.close();
      expect(failures).toEqual([]);
    },
    timeout,
  );
});
