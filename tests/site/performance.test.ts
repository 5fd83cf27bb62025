// What keeps pages fast on a phone, checked on the built output (Lighthouse figures come from `npm run audit`):
// nothing in <head> competes with the first paint, the stylesheet is inline, JavaScript is listed for loading
// after the page has painted, and every page stays within its byte budgets.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { loadPages } from '../../src/content/load.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { deferredLoader, deferredModules } from '../../scripts/build/deferred-modules.ts';
import { inlineScripts, sha256 } from '../../scripts/build/security-headers.ts';
import { pageWeight } from '../../scripts/checks/page-weight.ts';
import { budgets } from '../../scripts/audit-budgets.ts';

const dist = inject('dist');
const pages = loadPages();
const read = (route: string) => fs.readFileSync(path.join(dist, htmlFileForRoute(route)), 'utf8');

describe('first paint needs nothing but the HTML', () => {
  for (const page of pages) {
    it(`${page.route}: no script, preload or stylesheet request before the page paints; the loader lists real files`, () => {
      const html = read(page.route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(head).not.toMatch(/rel="(modulepreload|preload|stylesheet)"/);
      expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
      expect(head).toMatch(/<style>[\s\S]{1000,}<\/style>/);
      const modules = deferredModules(html);
      expect(modules?.entry).toHaveLength(1);
      for (const file of [...modules!.entry, ...modules!.preload]) {
        expect(file).toMatch(/^\/assets\/[\w-]+\.js$/);
        expect(fs.existsSync(path.join(dist, file)), `${page.route} lists ${file}`).toBe(true);
      }
      // The only inline script is the loader, which the CSP allows by hash.
      expect(inlineScripts(html)).toEqual([deferredLoader]);
    });
  }

  it('the CSP allows exactly the loader script', () => {
    const headers = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
    const scriptSrc = headers.match(/script-src ([^;]+);/)![1]!;
    expect(scriptSrc).toBe(`'self' ${sha256(deferredLoader)}`);
  });

  it('pages with an island preload its chunk; pages without one do not', () => {
    const contact = deferredModules(read('/contact'))!;
    expect(contact.preload.some((f) => /\/LeadForm-/.test(f))).toBe(true);
    const faq = deferredModules(read('/faq'))!;
    expect(faq.preload.some((f) => /\/(LeadForm|SiteIndex)-/.test(f))).toBe(false);
    expect(faq.preload.some((f) => /\/Header-/.test(f))).toBe(true);
  });
});

describe('byte budgets (gzip)', () => {
  for (const page of pages) {
    it(`${page.route}: JS and CSS within budget, no router or server renderer in the browser`, () => {
      const w = pageWeight(dist, page.route);
      expect(w.js).toBeLessThanOrEqual(budgets.jsBytes);
      expect(w.css).toBeLessThanOrEqual(budgets.cssBytes);
      expect(w.css).toBeGreaterThan(1000);
      for (const file of w.jsFiles) {
        const code = fs.readFileSync(path.join(dist, file), 'utf8');
        expect(code, file).not.toMatch(/createBrowserRouter|renderToReadableStream|HelmetProvider/);
      }
    });
  }
});
