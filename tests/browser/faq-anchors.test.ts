// /faq quick navigation in Chromium: a #hash in the address opens and shows that question; the quick-nav links
// open their question; the accordion keeps one question open at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { faqAnchors as anchors } from '../support/spec.ts';
import { ui } from '../support/content.ts';

/** The /faq quick navigation, by its name (content/ui.en.yaml). */
const quickNav = `nav[aria-label="${ui.en.blocks.faq.jumpTo}"]`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Ids of the open FAQ items. */
const openItems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('details[name="faq"]')].filter((d) => d.open).map((d) => d.id),
  );

/** Whether the question's summary is inside the visible part of the window, below the sticky header. */
const questionInView = (page: Page, id: string) =>
  page.evaluate((id) => {
    const summary = document.getElementById(id)!.querySelector('summary')!;
    const r = summary.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return r.top >= header - 1 && r.bottom <= window.innerHeight;
  }, id);

describe('/faq anchors', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`opening /faq#<anchor> scrolls to that question and opens it (${viewport})`, async () => {
      const ctx = await browser.newContext({ viewport: viewports[viewport] });
      const page = await ctx.newPage();
      const problems = watchConsole(page);
      for (const id of anchors) {
        await page.goto(`${origin()}/faq#${id}`);
        await waitForHydration(page);
        await expect.poll(() => openItems(page)).toEqual([id]);
        await expect.poll(() => questionInView(page, id)).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
      await ctx.close();
    });
  }

  it('each quick-nav link opens its question and brings it into view, closing the one open before', async () => {
    const ctx = await browser.newContext({ viewport: viewports.phone });
    const page = await ctx.newPage();
    await page.goto(`${origin()}/faq`);
    await waitForHydration(page);
    expect(await openItems(page)).toEqual([]);
    for (const id of anchors) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`${quickNav} a[href="#${id}"]`).click();
      await expect.poll(() => openItems(page)).toEqual([id]);
      await expect.poll(() => questionInView(page, id)).toBe(true);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
    await ctx.close();
  });

  it('clicking the same quick-nav link again re-opens a question the visitor had closed', async () => {
    const ctx = await browser.newContext({ viewport: viewports.desktop });
    const page = await ctx.newPage();
    await page.goto(`${origin()}/faq`);
    await waitForHydration(page);
    const link = page.locator(`${quickNav} a[href="#warranty"]`);
    await link.click();
    await expect.poll(() => openItems(page)).toEqual(['warranty']);
    await page.locator('#warranty > summary').click();
    await expect.poll(() => openItems(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await expect.poll(() => openItems(page)).toEqual(['warranty']);
    await ctx.close();
  });
});
