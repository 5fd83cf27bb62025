// What keeps pages fast on a phone, checked on the built output (Lighthouse figures come from `npm run audit`):
// nothing in <head> competes with the first paint, the first screen's rules are inline and the site's stylesheet
// is linked after them, JavaScript is listed for loading after the page has painted, and every page stays within
// its budgets (bytes and elements, scripts/audit/budgets.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { builtRoutes, loadSite } from '../../src/content/model.ts';
import { projectRoot } from '../../src/content/load.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { deferredLoader, deferredModules } from '../../scripts/build/deferred-modules.ts';
import { inlineScripts, sha256 } from '../../scripts/build/security-headers.ts';
import {
  documentBudgetProblems,
  documentWeight,
  pageWeight,
  scriptBudgetProblems,
  scriptWeightSummary,
} from '../../scripts/checks/page-weight.ts';
import { budgets, documentBudgets, firstJsBudget, jsBudgets, measureJsBudget } from '../../scripts/audit/budgets.ts';

const dist = inject('dist');
// Every route the build renders, the pages generated from the collections too.
const pages = builtRoutes(loadSite());
const read = (route: string) => fs.readFileSync(path.join(dist, htmlFileForRoute(route)), 'utf8');
/** The site's stylesheet links of a page: [where, href]. */
const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (m) => [m.index, /\bhref="([^"]+)"/.exec(m[0])![1]!] as const,
  );

describe('first paint needs nothing but the HTML', () => {
  for (const page of pages) {
    it(`${page.route}: no script, preload or stylesheet request before the page paints; the loader lists real files`, () => {
      const html = read(page.route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(head).not.toMatch(/rel="(modulepreload|preload|stylesheet)"/);
      expect(head).toMatch(/<style>[\s\S]{1000,}<\/style>/);
      // One stylesheet link, the site's hashed file, after the first screen (its h1).
      const links = stylesheetLinks(html);
      expect(links, page.route).toHaveLength(1);
      const [at, href] = links[0]!;
      expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      expect(fs.existsSync(path.join(dist, href)), href).toBe(true);
      expect(at, page.route).toBeGreaterThan(html.indexOf('</h1>'));
      const modules = deferredModules(html);
      expect(modules?.entry).toHaveLength(1);
      for (const file of [...modules!.entry, ...modules!.preload, ...(modules!.islands ?? [])]) {
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

  it('each page lists exactly the code for what it renders: React and islands only where there is an island', () => {
    for (const page of pages) {
      const html = read(page.route);
      const { jsFiles } = pageWeight(dist, page.route);
      const code = jsFiles.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
      const islands = new Set([...html.matchAll(/\sdata-island="(\w+)"/g)].map((m) => m[1]!));
      for (const name of islands)
        expect(
          jsFiles.some((f) => f.startsWith(`/assets/${name}-`)),
          page.route,
        ).toBe(true);
      // React DOM's production build names its error decoder; no page without an island may load it.
      expect(/Minified React error/.test(code), page.route).toBe(islands.size > 0);
      // …and a page with one only once the visitor reaches for it: its list keeps React and the islands apart.
      const modules = deferredModules(html)!;
      expect(Boolean(modules.islands?.length), page.route).toBe(islands.size > 0);
      const first = [...modules.entry, ...modules.preload].map((f) => fs.readFileSync(path.join(dist, f), 'utf8'));
      expect(/Minified React error/.test(first.join('\n')), page.route).toBe(false);
      const accordion = html.includes('data-accordion');
      expect(
        jsFiles.some((f) => /\/accordion-/.test(f)),
        page.route,
      ).toBe(accordion);
    }
  });

  it("no script carries Vite's preload helper (scripts/build/preload-helper.ts): lazy chunks are plain import()s", () => {
    const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const code = scripts.map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8'));
    expect(code.some((c) => /import\(`\.\/[\w-]+\.js`\)/.test(c))).toBe(true);
    // The helper's own words: the event it dispatches on a failed load, and the preload links it writes.
    for (const [i, c] of code.entries()) expect(c, scripts[i]).not.toMatch(/vite:preloadError|modulepreload`:`preload/);
  });
});

describe('generator output (docs/GENERATOR-NOTES.md): what vite-react-ssg writes that we rely on or remove', () => {
  it('writes no client-router hand-over, loader data or stylesheet link, and the charset within 1024 bytes', () => {
    for (const page of pages) {
      const html = read(page.route);
      expect(html, page.route).not.toMatch(
        /__staticRouterHydrationData|__VITE_REACT_SSG_HASH__|SCRIPT_COMMENT_PLACEHOLDER/,
      );
      // The template's stylesheet link in <head> is gone: its rules are inline (the first screen's) and in the
      // site's stylesheet, linked after the first screen without the generator's crossorigin.
      expect(
        stylesheetLinks(html).map(([, href]) => href),
        page.route,
      ).toHaveLength(1);
      expect(html, page.route).not.toMatch(/<link\b[^>]*rel="stylesheet"[^>]*crossorigin/);
      expect(html.slice(0, 1024), page.route).toMatch(/<meta\b[^>]*\bcharset="UTF-8"/i);
      expect(html.match(/charset=/gi)?.length, page.route).toBe(1);
    }
    expect(fs.readdirSync(dist).filter((f) => /^static-loader-data/.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(dist, '.vite'))).toBe(false);
  });

  it('writes each page as rendered, without parsing and re-serialising it through JSDOM (the patch, item 9)', () => {
    // JSDOM would write the template's `<!doctype html>` as `<!DOCTYPE html>` and drop the `/` of `<meta … />`.
    const template = fs.readFileSync(path.join(projectRoot, 'src/index.html'), 'utf8');
    const doctype = template.match(/^<!doctype html>/i)![0];
    for (const page of pages) {
      const html = read(page.route);
      expect(html.startsWith(doctype), page.route).toBe(true);
      expect(html, page.route).toMatch(/<meta data-rh="true" name="description" content="[^"]*"\/>/);
    }
  });
});

describe('the document: first screen in one round trip, whole page, inline CSS, elements', () => {
  for (const page of pages) {
    it(`${page.route}: within the document budgets`, () => {
      const w = documentWeight(read(page.route));
      expect(documentBudgetProblems(w), `${page.route}: ${JSON.stringify(w)}`).toEqual([]);
    });
  }
});

describe('byte budgets (gzip)', () => {
  for (const page of pages) {
    it(`${page.route}: JS within its page kind's budget, CSS within budget, no router or server renderer in the browser`, () => {
      const w = pageWeight(dist, page.route);
      expect(w.kind).toBe(read(page.route).includes('data-island="') ? 'island' : 'static');
      expect(w.js).toBeGreaterThan(0);
      expect(w.js).toBeLessThanOrEqual(jsBudgets[w.kind]);
      // Before the visitor reaches for a form, every page is as light as a page without one.
      expect(w.jsFirst).toBeLessThanOrEqual(firstJsBudget);
      expect(w.jsFirst === w.js).toBe(w.kind === 'static');
      // The field-speed code, fetched once the page is idle where the site counts (its own receiver), apart.
      expect(w.jsMeasure > 0).toBe(Boolean(deferredModules(read(page.route))?.events));
      expect(w.jsMeasure).toBeLessThanOrEqual(measureJsBudget);
      expect(w.stylesheet).toBeLessThanOrEqual(budgets.stylesheetBytes);
      expect(w.stylesheet).toBeGreaterThan(1000);
      for (const file of w.jsFiles) {
        const code = fs.readFileSync(path.join(dist, file), 'utf8');
        expect(code, file).not.toMatch(/createBrowserRouter|renderToReadableStream|HelmetProvider|react-helmet/);
      }
    });
  }

  it('the budgets are real: a page over its budget is reported with its figure', () => {
    const doc = documentWeight(read('/'));
    expect(documentBudgetProblems(doc)).toEqual([]);
    const over = {
      firstScreen: documentBudgets.firstScreenBytes + 1,
      document: documentBudgets.documentBytes + 1,
      inlineCss: documentBudgets.inlineCssBytes + 1,
      elements: documentBudgets.elements + 1,
      blockingStylesheets: 1,
    };
    expect(documentBudgetProblems(over)).toEqual([
      expect.stringMatching(/^its first screen \(through the h1\) is 14\.0 KB gzip, over the 14\.0 KB/),
      expect.stringMatching(/^a stylesheet is linked before its h1/),
      expect.stringMatching(/^the page is 20\.0 KB gzip, over the 20\.0 KB budget/),
      expect.stringMatching(/^its first screen's inline CSS is 5\.0 KB gzip, over the 5\.0 KB budget/),
      `the page has ${documentBudgets.elements + 1} elements, over the ${documentBudgets.elements} a phone lays out quickly: shorten a long list (neighborhoods, projects, questions) or split the page`,
    ]);
    const weights = pages.map((p) => pageWeight(dist, p.route));
    expect(scriptBudgetProblems(weights)).toEqual([]);
    const heavy = { ...weights[0]!, kind: 'static' as const, js: jsBudgets.static + 1 };
    expect(scriptBudgetProblems([heavy])[0]).toMatch(/over the 5\.0 KB budget for a page without a form/);
    expect(scriptWeightSummary(weights).join('\n')).toMatch(/pages without an island \(\d+\): JavaScript/);
    const island = weights.find((w) => w.kind === 'island')!;
    expect(scriptBudgetProblems([{ ...island, jsFirst: firstJsBudget + 1 }])[0]).toMatch(
      /before a visitor reaches for its form is over the 5\.0 KB budget/,
    );
    expect(scriptWeightSummary(weights).join('\n')).toMatch(
      /pages with an island \(\d+\): JavaScript [\d.]+ KB gzip before a form is reached \(budget 5\.0 KB\), [\d.–]+ KB once it is loaded \(budget 85\.0 KB\)/,
    );
    expect(scriptBudgetProblems([{ ...island, jsMeasure: measureJsBudget + 1 }])[0]).toMatch(
      /the field-speed code is [\d.]+ KB \(gzip\), over its 4\.0 KB budget/,
    );
    expect(scriptWeightSummary(weights).join('\n')).toMatch(
      /field speed \(web-vitals, once a page is idle\): [\d.]+ KB gzip \(budget 4\.0 KB\)/,
    );
  });
});
