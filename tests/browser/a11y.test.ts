// axe-core on every built page at phone and desktop widths: no serious or critical violation.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, origin, viewports, waitForHydration } from '../support/browser.ts';
import { builtRoutes, loadSite } from '../../src/content/model.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Every route the build renders: page files (no drafts) and the pages generated from the collections.
const routes = builtRoutes(loadSite()).map((r) => r.route);

const browser = browserForFile();

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page, route: string): Promise<string[]> {
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
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${route}: [${v.impact}] ${v.id}: ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

// One test per route and width, each with its own time limit: a loaded machine slows every page a little, and a
// single test over every route (twice as many with the Spanish pages) would time out as a whole.
describe.each(Object.entries(viewports))('axe-core at %s width', (_name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // bypassCSP: axe is injected as an inline script, which the site's CSP (rightly) refuses.
    context = await browser().newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(routes)(
    '%s has no serious or critical violation',
    async (route) => {
      expect(await seriousViolations(page, route)).toEqual([]);
    },
    90_000,
  );
});
