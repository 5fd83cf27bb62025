// The browser editor's text, menu and keyboard as a writer meets them, in Chromium on a throw-away copy of the site: a
// page is opened, changed ("takes <3 days {usually}", typed as prose) and saved from the keyboard alone, and the saved
// file reads back escaped and passes the writers' gate; the component menu lists what a writer uses, finds it by a
// writer's words and hands the focus to its form and back to the text; help text and messages carry no code and no
// command; axe finds nothing serious on the page list and a file page.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile } from '../support/browser.ts';
import {
  openEditorFile,
  previewTexts,
  seriousViolations,
  startEditorCopy,
  type EditorCopy,
} from '../support/editor.ts';
import { currentSite } from '../../src/content/model.ts';
import { plantedPage } from '../support/planted-page.ts';
import { menuComponents } from '../../scripts/editor/components.ts';
import { findingsFor } from '../../scripts/editor/gate.ts';

const browser = browserForFile();
let editor: EditorCopy;

const site = currentSite();
const servicePage = site.files.find(
  (f) => /^pages\/services\/[^/]+\.mdx$/.test(f.rel) && !f.rel.endsWith('index.mdx'),
)!;
/** An English service page planted in the copy, without a Spanish page: the gate warns about it. */
const untranslated = 'pages/services/planted-untranslated.mdx';
const SENTENCE = 'takes <3 days {usually}';
const WINDOW = { width: 1280, height: 800 };

beforeAll(async () => {
  editor = await startEditorCopy();
}, 180_000);

afterAll(async () => {
  await editor?.stop();
});

/** A page of its own (its own drafts and editor session). */
async function freshPage(): Promise<Page> {
  return browser().newPage({ viewport: WINDOW });
}

const openFile = (page: Page, rel: string) => openEditorFile(page, editor.url, rel);

/** Presses Tab until `test` holds for the focused element (at most `max` times); true when it did. */
async function tabTo(page: Page, test: string, max = 150): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate(test)) return true;
    await page.keyboard.press('Tab');
  }
  return page.evaluate(test) as Promise<boolean>;
}

describe('the keyboard alone, and text that stays text', { timeout: 480_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage();
  });
  afterAll(async () => page?.close());

  it('finds nothing serious with axe on the page list', async () => {
    await page.goto(editor.url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 90_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a page, types a sentence with "<" and "{" in it, sees it as typed, and saves it', async () => {
    await page.goto(editor.url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 90_000 });
    // No mouse from here on: the filter, the page's link, the text, the save sentence, Enter.
    expect(await tabTo(page, `document.activeElement?.id === 'page-filter'`, 10)).toBe(true);
    await page.keyboard.type(servicePage.route);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tabTo(page, `!!document.activeElement?.closest('.cm-content')`)).toBe(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type(SENTENCE);
    // The text shows what was typed (the escaping backslashes are hidden) ...
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain(SENTENCE);
    // ... and so does the preview, as a rendered page, not an error page.
    await expect.poll(async () => (await previewTexts(page)).join('\n'), { timeout: 90_000 }).toContain(SENTENCE);
    expect((await previewTexts(page)).join('\n')).not.toContain('This page has a mistake');
    await expect
      .poll(() => page.locator('.findings [role=status]').innerText(), { timeout: 90_000 })
      .toMatch(/^No problems found/);

    expect(await tabTo(page, `document.activeElement?.id === 'save-sentence'`)).toBe(true);
    await page.keyboard.type('Say a repair takes <3 days');
    await page.keyboard.press('Enter');
    const saved = page.locator('.saved');
    await saved.waitFor({ timeout: 180_000 });
    const branch = /branch (\S+?)[,)]/.exec(await saved.innerText())![1]!;

    // The file as saved: the sentence escaped, so MDX reads it as text; the writers' gate finds no problem in it.
    const written = fs.readFileSync(path.join(editor.copy.root, servicePage.rel), 'utf8');
    expect(written).toContain('takes \\<3 days \\{usually\\}');
    expect(written.startsWith(servicePage.source.replace(/\n+$/, ''))).toBe(true);
    const onBranch = editor.checkout(branch);
    try {
      expect(fs.readFileSync(path.join(onBranch.root, servicePage.rel), 'utf8')).toBe(written);
      const problems = (await findingsFor(onBranch.root, [servicePage.rel])).filter((f) => !f.warning);
      expect(problems).toEqual([]);
    } finally {
      onBranch.remove();
    }
  });
});

describe('the component menu', { timeout: 300_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage();
    await openFile(page, servicePage.rel);
  });
  afterAll(async () => page?.close());

  const dialog = () => page.locator('dialog.component-menu');
  const listed = () => dialog().locator('.component-list li button');

  it('lists only the components a writer uses, each in plain words', async () => {
    await page.getByRole('button', { name: 'Insert component' }).click();
    await page.getByLabel('Find a component').waitFor();
    const writers = await menuComponents(process.cwd());
    await expect.poll(() => listed().count(), { timeout: 60_000 }).toBe(writers.length);
    const names = await dialog().locator('.component-list strong').allInnerTexts();
    for (const internal of ['Not found', 'Site search', 'Site index', 'Article list', 'Project list'])
      expect(names).not.toContain(internal);
    for (const words of await dialog().locator('.component-list span').allInnerTexts())
      expect(words).not.toMatch(/`|\{@|content\/|\.ya?ml|npm run|<\w/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("finds components by a writer's words", async () => {
    for (const [typed, name] of [
      ['price', 'Cost table'],
      ['review', 'Testimonials'],
      ['photo', 'Photo'],
      ['map', 'Map embed'],
    ]) {
      await page.getByLabel('Find a component').fill(typed!);
      // Among the first three found (a component named by the word comes first: "review" → Review summary).
      await expect
        .poll(async () => (await dialog().locator('.component-list strong').allInnerTexts()).slice(0, 3))
        .toContain(name);
    }
  });

  it('hands the focus to the props form, and shows names, not ids, in the reviews picker', async () => {
    await page.getByLabel('Find a component').fill('review');
    await listed().filter({ hasText: 'Testimonials' }).click();
    await dialog().getByRole('heading', { name: 'Insert: Testimonials' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog.component-menu form .fields')))
      .toBe(true);
    const first = (site.data.find((d) => d.name === 'testimonials')!.value as Record<string, string>[])[0]!;
    await dialog().locator('.fields').getByRole('button', { name: /^Add/ }).first().click();
    const options = await dialog().locator('.fields select option').allInnerTexts();
    expect(options).toContainEqual(expect.stringContaining(`${first.author}, ${first.location}`));
    expect(options).not.toContain(first.id);
    await dialog().getByRole('button', { name: 'Back to the list' }).click();
  });

  it('gives the focus back to the text after inserting, with the cursor after the component', async () => {
    await page.getByLabel('Find a component').fill('price');
    await listed().filter({ hasText: 'Cost table' }).click();
    await dialog().getByRole('heading', { name: 'Insert: Cost table' }).waitFor();
    // A component with nothing to fill in: the focus is on its Insert button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Insert component');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.cm-content'))).toBe(true);
    await page.keyboard.type('Zq');
    // The cursor's line starts with what was typed, right under the component.
    const lines = () =>
      page.evaluate(() => {
        const active = document.querySelector('.cm-activeLine');
        return [active?.previousElementSibling?.textContent, active?.textContent];
      });
    await expect.poll(lines).toEqual(['<CostTable />', expect.stringMatching(/^Zq/)]);
  });
});

describe('help and messages in plain words', { timeout: 300_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage();
    editor.copy.write(untranslated, plantedPage('untranslated', 'Text.'));
  });
  afterAll(async () => page?.close());

  it('shows help text without code', async () => {
    await openFile(page, servicePage.rel);
    await page.getByText('Page settings').click();
    const help = await page.locator('#settings .help').allInnerTexts();
    expect(help.length).toBeGreaterThan(5);
    for (const text of help) expect(text).not.toMatch(/`|\{@|npm run/);
  });

  it('says what to do in the editor where the check would name a command', async () => {
    await openFile(page, untranslated);
    const warning = page.locator('.findings li', { hasText: 'No Spanish page yet' });
    await warning.waitFor({ timeout: 90_000 });
    expect(await warning.innerText()).toContain('Translate this page into Spanish');
    for (const text of await page.locator('.findings li').allInnerTexts()) expect(text).not.toMatch(/npm run/);
    expect(await page.getByRole('button', { name: 'Translate this page into Spanish', exact: true }).count()).toBe(1);
  });
});
