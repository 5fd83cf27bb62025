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

/** Pages at once per width: two widths × two pages keep both cores busy (axe runs in each page's renderer). */
const PAGES_PER_WIDTH = 2;

// One test per route and width, each with its own time limit: a loaded machine slows every page a little, and a
// single test over every route (twice as many with the Spanish pages) would time out as a whole. The tests run side
// by side (describe.concurrent), each on a page it borrows from its width's few pages, so one page's wait for the
// network overlaps another's audit.
describe.concurrent.each(Object.entries(viewports))('axe-core at %s width', (_name, viewport) => {
  let context: BrowserContext;
  const free: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  beforeAll(async () => {
    context = await browser().newContext({ viewport, reducedMotion: 'reduce' });
    // axe with every document from its start (it only defines window.axe until asked to run): compiled in the
    // context's renderer once, where a script tag added to each page cost about 0.4 s of a page's 1.2 s. As an init
    // script it runs outside the page's CSP, so each page is audited under the CSP it is served with.
    await context.addInitScript({ path: axePath });
    for (let i = 0; i < PAGES_PER_WIDTH; i++) free.push(await context.newPage());
  });
  afterAll(() => context?.close());

  async function withPage<T>(audit: (page: Page) => Promise<T>): Promise<T> {
    const page = free.pop() ?? (await new Promise<Page>((r) => waiting.push(r)));
    try {
      return await audit(page);
    } finally {
      const next = waiting.shift();
      if (next) next(page);
      else free.push(page);
    }
  }

  it.each(routes)(
    '%s has no serious or critical violation',
    async (route) => {
      expect(await withPage((page) => seriousViolations(page, route))).toEqual([]);
    },
    90_000,
  );
});
