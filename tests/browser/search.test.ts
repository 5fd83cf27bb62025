// The site search in Chromium: an English and a Spanish query, a phrase found only in one page's body (picked at test
// time from the built index, so no prose is copied here), the section and town filters, the keyboard, axe, the
// no-JavaScript path, and no search file fetched by a page that doesn't search, nor by the search page before the
// visitor asks. Expected words come from content/ui.*.yaml, pages from the route table.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, origin, viewports, waitForHydration, watchConsole } from '../support/browser.ts';
import { loadSite, siteData } from '../../src/content/model.ts';
import type { UiWords } from '../../src/content/schemas/ui.ts';
import { indexedPages, uniquePhrase } from '../support/search-index.ts';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { isSearchPage } from '../../src/browser/search-form.ts';

const browser = browserForFile();
const en = siteData('ui.en');
const es = siteData('ui.es');
const dist = inject('dist');
const indexed = indexedPages(dist);
const model = loadSite();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TIMEOUT = 90_000;

/** Whether a request is one of the search's files (Pagefind's, or the search page's own module). */
const isSearchFile = (r: Request) => /\/pagefind\/|\/site-search-[^/]*\.js$/.test(new URL(r.url()).pathname);

async function open(
  path: string,
  { javaScriptEnabled = true, viewport = viewports.desktop as { width: number; height: number } } = {},
) {
  const context = await browser().newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (isSearchFile(r)) requests.push(new URL(r.url()).pathname);
  });
  await page.goto(origin() + path);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, problems, requests, close: () => context.close() };
}

/** The search page's own search box (the header's phone menu has another). */
const searchBox = (page: Page, words: UiWords) =>
  page.getByRole('search', { name: words.search.landmark }).getByLabel(words.search.label, { exact: true });

async function resultLinks(page: Page): Promise<string[]> {
  return page.locator('[data-search-results] li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
}

/** A page of `lang` with a phrase of its own (the first such page in route order), and the phrase. */
function pageWithOwnPhrase(lang: string, prefix: string): { url: string; phrase: string } {
  for (const p of indexed
    .filter((x) => x.lang === lang && x.url.startsWith(prefix))
    .sort((a, b) => a.url.localeCompare(b.url))) {
    const phrase = uniquePhrase(indexed, p.url);
    if (phrase) return { url: p.url, phrase };
  }
  throw new Error(`no ${lang} page under ${prefix} has a phrase of its own`);
}

describe('site search', () => {
  it(
    'finds an English page by a phrase found only in its body, with a highlighted excerpt and its section',
    async () => {
      const { url, phrase } = pageWithOwnPhrase('en', '/services/');
      const { page, problems, requests, close } = await open('/search');
      expect(requests.filter((r) => r.startsWith('/pagefind/'))).toEqual([]);
      await searchBox(page, en).fill(`"${phrase}"`);
      await page.getByRole('button', { name: en.search.button, exact: true }).click();
      await expect.poll(() => resultLinks(page), { timeout: 30_000 }).toEqual([url]);
      const status = page.locator('[data-search-status]');
      expect(await status.getAttribute('aria-live')).toBe('polite');
      await expect
        .poll(() => status.textContent())
        .toBe(en.search.results.one.replace('{count}', '1').replace('{query}', `"${phrase}"`));
      const item = page.locator('[data-search-results] li').first();
      expect((await item.locator('mark').allTextContents()).join(' ').toLowerCase()).toContain(
        phrase.split(' ')[0]!.toLowerCase(),
      );
      expect(await item.textContent()).toContain(en.search.service);
      expect(new URL(page.url()).searchParams.get('q')).toBe(`"${phrase}"`);
      expect(requests.some((r) => r.startsWith('/pagefind/'))).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
    TIMEOUT,
  );

  it(
    'answers a Spanish query on /es/buscar from the Spanish pages only',
    async () => {
      const { url, phrase } = pageWithOwnPhrase('es', '/es/');
      const { page, problems, close } = await open(`/es/buscar?q=${encodeURIComponent(phrase)}`);
      expect(await searchBox(page, es).inputValue()).toBe(phrase);
      await expect.poll(() => resultLinks(page), { timeout: 30_000 }).toContain(url);
      for (const href of await resultLinks(page)) expect(href).toMatch(/^\/es(\/|$)/);
      await expect.poll(() => page.locator('[data-search-status]').textContent()).toMatch(/resultado/);
      expect(problems).toEqual([]);
      await close();
    },
    TIMEOUT,
  );

  it(
    'shows ten results at first and the next ones on request, moving focus to them',
    async () => {
      // The word most English pages share (counted from the index, not typed here).
      const counts = new Map<string, number>();
      for (const p of indexed.filter((x) => x.lang === 'en'))
        for (const w of new Set(p.content.toLowerCase().match(/\p{L}{6,}/gu) ?? []))
          counts.set(w, (counts.get(w) ?? 0) + 1);
      const [word, pages] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      expect(pages).toBeGreaterThan(10);
      const { page, close } = await open(`/search?q=${word}`);
      await expect.poll(async () => (await resultLinks(page)).length, { timeout: 30_000 }).toBe(10);
      const more = page.getByRole('button', { name: en.search.more });
      await more.click();
      await expect.poll(async () => (await resultLinks(page)).length).toBe(Math.min(20, pages));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        (await resultLinks(page))[10],
      );
      await close();
    },
    TIMEOUT,
  );

  it(
    'filters by section and town',
    async () => {
      const area = indexed.find((p) => p.lang === 'en' && p.filters.section?.[0] === 'area' && p.filters.town)!;
      const town = area.filters.town![0]!;
      const { page, close } = await open(`/search?q=${encodeURIComponent(town)}&section=area`);
      await expect.poll(() => resultLinks(page), { timeout: 30_000 }).toContain(area.url);
      const inSection = indexed.filter((p) => p.lang === 'en' && p.filters.section?.[0] === 'area').map((p) => p.url);
      for (const href of await resultLinks(page)) expect(inSection).toContain(href);
      await page.getByLabel(en.search.town, { exact: true }).selectOption(town);
      const expected = indexed
        .filter((p) => p.lang === 'en' && p.filters.section?.[0] === 'area' && p.filters.town?.[0] === town)
        .map((p) => p.url);
      await expect.poll(async () => (await resultLinks(page)).sort()).toEqual(expected.sort());
      expect(new URL(page.url()).searchParams.get('town')).toBe(town);
      await close();
    },
    TIMEOUT,
  );

  it(
    'works from the keyboard: type, Enter, Tab to a result, Enter opens it',
    async () => {
      const { url, phrase } = pageWithOwnPhrase('en', '/service-areas/');
      const { page, close } = await open('/search');
      // The search box is the first field of the page's content: Tab from the skip target reaches it.
      // From the start of the content (the skip link's target), Tab past the breadcrumbs to the search box.
      await page.locator('#main').focus();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.id)) === 'site-search-q') break;
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-q');
      await page.keyboard.type(phrase);
      await page.keyboard.press('Enter');
      await expect.poll(() => resultLinks(page), { timeout: 30_000 }).toContain(url);
      // Past the button and the filters, the first result's link.
      for (let i = 0; i < 6; i++) {
        const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
        if (href) break;
        await page.keyboard.press('Tab');
      }
      const first = (await resultLinks(page))[0]!;
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
      await page.keyboard.press('Enter');
      await page.waitForURL(origin() + first);
      await close();
    },
    TIMEOUT,
  );

  it(
    'has no serious or critical axe violation with results shown',
    async () => {
      const context = await browser().newContext({ viewport: viewports.phone, bypassCSP: true });
      const page = await context.newPage();
      const { phrase } = pageWithOwnPhrase('en', '/services/');
      await page.goto(`${origin()}/search?q=${encodeURIComponent(phrase)}`);
      await waitForHydration(page);
      await expect.poll(async () => (await resultLinks(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await page.addScriptTag({ path: axePath });
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: unknown[] }> } }).axe;
        return (await axe.run(document)).violations;
      })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it('fetches no search file on any page that does not search (every built page, both languages), nor on a search page before the visitor asks', async () => {
    const files = builtHtmlFiles(dist).map((f) => ({
      route: f.route,
      search: isSearchPage(fs.readFileSync(f.path, 'utf8')),
    }));
    const others = files.filter((f) => !f.search).map((f) => f.route);
    const searchPages = files.filter((f) => f.search).map((f) => f.route);
    expect(searchPages.sort()).toEqual(['/search', model.pairs.get('/search')!].sort());
    expect(others.filter((r) => langOfRoute(r) === 'es').length).toBeGreaterThan(10);
    const context = await browser().newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    let route = '';
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isSearchFile(r)) fetched.push(`${route}: ${new URL(r.url()).pathname}`);
    });
    // Images play no part here: not fetching them keeps ~90 page loads quick.
    await page.route(/\.(png|jpe?g|webp|avif|gif|woff2?)$/, (r) => r.abort());
    for (route of others) {
      await page.goto(origin() + route, { waitUntil: 'domcontentloaded' });
      // Hydrated: every script the page loads on its own has run.
      await waitForHydration(page);
    }
    expect(fetched).toEqual([]);
    await context.close();
    for (const [searchRoute, words] of [
      [searchPages.find((r) => langOfRoute(r) === 'en')!, en],
      [searchPages.find((r) => langOfRoute(r) === 'es')!, es],
    ] as const) {
      const { page, requests, close } = await open(searchRoute);
      await page.waitForLoadState('networkidle');
      expect(
        requests.filter((r) => r.startsWith('/pagefind/')),
        searchRoute,
      ).toEqual([]);
      await searchBox(page, words).focus();
      await expect.poll(() => requests.filter((r) => r.startsWith('/pagefind/')).length).toBeGreaterThan(0);
      await close();
    }
  }, 300_000);

  it(
    'finds a Spanish page by another form of a verb on it (Spanish stemming: "-ar" found by "-ando")',
    async () => {
      // A verb in its "-ar" form on few Spanish pages, whose "-ando" form no Spanish page has (not even as the start of
      // a word): only the Spanish stemmer, which cuts both to the same stem, can find it (English stemming would not).
      const spanish = indexed
        .filter((p) => p.lang === 'es')
        .sort((a, b) => a.url.localeCompare(b.url))
        .map((p) => ({ url: p.url, words: new Set(p.content.toLowerCase().match(/\p{L}+/gu) ?? []) }));
      const vocabulary = [...new Set(spanish.flatMap((p) => [...p.words]))];
      const pick = spanish
        .flatMap((p) => [...p.words].sort().map((word) => ({ url: p.url, word, stem: word.slice(0, -2) })))
        .find(
          ({ word, stem }) =>
            /^\p{L}{4,}ar$/u.test(word) &&
            !vocabulary.some((v) => v.startsWith(`${stem}ando`)) &&
            spanish.filter((p) => [...p.words].some((v) => v.startsWith(stem))).length <= 5,
        );
      expect(pick).toBeDefined();
      const query = `${pick!.stem}ando`;
      const { page, problems, close } = await open(`${model.pairs.get('/search')!}?q=${encodeURIComponent(query)}`);
      await expect.poll(() => resultLinks(page), { timeout: 30_000 }).toContain(pick!.url);
      expect(problems).toEqual([]);
      await close();
    },
    TIMEOUT,
  );

  // From the FAQ page (each language's own), with words that need escaping; the static server writes them back.
  for (const [lang, words] of [
    ['en', en],
    ['es', es],
  ] as const)
    it(
      `without JavaScript (${lang}), the phone menu's form lands on the search page with the words in the box, which says what to do instead`,
      async () => {
        const from = lang === 'en' ? '/faq' : model.pairs.get('/faq')!;
        const searchRoute = lang === 'en' ? '/search' : model.pairs.get('/search')!;
        const { page, close } = await open(from, { javaScriptEnabled: false, viewport: viewports.phone });
        // The phone menu is a native popover: it opens without JavaScript.
        await page.locator('[data-menu-toggle]').click();
        const box = page.getByRole('search', { name: words.search.headerLandmark }).getByRole('searchbox');
        const query = `${words.search.button} "pier" & <b>beam</b>`;
        await box.fill(query);
        await box.press('Enter');
        await page.waitForURL((u) => u.pathname === searchRoute && u.searchParams.get('q') === query);
        expect(await searchBox(page, words).inputValue()).toBe(query);
        // (Playwright's text locators skip <noscript>, so the message is found by its place.)
        const message = page.locator('[data-site-search] noscript p');
        expect(await message.isVisible()).toBe(true);
        expect(await message.textContent()).toContain(words.search.noScript);
        const siteMap = lang === 'en' ? '/sitemap' : (model.pairs.get('/sitemap') ?? '/sitemap');
        expect(await message.locator(`a[href="${siteMap}"]`).textContent()).toBe(words.search.siteMap);
        expect(await message.locator('a[href^="tel:"]').isVisible()).toBe(true);
        // The section and town chosen in the address are chosen in the form (a town the page offers).
        const town = indexed.find((p) => p.lang === lang && p.filters.town)!.filters.town![0]!;
        await page.goto(
          `${origin()}${searchRoute}?q=${encodeURIComponent(town)}&section=area&town=${encodeURIComponent(town)}`,
        );
        expect(await searchBox(page, words).inputValue()).toBe(town);
        expect(await page.getByLabel(words.search.section, { exact: true }).inputValue()).toBe('area');
        expect(await page.getByLabel(words.search.town, { exact: true }).inputValue()).toBe(town);
        await close();
      },
      TIMEOUT,
    );
});
