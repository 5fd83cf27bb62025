// Person: the office manager, who knows the business and Word, not MDX or Git.
// Steps: opens a service page in the browser editor (`npm run edit`) → changes a sentence of its text → adds a
// component (the cost table) from the component menu → changes a price in the cost guide → saves as a pull request
// against a local stand-in for GitHub → the saved branch, checked out, passes `npm run check`.
import { describe, expect, it } from 'vitest';
import { PULL_URL, REPOSITORY } from '../support/editor.ts';
import { editorJourney } from '../support/journey.ts';
import { tsxIn } from '../support/site-copy.ts';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/data-files.ts';

const journey = editorJourney();

const site = currentSite();
const servicePage = site.files.find((f) => /^pages\/services\/(?!index)[^/]+\.mdx$/.test(f.rel))!;
// A sentence of the page's text near its top (a prose line, not a component or a heading).
const bodyLines = servicePage.body.split('\n');
const sentence = bodyLines.find((l, i) => i < 60 && /^[A-Z][^<>{}]{40,}$/.test(l))!;
const added = ' Ask us about it at the free inspection.';
const costIndex = siteData('cost-guide').items.findIndex((i) => i.cost.startsWith('$'));
const newPrice = '$1,234-$5,678';

async function openFile(rel: string) {
  const { editor, page } = journey;
  await page.goto(`${editor.url}#/edit/${encodeURIComponent(rel)}`);
  await page.waitForSelector('.findings [role=status]', { timeout: 120_000 });
}

describe('the office manager edits a service page and the cost guide in the editor', () => {
  it(
    'changes a sentence, adds a component and a price, saves a pull request that passes the check',
    { timeout: 900_000 },
    async () => {
      const { editor, page } = journey;
      await openFile(servicePage.rel);
      // A sentence: the end of a prose line near the top of the text.
      await page
        .locator('.cm-line', { hasText: sentence.slice(0, 30) })
        .first()
        .click();
      await page.keyboard.press('End');
      await page.keyboard.type(added);
      // A component from the menu, at the cursor (on a line of its own).
      await page.getByRole('button', { name: 'Insert component' }).click();
      await page.getByLabel('Find a component').fill('CostTable');
      await page.getByRole('button', { name: /^Cost table/ }).click();
      await page.getByRole('button', { name: 'Insert component' }).last().click();
      await expect.poll(() => page.locator('.cm-content').innerText()).toContain('<CostTable />');
      // Kept as this browser's draft of the page (sent a moment after the last keystroke) before she moves on.
      await page.locator(`.save .help a[title="${servicePage.rel}"]`).waitFor({ timeout: 60_000 });
      const draftText = () =>
        page.evaluate((rel) => {
          const kept = localStorage.getItem(`site-editor:draft:${rel}`);
          return kept ? (JSON.parse(kept) as { text: string }).text : '';
        }, servicePage.rel);
      await expect.poll(draftText, { timeout: 60_000 }).toContain('<CostTable />');
      // A price in the cost guide.
      await openFile('content/cost-guide.yaml');
      await page.getByLabel('Cost', { exact: true }).nth(costIndex).fill(newPrice);
      await page.locator('.save .help a[title="content/cost-guide.yaml"]').waitFor({ timeout: 60_000 });
      // Saved as a pull request against the stand-in.
      await page.getByLabel('What did you change? (one sentence)').fill('A sentence, the cost table and a new price');
      await page.locator('.save button.primary').click();
      await page.getByText(PULL_URL).first().waitFor({ timeout: 120_000 });
      const post = editor.calls.find((c) => c.method === 'POST' && c.url === `/repos/${REPOSITORY}/pulls`);
      const branch = (JSON.parse(post!.body) as { head: string }).head;
      expect(
        editor
          .git(['diff', '--name-only', `main...${branch}`])
          .split('\n')
          .sort(),
      ).toEqual(['content/cost-guide.yaml', servicePage.rel].sort());
      // The saved branch, checked out on its own (the copy's working tree keeps the editor's drafts), passes the
      // writers' gate.
      const saved = editor.checkout(branch);
      try {
        const text = saved.read(servicePage.rel);
        expect(text).toContain(`${sentence}${added}`);
        expect(text).toContain('<CostTable />');
        expect(saved.read('content/cost-guide.yaml')).toContain(newPrice);
        const check = tsxIn(saved, ['scripts/check.ts']);
        expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
        expect(check.stdout).toContain('npm run check: no problems');
      } finally {
        saved.remove();
      }
    },
  );
});
