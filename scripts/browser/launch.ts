// Debian's Chromium driven by playwright-core, for the scripts (screenshots, the review) and the browser tests
// (tests/support/browser.ts). Never downloads a browser.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The two widths every page is looked at: a phone and a desktop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Resolves once the page is interactive (src/browser.ts sets data-hydrated on <html> after its islands hydrate). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}
