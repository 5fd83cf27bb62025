// Job photos on a phone and a desktop, in Debian's Chromium, on a throw-away copy of the site with a project page of
// eight photos (tests/support/photo-site.ts), built and served here. The before/after pair moves by keyboard and by
// touch (a real range input); a gallery photo opens larger in a <dialog> and closes; without JavaScript the pair stands
// side by side and a tile links to the large picture; the page fetches only the photos it shows, and the large copies
// only when one is opened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSite, type PhotoSite } from '../support/photo-site.ts';
import { buildIn } from '../support/site-copy.ts';
import { browserForFile, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { createSiteServer, type SiteServer } from '../../scripts/server/site-server.ts';

const browser = browserForFile();
let site: PhotoSite;
let server: SiteServer;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  site = await photoSite();
  // The photo site's build, or the identical photo site's the other project built in this run.
  const r = buildIn(site.copy, { share: true });
  expect(r.status, r.stderr).toBe(0);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-browser-'));
  server = createSiteServer({ dir: site.copy.file('dist'), dataDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  site?.copy.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the photo page; returns the page, the photo files it requested, and its console problems. */
async function open(options: BrowserContextOptions = {}) {
  const context = await browser().newContext({ viewport: viewports.phone, ...options });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (req) => {
    const m = /\/assets\/([a-z0-9-]+)-(\d+|og)\.[0-9a-f]{10}\.(avif|webp|jpg)$/.exec(new URL(req.url()).pathname);
    if (m) requested.push(`${m[1]}-${m[2]}.${m[3]}`);
  });
  const problems = watchConsole(page);
  await page.goto(origin + site.route, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, requested, problems, close: () => context.close() };
}

const split = (page: Page) =>
  page.$eval('[data-before-after]', (f) =>
    getComputedStyle(f as HTMLElement)
      .getPropertyValue('--split')
      .trim(),
  );
const clipOfAfter = (page: Page) =>
  page.$eval('[data-before-after] > div > div:nth-child(2)', (d) => getComputedStyle(d).clipPath);

describe('the before/after pair', () => {
  it('moves by keyboard: arrow keys, Home and End on a real range input', async () => {
    const { page, problems, close } = await open({ viewport: viewports.desktop });
    const slider = page.locator('[data-before-after] input[type="range"]');
    await expect(slider.isVisible()).resolves.toBe(true);
    expect(await slider.getAttribute('aria-label')).toMatch(/compare/i);
    expect(await split(page)).toBe('50%');
    await slider.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('40');
    expect(await split(page)).toBe('40%');
    expect(await clipOfAfter(page)).toBe('inset(0px 0px 0px 40%)');
    await page.keyboard.press('End');
    expect(await split(page)).toBe('100%');
    await page.keyboard.press('Home');
    expect(await split(page)).toBe('0%');
    // The focused slider shows a focus ring around the pair.
    const outline = await page.$eval('[data-before-after] > div', (d) => getComputedStyle(d).outlineStyle);
    expect(outline).not.toBe('none');
    expect(problems).toEqual([]);
    await close();
  });

  it('moves by touch: a tap on the photo moves the split there', async () => {
    const { page, close } = await open({ hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const figure = page.locator('[data-before-after] > div');
    await figure.scrollIntoViewIfNeeded();
    const box = (await figure.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height / 2);
    const value = Number(await page.locator('[data-before-after] input[type="range"]').inputValue());
    expect(value).toBeGreaterThanOrEqual(20);
    expect(value).toBeLessThanOrEqual(30);
    expect(await split(page)).toBe(`${value}%`);
    await close();
  });
});

describe('the gallery', () => {
  it('opens a photo larger in a dialog, fetching the large copy only then, and closes it', async () => {
    const { page, requested, problems, close } = await open({ viewport: viewports.desktop });
    const large = () =>
      requested.filter((r) => /-(800|1200|1800|2400)\.(avif|webp|jpg)$/.test(r) && !/^corner-/.test(r));
    const tile = page.locator('[data-gallery] a[data-gallery-open]').first();
    await tile.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const beforeOpen = large().length;
    await tile.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.count()).resolves.toBe(1);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('dialog[open] img');
      return img?.complete && img.naturalWidth > 0;
    });
    expect(large().length).toBeGreaterThan(beforeOpen);
    // The page behind is inert; Escape closes the dialog.
    expect(await dialog.getAttribute('aria-label')).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
    // The close button closes it too.
    await tile.click();
    await page.locator('dialog[open] button[type="submit"]').click();
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('without JavaScript', () => {
  it('shows the pair side by side with no slider, and a tile links to its large picture', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    const [before, after] = await page.$$eval('[data-before-after] picture img', (imgs) =>
      imgs.map((i) => i.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(Math.abs(before!.y - after!.y)).toBeLessThan(2);
    expect(after!.x).toBeGreaterThan(before!.x + before!.width - 1);
    expect(await page.locator('[data-before-after] input[type="range"]').isVisible()).toBe(false);
    const href = await page.locator('[data-gallery] a[data-gallery-open]').first().getAttribute('href');
    const response = await page.goto(origin + href);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^image\/jpeg/);
    await close();
  });
});

describe('what the page fetches', () => {
  it('only its own photos, at the size of their slot, the top one first', async () => {
    const { page, requested, close } = await open();
    await page.waitForLoadState('networkidle');
    const photos = new Set(requested.map((r) => r.replace(/-(\d+|og)\..*$/, '')));
    for (const p of photos) expect(site.names).toContain(p);
    // At the top of a phone screen: the first photo. Neither a gallery photo's large copy (its dialog is closed) nor
    // the social crop is fetched.
    expect(photos.has(site.names[2]!)).toBe(true);
    expect(requested.filter((r) => /-(og|1800|2400)\./.test(r))).toEqual([]);
    // Every file it fetched is a format the browser prefers: AVIF.
    expect(requested.every((r) => r.endsWith('.avif'))).toBe(true);
    for (const vp of ['phone', 'desktop'] as const) {
      await page.setViewportSize(viewports[vp]);
      await page.screenshot({ path: path.join(os.tmpdir(), `photo-page-${vp}.png`), fullPage: true });
    }
    await close();
  });
});
