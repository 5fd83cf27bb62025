// Debian's Chromium driven by playwright-core (scripts/browser.ts), and the browser tests' helpers around it.
import type { Browser, Page, ConsoleMessage, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from '../../scripts/browser.ts';

export { launchBrowser, viewports, waitForHydration } from '../../scripts/browser.ts';

export const origin = () => inject('origin');

/** Collects console errors/warnings and page errors; `expected` filters out messages a test provokes on purpose. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** One Chromium for a whole test file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

/**
 * When each page's 2-second clock (the spec's anti-spam rule) last started: a form's when its challenge arrived or
 * failed, a page without JavaScript (the question page, its token issued with it) when it loaded.
 */
const clockStart = new WeakMap<Page, number>();

/** Follows `page`'s 2-second clock, for pastTooFast. */
export function watchFormClock(page: Page) {
  const start = () => clockStart.set(page, Date.now());
  page.on('load', start);
  const challenge = (r: Request) => {
    if (r.url().includes('/challenge')) start();
  };
  page.on('requestfinished', challenge);
  page.on('requestfailed', challenge);
}

/**
 * Waits out the 2000 ms rule (a person takes longer than that): until 2 s and a margin have passed since the
 * page's clock started, instead of 2 s after the test filled in the form, which took part of them already.
 */
export async function pastTooFast(page: Page) {
  const started = clockStart.get(page);
  expect(started, 'the page is watched by watchFormClock').toBeTypeOf('number');
  await expect.poll(() => Date.now() - started!, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2100);
}
