// What the first screen and the length of a page give a visitor, in Chromium at a phone's 390 × 844 and a laptop's
// 1280 × 800: the booking form starts on the first screen above the call bar, which offers the call alone wherever a
// booking form is on screen; the home page's heading names the office town and the area served
// (content/business.yaml); the phone footer fits about one screen; a page lists the service pages once and the service
// areas once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, origin, waitForHydration } from '../support/browser.ts';
import { currentSite, siteData, siteDataIn } from '../../src/content/model.ts';
import { isChildOf, SECTIONS, type Lang } from '../../src/content/route-path.ts';

const site = currentSite();
const inLang = (route: string, lang: Lang) => (lang === 'en' ? route : site.pairs.get(route)!);
const LANGS: Lang[] = ['en', 'es'];
const BOOK = '/book-inspection';
const screens = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };

const browser = browserForFile();

async function open(route: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser().newPage({ viewport });
  await page.goto(origin() + route);
  await waitForHydration(page);
  return page;
}

/** Where the first screen ends for content: the call bar's top on phones, else the window's bottom. */
async function firstScreenBottom(page: Page): Promise<number> {
  const bar = page.getByTestId('mobile-call-bar');
  const box = (await bar.isVisible()) ? await bar.boundingBox() : null;
  return box ? box.y : page.viewportSize()!.height;
}

describe('the booking page shows its form on the first screen', () => {
  for (const lang of LANGS)
    for (const [name, viewport] of Object.entries(screens))
      it(`${inLang(BOOK, lang)} at ${viewport.width} × ${viewport.height} (${name})`, async () => {
        const route = inLang(BOOK, lang);
        const page = await open(route, viewport);
        const bottom = await firstScreenBottom(page);
        // The form's first field: its label and its input, wholly on the first screen.
        const form = page.locator('main form[data-form]');
        const field = form.locator('input:not([type="hidden"]), select, textarea').first();
        const label = form.locator(`label[for="${await field.getAttribute('id')}"]`);
        for (const part of [label, field]) {
          const box = (await part.boundingBox())!;
          expect(box, `${route}: the first field's box`).toBeTruthy();
          expect(box.y, route).toBeGreaterThanOrEqual(0);
          expect(
            box.y + box.height,
            `${route}: first field ends below the first screen (${bottom}px)`,
          ).toBeLessThanOrEqual(bottom);
        }
        // The call bar does not send the visitor to the page they are on; the call stays one tap away.
        const bar = page.getByTestId('mobile-call-bar');
        expect(await bar.locator(`a[href="${route}"]`).count(), `${route}: the call bar links to itself`).toBe(0);
        const call = page.locator('a[href^="tel:"]').filter({ visible: true }).first();
        const callBox = (await call.boundingBox())!;
        expect(callBox.y + callBox.height, `${route}: a call link on the first screen`).toBeLessThanOrEqual(
          viewport.height,
        );
        // Nothing runs past the right edge (the Spanish form's column once did, by 28 px at 390 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route}: page width`).toBe(
          viewport.width,
        );
        await page.close();
      }, 60_000);

  it('elsewhere the phone call bar offers to book, except while the home page’s booking form is on screen', async () => {
    for (const lang of LANGS) {
      const page = await open(inLang('/', lang), screens.phone);
      const bar = page.getByTestId('mobile-call-bar');
      const book = bar.locator(`a[href="${inLang(BOOK, lang)}"]`);
      expect(await book.isVisible()).toBe(true);
      await page.locator('main form[data-form]').scrollIntoViewIfNeeded();
      await expect.poll(() => book.isVisible()).toBe(false);
      expect(await bar.locator('a[href^="tel:"]').isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => book.isVisible()).toBe(true);
      await page.close();
    }
  }, 120_000);
});

describe('the home page says where on its first screen', () => {
  for (const lang of LANGS)
    it(`${inLang('/', lang)}: the heading or the line next to it names the office town and the area served`, async () => {
      const business = lang === 'en' ? siteData('business') : siteDataIn('business', lang);
      const city = business.address.city;
      // The area the tagline names beside the town ("… for Pearland and the Gulf Coast" → "the Gulf Coast").
      const area = business.tagline
        .split(city)[1]!
        .replace(/^\s*(and|y)\s+/, '')
        .trim();
      expect(area.length).toBeGreaterThan(0);
      for (const viewport of Object.values(screens)) {
        const page = await open(inLang('/', lang), viewport);
        const h1 = page.locator('main h1');
        const lines = await h1.evaluate((h) =>
          [h.previousElementSibling, h, h.nextElementSibling].map((e) => e?.textContent ?? '').join(' '),
        );
        expect(lines).toContain(city);
        expect(lines).toContain(area);
        const box = (await h1.boundingBox())!;
        expect(box.y + box.height, 'the heading is on the first screen').toBeLessThanOrEqual(
          await firstScreenBottom(page),
        );
        await page.close();
      }
    }, 120_000);
});

describe('shorter phone pages', () => {
  const routes = [
    '/',
    inLang('/', 'es'),
    '/services/slab-foundation-repair',
    '/service-areas/pearland-tx',
    '/service-areas/south-houston-tx',
    BOOK,
  ].filter((r) => site.pageByRoute.has(r));
  const sectionRoutes = (section: keyof typeof SECTIONS) => {
    const parents = LANGS.map((l) => inLang(SECTIONS[section], l));
    return site.pages.map((p) => p.route).filter((r) => parents.some((parent) => isChildOf(r, parent)));
  };
  const services = sectionRoutes('services');
  const areas = sectionRoutes('areas');

  it('the footer takes at most about one screen at 390 px, its columns one tap away', async () => {
    // The footer is the same on every page of a language: one page of each.
    for (const route of ['/', inLang('/', 'es')]) {
      const page = await open(route, screens.phone);
      const footer = page.locator('footer');
      const height = (await footer.boundingBox())!.height;
      expect(height, `${route}: footer height`).toBeLessThanOrEqual(screens.phone.height);
      // A closed column opens with one tap and shows its links.
      const column = footer.locator('details').first();
      const link = column.locator('a').first();
      expect(await link.isVisible()).toBe(false);
      await column.evaluate((d) => d.scrollIntoView({ block: 'center' }));
      await column.locator('summary').click();
      expect(await link.isVisible()).toBe(true);
      await page.close();
    }
    // On a laptop every column is open without a tap.
    const page = await open('/', screens.laptop);
    const links = page.locator('footer details a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await page.close();
  }, 240_000);

  it('a page lists the service pages in one block and the service areas in one block at most (footer aside)', async () => {
    for (const route of routes) {
      const page = await open(route, screens.phone);
      // Each block of cross-links is a <section> with its heading, in the page's text or in the related blocks.
      const counts = await page.evaluate(
        ({ services, areas }) => {
          const blocks = [...document.querySelectorAll('main section, aside section')].filter((s) =>
            s.querySelector('h2, h3'),
          );
          const linking = (routes: string[]) =>
            blocks.filter((s) => {
              const own = [...s.querySelectorAll('a[href]')].filter((a) => a.closest('section') === s);
              return new Set(own.map((a) => a.getAttribute('href')).filter((h) => routes.includes(h!))).size >= 3;
            }).length;
          return { services: linking(services), areas: linking(areas) };
        },
        { services, areas },
      );
      expect(counts.services, `${route}: blocks listing services`).toBeLessThanOrEqual(1);
      expect(counts.areas, `${route}: blocks listing service areas`).toBeLessThanOrEqual(1);
      await page.close();
    }
  }, 300_000);
});
