// Debian's Chromium driven by playwright-core (scripts/browser/launch.ts), and the browser tests' helpers around it.
import type { Browser, Page, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from '../../scripts/browser/launch.ts';
import { TOO_FAST_MS } from '../../src/forms/anti-spam.ts';

export { launchBrowser, viewports, waitForHydration } from '../../scripts/browser/launch.ts';

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

/** Waits until the page has been open longer than the forms' 2-second rule (performance.now() counts from the
 * navigation's start, as the rule does): a condition, not a fixed wait after whatever the test did meanwhile. Asked
 * every 50 ms, not at every animation frame, which would have Chromium draw frames for nothing while it waits. */
export const pastTooFast = (page: Page) =>
  page.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS + 100, { polling: 50 });

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
