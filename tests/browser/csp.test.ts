// Every built page hydrates under the generated Content-Security-Policy with no violation, served with the
// headers of dist/_headers (the test server applies them like the host does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, origin, viewports, waitForHydration } from '../support/browser.ts';
import { loadPages } from '../../src/content/load.ts';
import { deferredModules } from '../../scripts/build/deferred-modules.ts';

const routes = loadPages().map((p) => p.route);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

  it('lets every page hydrate without a single violation', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    await context.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) failures.push(`${page.url()}: ${m.text()}`);
    });
    for (const route of routes) {
      await page.goto(origin() + route);
      await waitForHydration(page);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      failures.push(...violations.map((v) => `${route}: ${v}`));
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 180_000);
});
