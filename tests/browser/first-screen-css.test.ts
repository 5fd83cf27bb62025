// The first screen paints from the page's own inline rules. With the site's stylesheet held back, everything above the
// place the page links it (the header and the page's opening block) looks exactly as it does with the stylesheet, in
// both languages and at both widths; when the stylesheet then arrives, nothing that was painted moves (no layout
// shift). Scripts are held back in both runs, so the stylesheet is the only difference. The footer, at the end of
// every page, is not rendered while the page loads, and renders when reached without moving anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, origin, viewports } from '../support/browser.ts';
import { sectionPages, site } from '../support/content.ts';
import { diffImages } from '../../scripts/review/shots.ts';
import { builtRoutes } from '../../src/content/model.ts';

const browser = browserForFile();
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-css-'));
afterAll(() => fs.rmSync(shots, { recursive: true, force: true }));

const [firstService] = sectionPages('services');
const [firstArea] = sectionPages('areas');
const built = new Set(builtRoutes(site).map((p) => p.route));
const article = site.pages.find((p) => p.frontmatter.article && built.has(p.route))?.route;
const project = site.pages.find((p) => p.frontmatter.project && built.has(p.route))?.route;
const routes = ['/', '/es', firstService!.route, firstArea!.route, '/faq', '/book-inspection', article, project].filter(
  (r): r is string => Boolean(r),
);

/** The part of the viewport above where the site's stylesheet is linked, and above the fixed call bar. */
async function firstScreenClip(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector('link[rel="stylesheet"]')!;
    const before = link.previousElementSibling ?? link.parentElement!;
    let bottom = Math.min(before.getBoundingClientRect().bottom, window.innerHeight);
    const bar = document.querySelector('[data-testid="mobile-call-bar"]');
    if (bar && bar.getBoundingClientRect().height > 0) bottom = Math.min(bottom, bar.getBoundingClientRect().top);
    return { x: 0, y: 0, width: window.innerWidth, height: Math.floor(bottom) };
  });
}

describe('the first screen without the site stylesheet', () => {
  for (const route of routes)
    for (const width of ['phone', 'desktop'] as const) {
      it(`${route} at ${viewports[width].width} px: the same pixels before the stylesheet arrives, and no shift after`, async () => {
        const context = await browser().newContext({ viewport: viewports[width], deviceScaleFactor: 1 });
        try {
          await context.route('**/assets/*.js', (r) => r.abort());
          // With the stylesheet.
          const full = await context.newPage();
          await full.goto(origin() + route, { waitUntil: 'load' });
          const clip = await firstScreenClip(full);
          expect(clip.height, 'the first screen has a height').toBeGreaterThan(100);
          const withSheet = path.join(shots, `${width}-${route.replace(/\W+/g, '_')}-with.png`);
          await full.screenshot({ path: withSheet, clip, animations: 'disabled' });
          await full.close();

          // Held back: the page paints from its inline rules alone.
          let release!: () => void;
          const held = new Promise<void>((r) => (release = r));
          await context.route('**/assets/*.css', async (r) => {
            await held;
            await r.continue();
          });
          const early = await context.newPage();
          await early.goto(origin() + route, { waitUntil: 'commit' });
          await early.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          await expect.poll(() => early.locator('h1').isVisible()).toBe(true);
          await early.evaluate(() => {
            const w = window as unknown as { shifted: number };
            w.shifted = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifted += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          const without = path.join(shots, `${width}-${route.replace(/\W+/g, '_')}-without.png`);
          await early.screenshot({ path: without, clip, animations: 'disabled' });
          expect(await early.evaluate(() => document.styleSheets.length), 'only the inline rules so far').toBe(1);
          release();
          await early.waitForLoadState('load');
          await expect.poll(() => early.evaluate(() => document.styleSheets.length)).toBe(2);
          const changed = await diffImages(withSheet, without, path.join(shots, `${width}-diff.png`));
          expect(changed, `${route}: share of the first screen's pixels that differ without the stylesheet`).toBe(0);
          expect(await early.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(
            0.01,
          );
        } finally {
          await context.close();
        }
      });
    }
});

describe('the footer waits', () => {
  /** The block at the end of every page that src/styles.css skips at first: the footer. */
  const END = 'footer';
  const long = ['/', '/es', firstArea!.route, '/faq'];
  for (const route of long)
    for (const width of ['phone', 'desktop'] as const) {
      it(`${route} at ${viewports[width].width} px: skipped while the page loads, rendered when reached, nothing moves`, async () => {
        const page = await browser().newPage({ viewport: viewports[width] });
        try {
          await page.goto(origin() + route, { waitUntil: 'load' });
          const state = () =>
            page.evaluate(
              (sel) => ({
                // A block's own box is laid out at its held height; what is inside it is skipped until it is near.
                skipped: [...document.querySelectorAll(sel)].map(
                  (b) =>
                    getComputedStyle(b).contentVisibility === 'auto' &&
                    !b.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
                ),
                height: document.documentElement.scrollHeight,
              }),
              END,
            );
          const before = await state();
          expect(before.skipped.length).toBeGreaterThan(0);
          // More than a screen below the first one, it is not rendered while the page loads.
          const far = await page.evaluate(
            (sel) => document.querySelector(sel)!.getBoundingClientRect().top > 2 * innerHeight,
            END,
          );
          if (far) expect(before.skipped.every(Boolean), 'the footer is not rendered at load').toBe(true);
          // Scrolled to the end screen by screen: the visitor's position is never moved for it, and the page's length
          // changes by less than a screen's fifth when the footer renders (it holds its own height until then).
          const steps = await page.evaluate(async () => {
            const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const out: { wanted: number; at: number }[] = [];
            for (let y = 0; y < document.documentElement.scrollHeight - innerHeight; y += innerHeight) {
              scrollTo(0, y);
              await frame();
              out.push({ wanted: y, at: scrollY });
            }
            scrollTo(0, document.documentElement.scrollHeight);
            await frame();
            return out;
          });
          for (const s of steps) expect(s.at, `${route}: scrolled to ${s.wanted}`).toBe(s.wanted);
          const after = await state();
          expect(after.skipped.some(Boolean), 'rendered once reached').toBe(false);
          expect(Math.abs(after.height - before.height)).toBeLessThan(viewports[width].height / 5);
        } finally {
          await page.close();
        }
      });
    }
});
