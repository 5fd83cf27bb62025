// `npm run dev` on a temporary copy of the site (so the pages written here are never seen by the other tests, which
// run in parallel): --port and --host are honoured and the default is 127.0.0.1; an unknown path answers 404 with
// the not-found page; a page with a mistake answers an error page naming the file, the line and the problem while
// every other route keeps rendering; saving the fix reloads the open page.
// Port 0 lets the system choose a free port (the server prints it), so parallel runs never race for one.
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { currentSite } from '../../src/content/model.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';

const rel = 'pages/zz-dev-check.mdx';
const good = `---
title: Dev server check page
description: A temporary page the dev-server test writes in a copy of the site, to check error reporting.
keywords: [test]
---

<Section>

# Dev check

</Section>
`;
const shortTitle = good.replace('title: Dev server check page', 'title: Short');
const titleMessage = `${rel}:2:8 frontmatter.title: expected a title of at least 10 characters`;
const notFound = currentSite().pages.find((p) => p.route === '/404')!.frontmatter;
const notFoundLabel = notFound.label ?? notFound.title;
const otherRoute = currentSite().pages.find((p) => p.route !== '/' && !p.frontmatter.hidden)!.route;

interface Dev {
  process: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
}

function startDev(site: SiteCopy, args: string[]): Dev {
  let log = '';
  const child = spawn(
    process.execPath,
    [path.join(site.root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', ...args],
    {
      cwd: site.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  return { process: child, log: () => log.replace(colours, ''), exited };
}

function stopDev(dev: Dev | undefined) {
  if (dev?.process.pid && dev.process.exitCode === null) {
    try {
      process.kill(-dev.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The address the server prints once it listens; fails with the log if it exits or takes too long. */
async function addressOf(dev: Dev, timeout = 90_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const url = dev.log().match(/(?:Local|Network):\s+(http:\/\/[^\s/]+)\//)?.[1];
    if (url) return url;
    if (dev.process.exitCode !== null) throw new Error(`dev server exited (${dev.process.exitCode}):\n${dev.log()}`);
    if (Date.now() - started > timeout) throw new Error(`dev server did not start in ${timeout} ms:\n${dev.log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port someone else holds, on the given host. */
function holdPort(host: string): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, host, () => resolve(server));
  });
}

/** Resolves once the page's Vite client is connected: only then does the page hear of saves. */
const viteConnected = (page: Page) =>
  page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 60_000 });

/**
 * Records what a page went through (navigations, Vite's websocket messages, console lines, the dev server's log) so
 * that a wait that times out says what happened instead of only that it timed out.
 */
function timeline(page: Page) {
  const started = Date.now();
  const events: string[] = [];
  const at = (what: string) => events.push(`${String(Date.now() - started).padStart(6)} ms ${what}`);
  const logFrom = dev.log().length;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && at(`navigated ${frame.url()}`));
  page.on('console', (m) => at(`console ${m.text().slice(0, 160)}`));
  page.on('websocket', (ws) => {
    at('websocket opened');
    ws.on('framereceived', (f) => at(`ws <- ${String(f.payload).slice(0, 160)}`));
    ws.on('close', () => at('websocket closed'));
  });
  page.on('request', (r) => r.resourceType() === 'document' && at(`GET ${r.url()}`));
  page.on('response', (r) => r.request().resourceType() === 'document' && at(`${r.status()} ${r.url()}`));
  return {
    note: at,
    /** Runs `wait`; when it fails, the error carries the timeline, what the page shows and the server's log. */
    async explain<T>(wait: () => Promise<T>): Promise<T> {
      try {
        return await wait();
      } catch (err) {
        const shows = await page
          .evaluate(() => ({
            url: location.href,
            h1: document.querySelector('h1')?.textContent,
            overlay: document.querySelector('vite-error-overlay')?.shadowRoot?.textContent?.slice(0, 300),
            errorPage: document.querySelector('[data-dev-error]')?.textContent,
          }))
          .catch((e: Error) => e.message);
        (err as Error).message +=
          `\n\npage shows: ${JSON.stringify(shows)}\ntimeline:\n${events.join('\n')}` +
          `\ndev server log since the test began:\n${dev.log().slice(logFrom)}`;
        throw err;
      }
    },
  };
}

const get = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

let site: SiteCopy;
let dev: Dev;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  site = copySite('dev-server-test-');
  site.write(rel, good);
  dev = startDev(site, ['--port', '0']);
  origin = await addressOf(dev);
  // The first request compiles the layout and the pages: wait for it here, not inside a test's timeout.
  const started = Date.now();
  for (;;) {
    const res = await get(`${origin}/zz-dev-check`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() - started > 120_000) throw new Error(`the dev server never rendered a page:\n${dev.log()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  stopDev(dev);
  await dev?.exited;
  site?.remove();
}, 30_000);

describe('dev server', () => {
  it('binds 127.0.0.1 by default, on the port asked for (0: any free one)', () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(origin).port)).toBeGreaterThan(0);
  });

  it('honours --host and --port, and refuses a port that is taken instead of moving to another', async () => {
    const taken = await holdPort('127.0.0.2');
    const { port } = taken.address() as net.AddressInfo;
    const refused = startDev(site, ['--host', '127.0.0.2', '--port', String(port)]);
    const other = startDev(site, ['--host', '127.0.0.2', '--port', '0']);
    try {
      expect(await refused.exited).not.toBe(0);
      expect(refused.log()).toContain(`Port ${port} is already in use`);
      const address = await addressOf(other);
      expect(address).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
      expect((await fetch(`${address}/favicon.svg`)).status).toBe(200);
    } finally {
      stopDev(other);
      stopDev(refused);
      taken.close();
      await other.exited;
    }
  }, 120_000);

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const res = await get(`${origin}/no-such-page-here`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-not-found');
    expect(html).toContain(notFoundLabel);
  }, 60_000);

  it('shows a mistake only on its own page, with the file and the problem, and recovers on save', async () => {
    site.write(rel, shortTitle);
    await expect.poll(async () => (await get(`${origin}/zz-dev-check`)).status, { timeout: 30_000 }).toBe(500);
    const res = await get(`${origin}/zz-dev-check`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(titleMessage);
    expect(html).not.toMatch(/\n\s+at /);
    // The other routes keep rendering.
    for (const route of ['/', otherRoute]) expect((await get(`${origin}${route}`)).status, route).toBe(200);

    // A mistake in the page body names its line and column.
    site.write(rel, good.replace('# Dev check', '# Dev check\n\nBroken {expression'));
    await expect
      .poll(async () => (await (await get(`${origin}/zz-dev-check`)).text()).match(/data-dev-error>([^<]*)/)?.[1], {
        timeout: 30_000,
      })
      .toMatch(new RegExp(`^${rel.replace('.', '\\.')}:1[0-9]:\\d+ `));
    expect((await get(`${origin}${otherRoute}`)).status).toBe(200);

    // The open error page reloads itself once the file is fixed.
    const page = await browser.newPage();
    try {
      const connected = viteConnected(page);
      await page.goto(`${origin}/zz-dev-check`);
      await page.waitForSelector('[data-dev-error]');
      await connected;
      const saved = Date.now();
      site.write(rel, good.replace('# Dev check', '# Dev check fixed'));
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Dev check fixed', undefined, {
        timeout: 30_000,
      });
      console.log(`dev server: fixed page shown ${Date.now() - saved} ms after the save`);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('reloads an error page whose fix was saved before the page was listening for changes', async () => {
    site.write(rel, shortTitle);
    await expect.poll(async () => (await get(`${origin}/zz-dev-check`)).status, { timeout: 30_000 }).toBe(500);
    // A second page, connected, shows when the server has sent the reload for the save.
    const witness = await browser.newPage();
    const witnessConnected = viteConnected(witness);
    await witness.goto(`${origin}${otherRoute}`);
    await witnessConnected;
    const page = await browser.newPage();
    // Hold Vite's client back, as a loaded machine does, so the save's reload message finds no one listening.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/@vite/client', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${origin}/zz-dev-check`, { waitUntil: 'commit' });
      await page.waitForSelector('[data-dev-error]');
      const reloadSent = witness.waitForEvent('framenavigated', { timeout: 30_000 });
      site.write(rel, good.replace('# Dev check', '# Dev check saved early'));
      await reloadSent;
      release();
      await page.waitForFunction(
        () => document.querySelector('h1')?.textContent === 'Dev check saved early',
        undefined,
        { timeout: 30_000 },
      );
    } finally {
      release();
      await page.close();
      await witness.close();
    }
  }, 120_000);

  it('shows a frontmatter mistake in the overlay of the open page and the terminal, and reloads once fixed', async () => {
    site.write(rel, good);
    const page = await browser.newPage();
    const seen = timeline(page);
    // Vite reports an error only to pages whose client is connected: wait for it before breaking the page.
    const connected = viteConnected(page);
    try {
      await page.goto(`${origin}/zz-dev-check`);
      await seen.explain(() => connected);
      await seen.explain(() => page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 }));
      expect(await page.locator('h1').textContent()).toBe('Dev check');

      site.write(rel, shortTitle);
      seen.note('saved the mistake');
      // The open page shows the mistake: in Vite's overlay, or — when a reload caused by the new file reaches the
      // page late, as on a loaded machine — in the dev server's error page for that route. Either way the writer
      // sees the file, line and problem without leaving the page.
      const shown = () =>
        page
          .evaluate(() => {
            const overlay = document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '';
            const errorPage = document.querySelector('[data-dev-error]')?.textContent ?? '';
            return `${overlay} ${errorPage}`.replace(/\s+/g, ' ');
          })
          .catch(() => '');
      await seen.explain(() => expect.poll(shown, { timeout: 30_000 }).toContain(titleMessage));
      expect(dev.log()).toContain(titleMessage);

      site.write(rel, good.replace('# Dev check', '# Dev check again'));
      seen.note('saved the fix');
      await seen.explain(() =>
        page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Dev check again', undefined, {
          timeout: 30_000,
        }),
      );
    } finally {
      await page.close();
    }
  }, 120_000);

  it('shows the last of two quick saves: a fix saved right after a mistake reloads the page', async () => {
    site.write(rel, good);
    const page = await browser.newPage();
    const seen = timeline(page);
    const connected = viteConnected(page);
    const quickFix = good.replace('# Dev check', '# Dev check quick fix');
    // The fix is saved the moment the server reports the mistake, well inside the 50 ms in which Vite's watcher
    // drops a second change of the same file.
    let logFrom = Infinity;
    const saveFixOnReport = () => {
      if (dev.log().indexOf(titleMessage, logFrom) < 0) return;
      logFrom = Infinity;
      site.write(rel, quickFix);
      seen.note('saved the fix');
    };
    dev.process.stdout!.on('data', saveFixOnReport);
    dev.process.stderr!.on('data', saveFixOnReport);
    try {
      await page.goto(`${origin}/zz-dev-check`);
      await seen.explain(() => connected);
      await seen.explain(() => page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 }));
      logFrom = dev.log().length;
      site.write(rel, shortTitle);
      seen.note('saved the mistake');
      await seen.explain(() =>
        page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Dev check quick fix', undefined, {
          timeout: 30_000,
        }),
      );
      expect(site.read(rel)).toBe(quickFix);
    } finally {
      dev.process.stdout!.off('data', saveFixOnReport);
      dev.process.stderr!.off('data', saveFixOnReport);
      await page.close();
    }
  }, 120_000);
});
