// `npm run dev`: a frontmatter mistake shows Vite's error overlay on the open page (and in the terminal), naming
// the file, the field and the expectation; fixing it reloads the page.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { pagesDir } from '../../src/content/load.ts';

const file = path.join(pagesDir, 'zz-dev-overlay-check.mdx');
const good = `---
title: Dev server overlay check page
description: A temporary page the dev-server test writes and removes again, to check error reporting.
keywords: [test]
---

<Section>

# Overlay check

</Section>
`;
/** Writes like an editor's save (temp file + rename), so the watcher never sees a half-written file. */
function save(source: string) {
  fs.writeFileSync(`${file}.tmp`, source);
  fs.renameSync(`${file}.tmp`, file);
}
const port = 5300 + Math.floor(Math.random() * 500);
let dev: ChildProcess;
let log = '';
let browser: Browser;

beforeAll(async () => {
  fs.writeFileSync(file, good);
  dev = spawn('npx', ['vite-react-ssg', 'dev'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, DEV_PORT: String(port) },
  });
  dev.stdout!.on('data', (d) => (log += d));
  dev.stderr!.on('data', (d) => (log += d));
  const started = Date.now();
  while (!/ready in|running at/.test(log)) {
    if (Date.now() - started > 60_000) throw new Error(`dev server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  fs.rmSync(file, { force: true });
  await browser?.close();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

describe('dev server', () => {
  it('shows a frontmatter error in the overlay and the terminal, and reloads once it is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/zz-dev-overlay-check`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    expect(await page.locator('h1').textContent()).toBe('Overlay check');

    save(good.replace('title: Dev server overlay check page', 'title: Short'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });
    const expected = 'pages/zz-dev-overlay-check.mdx:2:8 frontmatter.title: expected a title of at least 10 characters';
    await expect
      .poll(
        () =>
          page.locator('vite-error-overlay').evaluate((el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ')),
        { timeout: 20_000 },
      )
      .toContain(expected);
    expect(log).toContain(expected);

    save(good.replace('# Overlay check', '# Overlay check fixed'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Overlay check fixed', undefined, {
      timeout: 30_000,
    });
    await page.close();
  }, 90_000);
});
