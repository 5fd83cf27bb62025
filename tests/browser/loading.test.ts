// In a real browser: the page paints before any JavaScript is requested, then hydrates; with the network slowed
// down, a visitor can read the page and follow links while the scripts are still on their way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { business, sectionPages, ui } from '../support/content.ts';
import { fill } from '../../src/page/fill.ts';

const words = ui.en;
/** The first service and the first area of the route table: the first entries of the header's menus. */
const [firstService] = sectionPages('services');
const [firstArea] = sectionPages('areas');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('loading order', () => {
  for (const route of ['/', '/faq', '/contact']) {
    it(`${route}: first paint comes before the first script request, then the page hydrates`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      const problems = watchConsole(page);
      await page.goto(origin() + route);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'css' && /\.js$/.test(e.name))
          .map((e) => ({ name: e.name, start: e.startTime }));
        const styles = performance.getEntriesByType('resource').filter((e) => /\.css$/.test(e.name)).length;
        return { paint, scripts, styles };
      });
      expect(timing.paint).toBeLessThan(Infinity);
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const s of timing.scripts) expect(s.start, s.name).toBeGreaterThan(timing.paint);
      // One stylesheet: the site's, linked after the first screen (its rules for the first screen are inline).
      expect(timing.styles).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('shows the page and its phone number while scripts are held back, and hydrates once they arrive', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(origin() + firstService!.route);
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByTestId('mobile-call-bar')
          .getByRole('link', { name: fill(words.actions.callNowLabel, { phone: business.phone }) })
          .isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    await page.close();
  });

  it('opens the desktop menus on hover and focus before the scripts arrive', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.route('**/assets/*.js', () => new Promise(() => {}));
    await page.goto(origin() + '/faq');
    const nav = page.getByRole('navigation', { name: words.header.mainMenu });
    const service = nav.getByRole('link', { name: firstService!.label, exact: true });
    await expect.poll(() => service.isVisible()).toBe(false);
    await nav.getByRole('link', { name: words.header.services, exact: true }).hover();
    await expect.poll(() => service.isVisible()).toBe(true);
    await page.mouse.move(5, 800);
    await expect.poll(() => service.isVisible()).toBe(false);
    await nav.getByRole('link', { name: words.header.serviceAreas, exact: true }).focus();
    await expect
      .poll(() => nav.getByRole('link', { name: firstArea!.label, exact: true }).first().isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.close();
  });
});
