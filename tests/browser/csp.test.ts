// Every built page hydrates under the generated Content-Security-Policy with no violation, served with the
// headers of dist/_headers (the test server applies them like the host does).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, origin, viewports, waitForHydration } from '../support/browser.ts';
import { builtRoutes, loadSite } from '../../src/content/model.ts';
import { deferredModules } from '../../scripts/build/deferred-modules.ts';

// Every route the build renders, the pages generated from the collections too.
const routes = builtRoutes(loadSite()).map((r) => r.route);

const browser = browserForFile();

describe('Content-Security-Policy', () => {
  it('is sent with every page, with hashes for inline scripts and no unsafe-inline scripts', async () => {
    const res = await fetch(`${origin()}/faq`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const asset = deferredModules(await res.text())!.entry[0]!;
    expect(asset).toMatch(/^\/assets\/.+\.js$/);
    expect((await fetch(origin() + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${origin()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(csp);
  });

  // One test per route, each with its own time limit (a single test over every route timed out on a loaded machine).
  describe('lets every page hydrate its islands and menus without a single violation or console error', () => {
    let context: BrowserContext;
    let page: Page;
    const failures: string[] = [];
    beforeAll(async () => {
      context = await browser().newContext({ viewport: viewports.phone });
      await context.addInitScript(() => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });
      page = await context.newPage();
      // Any console error or warning (a hydration mismatch, a failed module) fails too; a not-found page's own
      // report of the missing path and its 404 status are expected.
      page.on('console', (m) => {
        if (m.type() !== 'error' && m.type() !== 'warning') return;
        if (/(^|\/)404$/.test(new URL(page.url()).pathname) && /404|non-existent route/.test(m.text())) return;
        failures.push(`${page.url()}: ${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => failures.push(`${page.url()}: pageerror: ${e.message}`));
    });
    afterAll(() => context?.close());

    it.each(routes)(
      '%s',
      async (route) => {
        failures.length = 0;
        await page.goto(origin() + route);
        await waitForHydration(page);
        // An island further down loads when the visitor reaches for it (src/islands/on-demand.ts): go to each.
        for (const island of await page.locator('[data-island]').all()) {
          await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
          await page.waitForFunction(
            (el) => (el as HTMLElement).dataset.hydrated === 'true',
            await island.elementHandle(),
          );
        }
        // Every island on the page is hydrated (its own React root), and the header's menus are enhanced.
        const islands = await page
          .locator('[data-island]')
          .evaluateAll((els) =>
            els.map((el) => `${(el as HTMLElement).dataset.island}:${(el as HTMLElement).dataset.hydrated}`),
          );
        for (const island of islands) if (!island.endsWith(':true')) failures.push(`${route}: island ${island}`);
        if ((await page.locator('header[data-menus="ready"]').count()) !== 1)
          failures.push(`${route}: menus not ready`);
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        );
        failures.push(...violations.map((v) => `${route}: ${v}`));
        expect(failures).toEqual([]);
      },
      90_000,
    );
  });
});
