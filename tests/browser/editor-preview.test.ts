// The editor's preview and start as a writer meets them, at 1280 × 800 in Chromium, on a throw-away copy of the site:
// the page list comes without waiting for the preview's server; the preview shows one width at a time with body text of
// at least 12 px and opens in a new tab; a search-result preview of the title and description with their lengths
// against the schema's limits; a data file previewed on a page that shows it, with a choice of others; a change that
// breaks the page leaves the last good render under a banner naming the mistake in the form's words; a finding about
// the text goes to its line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import matter from 'gray-matter';
import { browserForFile } from '../support/browser.ts';
import { startEditorCopy, type EditorCopy } from '../support/editor.ts';
import { currentSite } from '../../src/content/model.ts';
import { frontmatterSchema } from '../../src/content/schemas/frontmatter.ts';
import { factsIn } from '../../src/content/business.ts';
import { fillFacts } from '../../src/content/facts.ts';
import { langOfRoute } from '../../src/content/route-path.ts';

const browser = browserForFile();
let editor: EditorCopy;
let page: Page;
/** When the editor printed its address, and when its page list was on screen (ms since the epoch). */
let printed = 0;
let listed = 0;
let logAtList = '';
/** The service page's title as its file has it. */
let original = '';

const site = currentSite();
const servicePage = site.pages.find(
  (p) => /^pages\/services\/[^/]+\.mdx$/.test(p.rel) && !p.rel.endsWith('index.mdx'),
)!;
const WINDOW = { width: 1280, height: 800 };

async function openFile(rel: string) {
  await page.goto(`${editor.url}#/edit/${encodeURIComponent(rel)}`);
  await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
}

/** The shown frame's document has rendered the page (not the error page). */
async function previewRendered(width?: number) {
  await page.waitForFunction(
    (w) => {
      const f = document.querySelector<HTMLIFrameElement>(`.preview iframe.shown${w ? `[width="${w}"]` : ''}`);
      return !!f?.contentDocument?.querySelector('main h1') && !f.contentDocument.querySelector('[data-dev-error]');
    },
    width,
    { timeout: 90_000, polling: 250 },
  );
}

/** The page's settings (its form) opened, whatever state the last file left them in. */
async function openSettings() {
  await page.locator('#settings').evaluate((d) => ((d as HTMLDetailsElement).open = true));
}

const shownPath = () =>
  page.evaluate(
    () => document.querySelector<HTMLIFrameElement>('.preview iframe.shown')!.contentWindow!.location.pathname,
  );

beforeAll(async () => {
  page = await browser().newPage({ viewport: WINDOW });
  editor = await startEditorCopy();
  printed = Date.now();
  await page.goto(editor.url);
  await page.waitForSelector('table.pages tbody tr', { timeout: 90_000 });
  listed = Date.now();
  logAtList = editor.log();
}, 240_000);

afterAll(async () => {
  await page?.close();
  await editor?.stop();
});

describe('quick to start', () => {
  it('shows the page list without waiting for the preview to start (or within 10 s of the address)', () => {
    const seconds = (listed - printed) / 1000;
    const previewFirst = /Preview ready/.test(logAtList);
    expect(
      !previewFirst || seconds <= 10,
      `page list ${seconds.toFixed(1)} s after the address; preview ready first: ${previewFirst}`,
    ).toBe(true);
    // The app is one bundle of its own, not modules of the preview's Vite server.
    expect(logAtList).not.toMatch(/error/i);
  });

  it('shows the first preview once the preview has started', { timeout: 120_000 }, async () => {
    await openFile(servicePage.rel);
    await previewRendered();
    expect(editor.log()).toMatch(/Preview ready \([\d.]+ s after the start\)/);
  });
});

describe('a preview a writer can read', { timeout: 240_000 }, () => {
  it('shows one width at a time with body text of at least 12 px, phone or desktop', async () => {
    await openFile(servicePage.rel);
    for (const [name, width] of [
      ['Desktop', 1280],
      ['Phone', 390],
    ] as const) {
      await page.locator('.preview-switch').getByRole('button', { name }).click();
      await previewRendered(width);
      expect(await page.locator('.preview iframe.shown').count()).toBe(1);
      // The body text: the size most of the page's paragraphs and list items are set in, as shown.
      const shown = () =>
        page.evaluate(() => {
          const f = document.querySelector<HTMLIFrameElement>('.preview iframe.shown')!;
          const box = f.getBoundingClientRect();
          const scale = box.width / f.offsetWidth;
          const chars = new Map<number, number>();
          for (const el of f.contentDocument!.querySelectorAll('main p, main li')) {
            const px = parseFloat(getComputedStyle(el).fontSize);
            chars.set(px, (chars.get(px) ?? 0) + (el.textContent?.length ?? 0));
          }
          const body = [...chars].sort((a, b) => b[1] - a[1])[0]![0];
          return { px: body * scale, left: box.left, top: box.top };
        });
      await expect.poll(async () => (await shown()).px, { message: `${name}: body text` }).toBeGreaterThanOrEqual(12);
      const seen = await shown();
      expect(seen.left).toBeGreaterThanOrEqual(0);
      expect(seen.top).toBeLessThan(WINDOW.height);
      expect(await page.locator('.preview-switch').getByRole('button', { name }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
  });

  it('opens the preview in a new tab, with the unsaved change', async () => {
    await openSettings();
    original = await page.getByLabel('Title', { exact: true }).inputValue();
    const title = `${original} (draft)`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.querySelector<HTMLIFrameElement>('.preview iframe.shown')!.contentDocument!.title,
          ),
        { timeout: 60_000 },
      )
      .toBe(title);
    const link = page.getByRole('link', { name: 'Open in a new tab' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab!.waitForLoadState();
    expect(new URL(tab!.url()).pathname).toBe(`/__preview${servicePage.route}`);
    expect(await tab!.title()).toBe(title);
    await tab!.close();
  });

  it("shows the title and description as a search result, with their lengths against the schema's limits", async () => {
    const limits = z.toJSONSchema(frontmatterSchema, { io: 'output', unrepresentable: 'any' }) as {
      properties: Record<string, { minLength: number; maxLength: number }>;
    };
    const { minLength: min, maxLength: max } = limits.properties.title!;
    const d = limits.properties.description!;
    const description = await page.getByLabel('Description', { exact: true }).inputValue();
    const result = page.locator('.search-preview');
    expect(await result.locator('.serp-description').innerText()).toBe(description);
    expect(await result.locator('[data-length=description]').innerText()).toBe(
      `Description: ${[...description].length} characters (${d.minLength} to ${d.maxLength})`,
    );
    const long = `${'Slab repair that lasts '.repeat(10)}`.slice(0, max + 5);
    await page.getByLabel('Title', { exact: true }).fill(long);
    expect(await result.locator('.serp-title').innerText()).toBe(long);
    const title = result.locator('[data-length=title]');
    expect(await title.innerText()).toBe(`Title: ${max + 5} characters (${min} to ${max}): 5 too many`);
    expect(await title.getAttribute('class')).toBe('over');
    // A search engine shows one line of it.
    expect(await result.locator('.serp-title').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // Back as it was: no unsaved change is left.
    await page.getByLabel('Title', { exact: true }).fill(original);
    await expect.poll(() => page.locator('.action-bar .unsaved-files a').count(), { timeout: 60_000 }).toBe(0);
  });

  it("shows a Spanish page's search result with its placeholders filled as the page fills them, and counts that", async () => {
    // A Spanish page whose description quotes a fact ({@founded}, …): the search result shows the year, not the braces.
    const written = (p: { source: string }) => String(matter(p.source).data.description ?? '');
    const spanish = site.pages.find((p) => p.route.startsWith('/es') && /\{@\w+\}/.test(written(p)))!;
    expect(spanish).toBeDefined();
    const shown = fillFacts(written(spanish), factsIn[langOfRoute(spanish.route)]);
    await openFile(spanish.rel);
    await openSettings();
    const result = page.locator('.search-preview');
    await expect.poll(() => result.locator('.serp-description').innerText(), { timeout: 30_000 }).toBe(shown);
    expect(shown).not.toContain('{@');
    expect(await result.locator('[data-length=description]').innerText()).toMatch(
      new RegExp(`^Description: ${[...shown].length} characters`),
    );
  });

  it('previews a data file on a page that shows it, with a choice of others', async () => {
    const uses = (name: string) =>
      site.pages.filter((p) => p.body.includes(`<${name}`) && !p.route.startsWith('/es')).map((p) => p.route);
    // Prices: a page with the cost table, showing the first price.
    const items = (site.data.find((d) => d.name === 'cost-guide')!.value as { items: { cost: string }[] }).items;
    await openFile('content/cost-guide.yaml');
    const choice = page.getByLabel('Page to preview');
    expect(uses('CostTable')).toContain(await choice.inputValue());
    await previewRendered();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector<HTMLIFrameElement>('.preview iframe.shown')!.contentDocument!.body.innerText,
        ),
      )
      .toContain(items[0]!.cost);
    // Reviews: the reviews page first (a page with the testimonials, named for them), and the others to choose from.
    await openFile('content/testimonials.yaml');
    const first = await choice.inputValue();
    expect(uses('Testimonials')).toContain(first);
    expect(first).toMatch(/review/);
    const options = await choice.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((r) => site.pages.find((p) => p.route === r)!.body.includes('<Testimonials'))).toBe(true);
    await choice.selectOption(options[1]!);
    await expect.poll(shownPath, { timeout: 60_000 }).toBe(`/__preview${options[1]!}`);
  });
});

describe('a mistake', { timeout: 240_000 }, () => {
  it("keeps the last good render under a banner naming the mistake in the form's words, and goes to it", async () => {
    await openFile(servicePage.rel);
    await previewRendered();
    await openSettings();
    const description = page.getByLabel('Description', { exact: true });
    const before = await description.inputValue();
    await description.fill('');
    const banner = page.locator('.preview [role=alert]');
    await expect
      .poll(() => banner.innerText().catch(() => ''), { timeout: 60_000 })
      .toMatch(/still shows the page before it\. Description: write at least \d+ characters; it is empty/);
    // The page before the change, never the error page.
    await previewRendered();
    expect(await shownPath()).toBe(`/__preview${servicePage.route}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await banner.getByRole('button', { name: 'Go to the mistake' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field')), { timeout: 30_000 })
      .toBe('description');
    await description.fill(before);
    await expect.poll(() => banner.count(), { timeout: 60_000 }).toBe(0);
    await previewRendered();
  });

  it('shows a finding at a line of the frontmatter under its field, and goes to it', async () => {
    const faqPage = site.pages.find((p) => p.frontmatter.faq?.length && p.rel.startsWith('pages/services/'))!;
    await openFile(faqPage.rel);
    await openSettings();
    const faq = page.locator('fieldset[data-field="faq"]');
    const answer = faq.getByLabel('Answer', { exact: true }).first();
    await answer.fill(`${await answer.inputValue()} See [our missing page](/no-such-page-here).`);
    const words = /^Faq: link to \/no-such-page-here: no page has this address/;
    await expect
      .poll(() => faq.locator(':scope > .field-problems li').allInnerTexts(), { timeout: 60_000 })
      .toEqual([expect.stringMatching(words)]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.findings li button', { hasText: words }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field')), { timeout: 30_000 })
      .toBe('faq');
    await page.getByRole('button', { name: 'Discard…' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
  });

  it('goes to the line of a finding about the text when it is clicked', async () => {
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nSee [our missing page](/no-such-page-here).\n');
    const finding = page.locator('.findings li button', { hasText: '/no-such-page-here' });
    await finding.waitFor({ timeout: 60_000 });
    await page.keyboard.press('Control+Home');
    await finding.click();
    await expect
      .poll(() => page.locator('.cm-activeLine').innerText(), { timeout: 30_000 })
      .toContain('our missing page');
  });
});
