// Debian's Chromium driven by playwright-core (scripts/browser.ts), and the browser tests' helpers around it.
import type { Browser, Page, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
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
