// The browser editor (`npm run edit`) in Chromium, on a throw-away copy of the site with a real git repository, a bare
// repository as its remote and a local stand-in for GitHub's API: a writer opens a service page, changes its title and
// a price in the cost guide and sees the preview change, types a link to a page that does not exist and sees the
// finding at its line, inserts <CostTable /> from the component menu, clicks a block of the preview to reach its line,
// and saves as a pull request (a commit on a new branch, pushed, and a well-formed POST /repos/{owner}/{repo}/pulls); a
// file changed on disk meanwhile is not overwritten; a foreign Origin or Host is refused; axe finds nothing serious;
// the editor works from the keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { browserForFile, viewports } from '../support/browser.ts';
import { PULL_URL, REPOSITORY, TOKEN, seriousViolations, startEditorCopy, type EditorCopy } from '../support/editor.ts';
import matter from 'gray-matter';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/data-files.ts';
import { sourceHashOf, translationStatuses } from '../../src/content/translations.ts';

const browser = browserForFile();
let editor: EditorCopy;
let page: Page;

// What the test edits, from the site's own sources.
const site = currentSite();
const servicePage = site.files.find(
  (f) => /^pages\/services\/[^/]+\.mdx$/.test(f.rel) && !f.rel.endsWith('index.mdx'),
)!;
const costPage = site.files.find(
  (f) => f.rel.startsWith('pages/') && !f.rel.startsWith('pages/es/') && f.source.includes('<CostTable'),
)!;
// A price written as a figure (a word such as "Free" is translated in the Spanish layer, so it is no figure to change).
const costIndex = siteData('cost-guide').items.findIndex((i) => i.cost.startsWith('$'));
const firstCost = siteData('cost-guide').items[costIndex]!.cost;
const newTitle = 'Crawl spaces dried and sealed | Edited in the browser';
const newPrice = '$123-$456';

/** The preview's frame on screen (phone or desktop, one at a time; the next render loads hidden behind it). */
async function previewFrames(p: Page): Promise<Frame[]> {
  const frame = await (await p.locator('.preview iframe.shown').elementHandle())?.contentFrame();
  return frame ? [frame] : [];
}

async function openFile(rel: string) {
  await page.goto(`${editor.url}#/edit/${encodeURIComponent(rel)}`);
  await page.waitForSelector('.findings [role=status]', { timeout: 90_000 });
}

/** Waits until the preview's document satisfies `test` (it reloads about a second after typing stops). */
async function previewShows(test: (doc: { title: string; text: string }) => boolean, what: string) {
  // What the frames showed last, for the failure message (a render that never came, an error page, an old text).
  let seen = '';
  const look = async (f: Frame) => {
    const doc = await Promise.race([
      f.evaluate(() => ({ title: document.title, text: document.body.innerText })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 10 s')), 10_000)),
    ]);
    return { url: f.url(), ...doc };
  };
  try {
    await expect
      .poll(
        async () => {
          try {
            const docs = await Promise.all((await previewFrames(page)).map(look));
            seen = docs.map((d) => `${d.url} "${d.title}": ${d.text.slice(0, 300).replace(/\s+/g, ' ')}`).join('\n');
            return docs.length === 1 && docs.every(test);
          } catch (err) {
            seen = `the frames could not be read: ${(err as Error).message}`;
            return false;
          }
        },
        { timeout: 60_000, interval: 250, message: what },
      )
      .toBe(true);
  } catch (err) {
    throw new Error(
      `${(err as Error).message}\nThe preview showed:\n${seen}\nThe editor's log ends with:\n${editor.log().slice(-2000)}`,
    );
  }
}

async function typeAtEnd(text: string) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

beforeAll(async () => {
  editor = await startEditorCopy();
  page = await browser().newPage({ viewport: viewports.desktop });
}, 180_000);

afterAll(async () => {
  await page?.close();
  await editor?.stop();
});

describe('the browser editor', () => {
  it('lists every page of the route table with a filter, and the data files', async () => {
    await page.goto(editor.url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 90_000 });
    expect(await page.locator('table.pages tbody tr').count()).toBe(site.files.length);
    expect(await page.locator('.data-files li').count()).toBe(site.data.length);
    await page.getByLabel('Filter pages').fill(servicePage.route);
    await expect.poll(() => page.locator('table.pages tbody tr').count()).toBeGreaterThanOrEqual(1);
    const routes = await page.locator('table.pages tbody tr td:nth-child(2)').allInnerTexts();
    expect(routes.every((r) => r.includes(servicePage.route))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("changes a service page's title and sees the preview change", async () => {
    await openFile(servicePage.rel);
    await page.getByText('Page settings').click();
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await previewShows((d) => d.title === newTitle, 'the preview shows the new title');
  });

  it('flags a link to a page that does not exist at its line, in the list and the gutter', async () => {
    await typeAtEnd('\nSee [our nonexistent page](/no-such-page-here).\n');
    const lines = (await editor.copy.read(servicePage.rel)).split('\n').length;
    const finding = page.locator('.findings li', { hasText: 'link to /no-such-page-here' });
    await finding.waitFor({ timeout: 30_000 });
    const text = await finding.innerText();
    // Same words as npm run check: pages/x.mdx:line:column link to …: no page has this address
    expect(text).toMatch(
      new RegExp(`^${servicePage.rel}:(\\d+):\\d+ link to /no-such-page-here: no page has this address`),
    );
    const line = Number(/:(\d+):/.exec(text)![1]);
    expect(line).toBeGreaterThan(lines - 3);
    await expect.poll(() => page.locator('.cm-lint-marker-error').count()).toBeGreaterThan(0);
    // The gutter shows the file's line numbers, so the finding's line is the one marked.
    const gutter = await page
      .locator('.cm-lineNumbers .cm-gutterElement', { hasText: new RegExp(`^${line}$`) })
      .count();
    expect(gutter).toBe(1);
    await expect.poll(() => page.locator('.save button.primary').innerText()).toMatch(/\(\d+ problems? remain\)/);
  });

  it('inserts <CostTable /> from the component menu', async () => {
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Insert component' }).click();
    await page.getByLabel('Find a component').fill('CostTable');
    await page.getByRole('button', { name: /^Cost table/ }).click();
    await page.getByRole('button', { name: 'Insert component' }).last().click();
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain('<CostTable />');
    await previewShows((d) => d.text.includes(firstCost), 'the preview shows the cost table');
    await previewShows((d) => !d.text.includes('This page has a mistake'), 'the preview renders the page');
  });

  it('opens a component already in the text in its props form again, and writes the change back', async () => {
    await page.click('.cm-content');
    await page.keyboard.press('Control+Home');
    await page.locator('.cm-line', { hasText: '<PageHero' }).click();
    await page.getByRole('button', { name: 'Edit component at cursor' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: 'Edit: Page hero' }).waitFor();
    const eyebrow = dialog.getByLabel(/^Eyebrow/);
    expect(await eyebrow.inputValue()).toBe(/eyebrow="([^"]*)"/.exec(servicePage.source)![1]);
    // The preview keeps its scroll position across the update.
    const frames = await previewFrames(page);
    const scrolled = await Promise.all(
      frames.map((f, i) => f.evaluate((y) => (window.scrollTo(0, y), window.scrollY), 150 + 100 * i)),
    );
    expect(scrolled.every((y) => y > 0)).toBe(true);
    await eyebrow.fill('Edited eyebrow');
    await dialog.getByRole('button', { name: 'Update component' }).click();
    await previewShows((d) => d.text.toLowerCase().includes('edited eyebrow'), 'the preview shows the edited prop');
    await expect
      .poll(async () => Promise.all((await previewFrames(page)).map((f) => f.evaluate(() => window.scrollY))))
      .toEqual(scrolled);
  });

  it('moves the editor to the line of a block clicked in the preview, at either width', async () => {
    for (const width of ['Desktop', 'Phone']) {
      await page.locator('.preview-switch').getByRole('button', { name: width }).click();
      await page.waitForFunction(
        (w) =>
          !!document
            .querySelector<HTMLIFrameElement>(`.preview iframe.shown[width="${w}"]`)
            ?.contentDocument?.querySelector('main h2'),
        width === 'Desktop' ? 1280 : 390,
      );
      const frame = (await previewFrames(page))[0]!;
      await page.click('.cm-content');
      await page.keyboard.press('Control+Home');
      const heading = frame.locator('main h2[data-source-line]').first();
      const line = Number(await heading.getAttribute('data-source-line'));
      const text = (await heading.innerText()).trim();
      await heading.click();
      await expect
        .poll(async () => `${await page.locator('.cm-activeLine').innerText()} (preview line ${line})`)
        .toContain(text);
    }
  });

  it('changes a price in the cost guide and sees the preview change', { timeout: 120_000 }, async () => {
    await openFile('content/cost-guide.yaml');
    await page.getByLabel('Page to preview').selectOption(costPage.route);
    const cost = page.getByLabel('Cost', { exact: true }).nth(costIndex);
    expect(await cost.inputValue()).toBe(firstCost);
    await cost.fill(newPrice);
    await previewShows((d) => d.text.includes(newPrice), 'the preview shows the new price');
  });

  it('saves as a pull request: a commit on a new branch, pushed, and POST /repos/{owner}/{repo}/pulls', async () => {
    await page.getByLabel('What did you change? (one sentence)').fill('New crawl space title and inspection price');
    await page.locator('.save button.primary').click();
    await page.getByText(PULL_URL).first().waitFor({ timeout: 60_000 });
    const post = editor.calls.find((c) => c.method === 'POST');
    const branch = (JSON.parse(post!.body) as { head: string }).head;
    expect(branch).toMatch(/^edit\/[a-z0-9-]+-\d{8}$/);
    // The clone stays on main (nothing committed there), with the saved files in its working tree.
    expect(editor.git(['symbolic-ref', '--short', 'HEAD'])).toBe('main');
    expect(editor.git(['rev-parse', 'main'])).toBe(editor.git(['rev-parse', 'origin/main']));
    expect(editor.copy.read(servicePage.rel)).toContain(newTitle);
    expect(editor.git(['rev-parse', `refs/heads/${branch}`], editor.remote)).toBe(editor.git(['rev-parse', branch]));
    expect(editor.git(['rev-parse', `${branch}^`])).toBe(editor.git(['rev-parse', 'main']));
    expect(editor.git(['log', '-1', '--format=%s', branch])).toBe('New crawl space title and inspection price');
    const changed = editor.git(['diff', '--name-only', 'main', branch]).split('\n').sort();
    expect(changed).toEqual(['content/cost-guide.yaml', servicePage.rel].sort());
    // main is untouched, locally and on the remote.
    expect(editor.git(['rev-parse', 'main'], editor.remote)).toBe(editor.git(['rev-parse', 'main']));
    // The cost guide changed on the price's line only.
    const diff = editor.git(['diff', '--unified=0', 'main', branch, '--', 'content/cost-guide.yaml']);
    expect(diff.split('\n').filter((l) => /^[-+][^-+]/.test(l))).toEqual([
      `-    cost: ${firstCost}`,
      `+    cost: ${newPrice}`,
    ]);
    expect(post?.url).toBe(`/repos/${REPOSITORY}/pulls`);
    expect(post?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post?.headers.accept).toBe('application/vnd.github+json');
    const body = JSON.parse(post!.body) as Record<string, string>;
    expect(body).toMatchObject({ title: 'New crawl space title and inspection price', head: branch, base: 'main' });
    // The token never reaches the browser: not in the page, not in any response the page got.
    expect(await page.content()).not.toContain(TOKEN);
  });

  it("saves again: a second branch from main with only that save's file, and a second pull request", async () => {
    const other = site.files.find(
      (f) => f.rel.startsWith('pages/') && !f.rel.startsWith('pages/es/') && f !== servicePage && f !== costPage,
    )!;
    const first = (JSON.parse(editor.calls.find((c) => c.method === 'POST')!.body) as { head: string }).head;
    await openFile(other.rel);
    await typeAtEnd('\nA sentence saved second.\n');
    await page.locator(`.save .help a[title="${other.rel}"]`).waitFor({ timeout: 30_000 });
    await page.getByLabel('What did you change? (one sentence)').fill('Add a sentence to another page');
    await page.locator('.save button.primary').click();
    await page.locator('.save .saved').waitFor({ timeout: 60_000 });
    const posts = editor.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    const second = JSON.parse(posts[1]!.body) as { title: string; head: string; base: string };
    expect(second).toMatchObject({ title: 'Add a sentence to another page', base: 'main' });
    expect(second.head).not.toBe(first);
    const main = editor.git(['rev-parse', 'main']);
    // Each branch starts from main and holds only its own save's files.
    expect(editor.git(['rev-parse', `${second.head}^`])).toBe(main);
    expect(editor.git(['diff', '--name-only', 'main', second.head])).toBe(other.rel);
    expect(editor.git(['diff', '--name-only', 'main', first]).split('\n').sort()).toEqual(
      ['content/cost-guide.yaml', servicePage.rel].sort(),
    );
    expect(editor.git(['rev-parse', `refs/heads/${second.head}`], editor.remote)).toBe(
      editor.git(['rev-parse', second.head]),
    );
    expect(editor.git(['symbolic-ref', '--short', 'HEAD'])).toBe('main');
    expect(editor.git(['rev-parse', 'main'], editor.remote)).toBe(main);
    // The writer keeps seeing what was saved.
    expect(editor.copy.read(other.rel)).toContain('A sentence saved second.');
  });

  it('does not overwrite a file changed on disk since it was opened', async () => {
    const rel = costPage.rel;
    await openFile(rel);
    await typeAtEnd('\nA sentence the writer adds.\n');
    await page.waitForSelector('.badge, .unsaved', { timeout: 30_000 });
    const theirs = editor.copy.read(rel).replace(/\n$/, '\n\nA sentence someone else saved on disk.\n');
    editor.copy.write(rel, theirs);
    await page.getByLabel('What did you change? (one sentence)').fill('Add a sentence');
    await page.locator('.save button.primary').click();
    const alert = page.locator('.save [role=alert]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain(`${rel} changed on disk since you opened it`);
    expect(editor.copy.read(rel)).toBe(theirs);
    // The draft is still there, and opening the page again says the file changed.
    await page.reload();
    await page.locator('.conflict').waitFor({ timeout: 60_000 });
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain('A sentence the writer adds.');
  });

  it(
    'creates a page from the new:page templates and lists it with the unsaved files',
    { timeout: 120_000 },
    async () => {
      await page.goto(editor.url);
      await page.getByLabel('Address (route)').fill('/services/mudjacking-test');
      await page.getByLabel('Title (10–70 characters)').fill('Mudjacking and slab lifting in Pearland');
      await page.getByRole('button', { name: 'Create the page' }).click();
      await page.waitForSelector('.cm-editor', { timeout: 60_000 });
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/edit/pages/services/mudjacking-test.mdx');
      expect(editor.copy.read('pages/services/mudjacking-test.mdx')).toContain(
        'title: Mudjacking and slab lifting in Pearland',
      );
      await page.locator(`.save .help a[title="${'pages/services/mudjacking-test.mdx'}"]`).waitFor({ timeout: 30_000 });
      await previewShows((d) => d.title.startsWith('Mudjacking and slab lifting'), 'the preview shows the new page');
    },
  );

  it('creates an article with the author and tags chosen in the form', { timeout: 120_000 }, async () => {
    // The last author and the last two tags: none of them what new:page would default to (the first ones).
    const authors = [...site.inputs.refs.authors!].sort();
    const tags = [...site.inputs.refs.tags!].sort();
    const author = authors.at(-1)!;
    const chosen = tags.slice(-2);
    const route = '/articles/slab-lifting-test';
    await page.goto(editor.url);
    await page.getByLabel('Address (route)').fill(route);
    await page.getByLabel('Title (10–70 characters)').fill('Slab lifting explained for Pearland homeowners');
    const options = page.getByRole('group', { name: 'Options for an article' });
    await options.waitFor({ timeout: 30_000 });
    // The defaults new:page would use are filled in, as pickers of the site's own lists.
    expect(await options.getByLabel(/^Author/).inputValue()).toBe([...site.inputs.refs.authors!][0]);
    // Each author shown by name beside the id (content/authors.yaml, as the model read it).
    const names = site.data.find((d) => d.name === 'authors')!.value as { id: string; name: string }[];
    expect(await options.locator('select').first().locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining(names.map((a) => `${a.name} (${a.id})`)),
    );
    await options.getByLabel(/^Author/).selectOption(author);
    await options.getByRole('combobox', { name: 'tag 1', exact: true }).selectOption(chosen[0]!);
    await options.getByRole('button', { name: 'Add tag' }).click();
    await options.getByRole('combobox', { name: 'tag 2', exact: true }).selectOption(chosen[1]!);
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.waitForSelector('.cm-editor', { timeout: 60_000 });
    const written = matter(editor.copy.read(`pages${route}.mdx`)).data as {
      article: { author: string; tags: string[] };
    };
    expect(written.article.author).toBe(author);
    expect(written.article.tags).toEqual(chosen);
  });

  it('translates an English page: the Spanish page names it and its hash', { timeout: 120_000 }, async () => {
    const edited = new Set([servicePage.route, costPage.route]);
    const missing = translationStatuses(site).filter((s) => s.state === 'missing' && !edited.has(s.english));
    const english = site.pageByRoute.get(
      (missing.find((s) => /^\/services\/[^/]+$/.test(s.english)) ?? missing[0]!).english,
    )!;
    await openFile(english.rel);
    await page.getByRole('button', { name: 'Translate this page into Spanish' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toMatch(/^#\/edit\/pages\/es\/.+\.mdx$/);
    const rel = decodeURIComponent(new URL(page.url()).hash).slice('#/edit/'.length);
    const front = matter(editor.copy.read(rel)).data as { translationOf?: string; sourceHash?: string };
    expect(front.translationOf).toBe(english.route);
    expect(front.sourceHash).toBe(sourceHashOf(english.source));
    await page.locator(`.save .help a[title="${rel}"]`).waitFor({ timeout: 30_000 });
  });

  it('refuses a request with a foreign Origin or Host', async () => {
    const draft = await fetch(new URL('/api/draft', editor.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ path: servicePage.rel, base: '' }),
    });
    expect(draft.status).toBe(403);
    expect(await draft.text()).toContain('requests from http://evil.example are refused');
    const rebinding = await new Promise<number>((resolve, reject) => {
      const u = new URL(editor.url);
      import('node:http').then(({ request }) =>
        request({ host: u.hostname, port: u.port, path: '/api/site', headers: { host: 'evil.example:80' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
    });
    expect(rebinding).toBe(403);
  });

  it('finds nothing serious with axe in the editor, and works from the keyboard', async () => {
    await page.goto(editor.url);
    await page.waitForSelector('table.pages tbody tr', { timeout: 60_000 });
    // Keyboard only: the filter, then the first page's link, then Enter opens it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-filter');
    await page.keyboard.type(servicePage.route);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.cm-editor', { timeout: 60_000 });
    await page.waitForSelector('.findings [role=status]', { timeout: 60_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // The component menu opens and closes from the keyboard.
    await page.getByRole('button', { name: 'Insert component' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Find a component').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  });
});
