// The browser editor's word view (MDXEditor beside the text view), in Chromium on a throw-away copy of the site. Every
// page opened in the word view and switched back with no edit gives back its text byte for byte; one edit (a sentence
// typed in a paragraph, "takes <3 days {usually}") changes only that paragraph's lines and shows as typed in the
// preview; bold from the toolbar; a component block's settings edited in the component menu's props form change only
// its own lines; the page saves from the word view; axe finds nothing serious, Tab leaves the text.
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
import { splitPage } from '../../scripts/editor/documents.ts';
import { findingsFor } from '../../scripts/editor/gate.ts';
import { changedLines } from '../support/line-diff.ts';

const browser = browserForFile();
let editor: EditorCopy;
const WINDOW = { width: 1280, height: 800 };
const SENTENCE = 'takes <3 days {usually}';

beforeAll(async () => {
  editor = await startEditorCopy();
}, 180_000);

afterAll(async () => {
  await editor?.stop();
});

/** Every page file under pages/ in the copy (read from the file system). */
function pageFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(editor.copy.root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.mdx')) out.push(child);
    }
  };
  walk('pages');
  return out.sort();
}

const read = (rel: string) => fs.readFileSync(path.join(editor.copy.root, rel), 'utf8');

/** The page text the text view holds (what the editor sends as the draft and saves). */
const textViewBody = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('.cm-content') as unknown as {
      cmTile: { root: { view: { state: { doc: { toString(): string } } } } };
    };
    return content.cmTile.root.view.state.doc.toString();
  });

/** Switches to the word view; true once it shows the page, false when it says the page is text-view only. */
async function wordView(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Word view' }).click();
  await page.waitForSelector('.rich-editor[data-ready], #word-view-unavailable', { timeout: 90_000 });
  return (await page.locator('#word-view-unavailable').count()) === 0;
}

/** The file as the draft kept in this browser has it (what "Save" commits), once `test` holds for it. */
async function draftWhen(page: Page, rel: string, test: (text: string) => boolean): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await page.evaluate(
          (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { text?: string }).text ?? '',
          `site-editor:draft:${rel}`,
        );
        return test(text);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return text;
}

/** Tabs going through the pages at once, each in its own browser context: while one waits for the editor's server,
 * the other's word view is drawn, so both cores are busy (one tab alone left about 40 % of the machine idle). */
const TABS = 2;

describe('every page in the word view, with no edit', { timeout: 1_200_000 }, () => {
  it('gives back each page text byte for byte', async () => {
    const files = pageFiles();
    const changed: string[] = [];
    const textOnly: string[] = [];
    const errors: string[] = [];
    let next = 0;
    const tab = async () => {
      const page = await browser().newPage({ viewport: WINDOW });
      page.on('pageerror', (e) => errors.push(e.message));
      // What is compared is the page text, not its preview: each page's preview frame (the development server
      // rendering that page and loading its scripts, the most of what opening a page costs) gets an empty page
      // here. The preview's own tests (editor-preview, editor-text, editor-writer) render it for real.
      await page.route('**/__preview/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>Preview</title></head><body><main></main></body></html>',
        }),
      );
      let first = true;
      while (next < files.length) {
        const rel = files[next++]!;
        if (first) await openEditorFile(page, editor.url, rel);
        else await page.evaluate((hash) => (location.hash = hash), `#/edit/${encodeURIComponent(rel)}`);
        first = false;
        await page.locator('.body-tools h2', { hasText: 'Page text' }).waitFor({ timeout: 90_000 });
        await page.waitForFunction((r) => document.querySelector('.route .help')?.textContent === `(${r})`, rel);
        if (!(await wordView(page))) {
          textOnly.push(rel);
          continue;
        }
        await page.getByRole('button', { name: 'Text view' }).click();
        await page.locator('.cm-content').waitFor();
        if ((await textViewBody(page)) !== splitPage(read(rel)).body) changed.push(rel);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: TABS }, tab));
    console.log(
      `word view, no edit: ${files.length - changed.length - textOnly.length} of ${files.length} pages give back their text byte for byte`,
    );
    expect({ changed: changed.sort(), textOnly: textOnly.sort(), errors }).toEqual({
      changed: [],
      textOnly: [],
      errors: [],
    });
    expect(files.length).toBeGreaterThan(20);
  });
});

describe('editing in the word view', { timeout: 600_000 }, () => {
  let page: Page;
  // A service page: sections of paragraphs and components, a page hero at the top.
  const rel = 'pages/services/crawl-space.mdx';
  let before = '';
  beforeAll(async () => {
    page = await browser().newPage({ viewport: WINDOW });
    before = read(rel);
    await openEditorFile(page, editor.url, rel);
    const t = performance.now();
    expect(await wordView(page)).toBe(true);
    console.log(`switching to the word view took ${Math.round(performance.now() - t)} ms (first time)`);
  });
  afterAll(async () => page?.close());

  const paragraph = (n: number) => page.locator('.rich-editor [contenteditable=true] p').nth(n);

  it('finds nothing serious with axe, and Tab leaves the text', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await paragraph(0).click();
    const inText = () =>
      page.evaluate(() => document.activeElement?.getAttribute('contenteditable') === 'true' && document.activeElement);
    expect(await inText()).toBeTruthy();
    const was = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).not.toBe(was);
  });

  const previewText = async () => (await previewTexts(page)).join('\n');

  it('changes only the lines of the paragraph typed in, and the preview shows the sentence as typed', async () => {
    await paragraph(0).click();
    await page.keyboard.press('End');
    await page.keyboard.type(` ${SENTENCE}`);
    const after = await draftWhen(page, rel, (t) => t.includes('3 days'));
    const { removed, added } = changedLines(before, after);
    expect(removed.length).toBeGreaterThan(0);
    // One paragraph: no blank line among the changed lines, on either side, and the rest of the file as it was.
    expect([...removed, ...added].filter((l) => !l.trim())).toEqual([]);
    expect(added.join('\n')).toMatch(/takes \\<3 days \\\{usually\\?\}/);
    expect(added.length).toBe(removed.length);
    await expect.poll(() => previewText(), { timeout: 120_000 }).toContain(SENTENCE);
    expect(await previewText()).not.toContain('This page has a mistake');
    before = after;
  });

  it('makes a word bold from the toolbar', async () => {
    const target = paragraph(1);
    const word = (await target.innerText()).split(/\s+/).find((w) => /^[a-z]{5,}$/.test(w))!;
    await target.click();
    // Select the word (as a double click on it would).
    await target.evaluate((p, w) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.textContent!.search(new RegExp(`\\b${w}\\b`));
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + w.length);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return;
      }
    }, word);
    await page.locator('[aria-label="Bold"]').click();
    const after = await draftWhen(page, rel, (t) => t.includes(`**${word}**`));
    const { removed, added } = changedLines(before, after);
    expect([...removed, ...added].filter((l) => !l.trim())).toEqual([]);
    expect(removed.length).toBeGreaterThan(0);
    before = after;
  });

  it("edits a component's settings in its props form, changing only its own lines", async () => {
    await page.getByRole('button', { name: 'Edit settings: Page hero' }).click();
    const dialog = page.locator('dialog.component-menu');
    await dialog.getByRole('heading', { name: 'Edit: Page hero' }).waitFor();
    const eyebrow = dialog.locator('[data-field="eyebrow"]');
    await eyebrow.fill('Crawl space help');
    await dialog.getByRole('button', { name: 'Update component' }).click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    const after = await draftWhen(page, rel, (t) => t.includes('Crawl space help'));
    const { removed, added } = changedLines(before, after);
    // The page hero's lines only: its opening tag to its end.
    expect(removed[0]).toMatch(/^<PageHero/);
    expect(removed.at(-1)).toMatch(/\/>$/);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^<PageHero .*eyebrow="Crawl space help".*\/>$/);
    before = after;
  });

  it('inserts a component from the menu as a block of its own', async () => {
    // At the end of a paragraph, as in a word processor (in the middle, it splits the paragraph there).
    await paragraph(0).click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Insert component' }).click();
    const dialog = page.locator('dialog.component-menu');
    await dialog.getByLabel('Find a component').fill('price');
    await dialog.locator('.component-list li button').filter({ hasText: 'Cost table' }).click();
    await dialog.getByRole('button', { name: 'Insert component' }).click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.locator('.rich-component[data-component="CostTable"]').waitFor();
    const after = await draftWhen(page, rel, (t) => t.includes('<CostTable />'));
    const { removed, added } = changedLines(before, after);
    expect(removed).toEqual([]);
    expect(added.filter((l) => l.trim())).toEqual(['<CostTable />']);
    before = after;
  });

  it('saves from the word view, and the page passes the check', async () => {
    await page.locator('#save-sentence').fill('Word view edits');
    await page.keyboard.press('Enter');
    await page.locator('.saved').waitFor({ timeout: 180_000 });
    expect(read(rel)).toBe(before);
    // What the word view wrote passes the writers' gate.
    expect((await findingsFor(editor.copy.root, [rel])).filter((f) => !f.warning)).toEqual([]);
  });
});
