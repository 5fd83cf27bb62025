// `ROUTES=sample npm run audit` (CI's Lighthouse run) measures each kind of page at its heaviest and each language's
// heaviest page: a section's pages, top-level pages, pages with a form or an enhancer, across both languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleRoutes } from '../../scripts/audit/sample.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-sample-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A built page with `n` elements in its body and `extra` markup. */
function page(route: string, n: number, extra = '') {
  const file = path.join(dist, htmlFileForRoute(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `<!doctype html><html><body>${'<p>x</p>'.repeat(n)}${extra}</body></html>`);
}

describe('the audit sample', () => {
  it('takes the heaviest page of each kind, in either language, and each language heaviest', () => {
    page('/', 50, '<div data-island="LeadForm"></div>');
    page('/es', 40, '<div data-island="LeadForm"></div>');
    page('/about', 30);
    page('/reviews', 60);
    page('/faq', 20, '<div data-accordion></div>');
    page('/services/a', 70);
    page('/services/b', 90);
    page('/es/servicios/b', 95);
    page('/es/acerca', 10);
    const routes = [
      { route: '/', english: '/' },
      { route: '/es', english: '/' },
      { route: '/about', english: '/about' },
      { route: '/reviews', english: '/reviews' },
      { route: '/faq', english: '/faq' },
      { route: '/services/a', english: '/services/a' },
      { route: '/services/b', english: '/services/b' },
      { route: '/es/servicios/b', english: '/services/b' },
      { route: '/es/acerca', english: '/about' },
    ];
    // The form pages: / (heavier than /es); top-level pages: /reviews; the accordion: /faq; a service's page: the
    // Spanish one (the heaviest of both languages, and Spanish's heaviest page); and English's heaviest page.
    expect(sampleRoutes(dist, routes)).toEqual(['/', '/reviews', '/faq', '/services/b', '/es/servicios/b']);
  });
});
