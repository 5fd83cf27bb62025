// The browser editor as a writer who is not a developer uses it, at 1280 × 800 in Chromium, on a throw-away copy of the
// site: the action bar never leaves the screen (Save says what it does, the problems and the unsaved files are links,
// Discard asks first); mistakes show under their field in the form's words; the heading, the data files and the
// component menu speak a writer's vocabulary; Tab moves focus out of the text.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile } from '../support/browser.ts';
import { startEditorCopy, type EditorCopy } from '../support/editor.ts';
import { currentSite } from '../../src/content/model.ts';

const browser = browserForFile();
let editor: EditorCopy;
let page: Page;

const site = currentSite();
const servicePage = site.pages.find(
  (p) => /^pages\/services\/[^/]+\.mdx$/.test(p.rel) && !p.rel.endsWith('index.mdx'),
)!;
const SHOTS = process.env.EDITOR_SHOTS;
/** A laptop's window, where the editor must fit. */
const WINDOW = { width: 1280, height: 800 };

async function shot(name: string) {
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

async function openFile(rel: string) {
  await page.goto(`${editor.url}#/edit/${encodeURIComponent(rel)}`);
  await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
}

/** The element is inside the window (1280 × 800). */
async function onScreen(selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= WINDOW.height && box.height > 0;
}

beforeAll(async () => {
  editor = await startEditorCopy();
  page = await browser().newPage({ viewport: WINDOW });
}, 180_000);

afterAll(async () => {
  await page?.close();
  await editor?.stop();
});

describe('the action bar', { timeout: 240_000 }, () => {
  it('stays on screen with Save in words that say what it does', async () => {
    await openFile(servicePage.rel);
    expect(await page.locator('h1').innerText()).toBe(servicePage.frontmatter.title);
    const save = page.locator('.action-bar button.primary');
    // This copy has a GitHub remote and a token: Save opens a pull request.
    await expect.poll(() => save.innerText()).toBe('Save and open a pull request');
    expect(await onScreen('.action-bar')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await onScreen('.action-bar')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await onScreen('.action-bar')).toBe(true);
  });

  it('counts the problems as a link to their list, and names the unsaved files as links', async () => {
    await page.getByText('Page settings').click();
    await page.getByLabel('Description', { exact: true }).fill('');
    const problems = page.locator('.action-bar a.problems');
    await expect.poll(() => problems.innerText(), { timeout: 60_000 }).toMatch(/^\d+ problems?$/);
    await shot('bar-problems');
    await problems.click();
    expect(await onScreen('#findings-title')).toBe(true);
    // The finding is in the form's words, under its field and in the list; clicking it goes to the field.
    const description = page.getByLabel('Description', { exact: true });
    const words = /^Description: write at least \d+ characters; it is empty$/;
    expect(await page.locator('.field-problems li').allInnerTexts()).toEqual([expect.stringMatching(words)]);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    const finding = page.locator('.findings li button', { hasText: words });
    await finding.click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('description');
    await shot('field-problem');
    const unsaved = page.locator('.action-bar .unsaved-files a');
    await expect.poll(() => unsaved.allInnerTexts()).toEqual([servicePage.frontmatter.title]);
    expect(await unsaved.getAttribute('href')).toBe(`#/edit/${encodeURIComponent(servicePage.rel)}`);
  });

  it('discards the unsaved changes after a confirmation', async () => {
    await page.getByRole('button', { name: 'Discard…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await dialog.waitFor();
    await shot('bar-discard');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.locator('.action-bar .unsaved-files a').count()).toBe(1);
    await page.getByRole('button', { name: 'Discard…' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
    await expect.poll(() => page.locator('.action-bar .unsaved-files').innerText()).toMatch(/^Nothing to save/);
    await page.getByText('Page settings').click();
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(
      servicePage.frontmatter.description,
    );
  });
});

describe("a writer's words", { timeout: 240_000 }, () => {
  it('lists the data files by what they hold, above the pages, found by the filter', async () => {
    await page.goto(editor.url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 90_000 });
    const names = page.locator('.data-files li a');
    for (const [typed, name] of [
      ['price', 'Prices'],
      ['review', 'Reviews'],
      ['towns', 'Towns we serve'],
    ]) {
      await page.getByLabel('Filter pages').fill(typed!);
      await expect.poll(() => names.allInnerTexts()).toContain(name);
    }
    await shot('home');
  });

  it("names list entries by their content, and says a data file's mistake at its field", async () => {
    const items = (site.data.find((d) => d.name === 'cost-guide')!.value as { items: { service: string }[] }).items;
    await openFile('content/cost-guide.yaml');
    expect(await page.locator('h1').innerText()).toBe('Prices');
    // The second entry, by its service's name (not "item 2").
    const second = page.getByRole('group', { name: items[1]!.service, exact: true });
    await second.getByLabel('Cost', { exact: true }).fill('');
    const words = new RegExp(`^Cost \\(${items[1]!.service}\\): `);
    await expect
      .poll(() => page.locator('.findings li button').allInnerTexts(), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(words));
    expect(await second.locator('.field-problems li').allInnerTexts()).toEqual([expect.stringMatching(words)]);
    await shot('data-field-problem');
  });

  it('keeps rarely needed fields under Advanced, and the article block for articles', async () => {
    await openFile(servicePage.rel);
    await page.getByText('Page settings').click();
    const advanced = page.locator('#settings details.advanced');
    expect(await advanced.getAttribute('open')).toBeNull();
    for (const label of ['Schema', 'Translation of', 'Source hash', 'Og type'])
      expect(await advanced.getByText(label, { exact: false }).count(), label).toBeGreaterThan(0);
    expect(await page.locator('#settings').getByRole('button', { name: 'Add article' }).count()).toBe(0);
    expect(await page.locator('#settings').getByRole('button', { name: 'Add project' }).count()).toBe(0);
    await shot('settings');
  });
});

describe('the keyboard', { timeout: 240_000 }, () => {
  it('moves focus out of the text with Tab, and indents with Ctrl-]', async () => {
    await openFile(servicePage.rel);
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-content'))).toBe(false);
    // No spaces typed: the page has no unsaved change (after the draft's delay).
    await page.waitForTimeout(2_000);
    expect(await page.locator('.action-bar .unsaved-files a').allInnerTexts()).not.toContain(
      servicePage.frontmatter.title,
    );
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Indented');
    await page.keyboard.press('Control+]');
    await expect.poll(() => page.locator('.cm-line').last().innerText()).toMatch(/^\s+Indented$/);
  });
});
