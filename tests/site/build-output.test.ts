// The built site: every route pre-rendered with its content and head, plus sitemap, robots, redirects, 404.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { siteData, builtRoutes, loadSite } from '../../src/content/model.ts';
import { NOT_FOUND_ROUTES, htmlFileForRoute, langOfRoute, routeFromFile } from '../../src/content/route-path.ts';
import { builtPage } from '../support/html.ts';
import { specNotFoundLinks, specRedirects } from '../support/spec.ts';
import { telHref } from '../../src/content/business.ts';
import { fill } from '../../src/page/fill.ts';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { SOURCE_LINE_ATTRIBUTE } from '../../scripts/build/source-lines.ts';

const dist = inject('dist');
// Every route the build renders: page files (no drafts) and the pages generated from the collections, each with
// the title, description and label it shows, and whether it is hidden (a generated list too short to be indexed is).
const pages = builtRoutes(loadSite()).map((r) => ({
  route: r.route,
  frontmatter: { ...r.page.frontmatter, title: r.title, description: r.description, label: r.label, hidden: r.hidden },
}));
const business = siteData('business');
const doc = builtPage;

describe('the production build', () => {
  it('carries no MDX source lines (only a check build or a preview marks them, scripts/build/source-lines.ts)', () => {
    // dist/ is npm run check's build (which takes them out once checked) or a plain build.
    for (const f of builtHtmlFiles(dist))
      expect(fs.readFileSync(f.path, 'utf8').includes(SOURCE_LINE_ATTRIBUTE), f.file).toBe(false);
  });
});

describe('every route is pre-rendered', () => {
  for (const page of pages) {
    it(`${page.route}: h1, title, description, canonical, social tags and JSON-LD in the static HTML`, () => {
      const d = doc(page.route);
      expect(d.querySelectorAll('h1')).toHaveLength(1);
      expect(d.querySelector('title')?.textContent).toBe(page.frontmatter.title);
      expect(d.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.frontmatter.description);
      expect(d.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
        page.frontmatter.keywords.join(', '),
      );
      const canonical = d.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (page.frontmatter.hidden) {
        expect(canonical).toBeUndefined();
        expect(d.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      } else {
        expect(canonical).toBe(page.route === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${page.route}`);
        if (page.route !== '/') expect(canonical).not.toMatch(/\/$/);
      }
      for (const p of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image'])
        expect(d.querySelector(`meta[property="${p}"]`)).not.toBeNull();
      expect(d.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
      const scripts = d.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const graph = JSON.parse(scripts[0]!.textContent!)['@graph'] as { '@type': string }[];
      const types = graph.map((n) => n['@type']);
      expect(types).toContain('BreadcrumbList');
      const expected = page.frontmatter.schema.map((k) => (k === 'LocalBusiness' ? 'HomeAndConstructionBusiness' : k));
      for (const t of expected) expect(types).toContain(t);
      // Content is in the HTML, in place (readable without JavaScript): the layout and the page body, not a
      // streamed-in hidden block that a script moves later.
      expect(d.querySelector('#root main [data-static="page"] h1')).not.toBeNull();
      expect(d.querySelector('[hidden][id^="S:"], template[id^="B:"]')).toBeNull();
      expect(d.querySelector('#root header')).not.toBeNull();
      expect(d.querySelector('#root main')?.textContent?.trim().length).toBeGreaterThan(50);
      expect(d.querySelector('#root footer')?.textContent).toContain(business.phone);
    });
  }

  it('keeps the charset declaration in the first 1024 bytes', () => {
    for (const page of pages) {
      const html = fs.readFileSync(path.join(dist, htmlFileForRoute(page.route)), 'utf8');
      expect(html.slice(0, 1024)).toMatch(/<meta\b[^>]*\bcharset="UTF-8"/i);
    }
  });

  it('renders visible breadcrumbs matching the BreadcrumbList on inner pages, in the page language', () => {
    const homes = ['/', routeFromFile('pages/es/index.mdx')];
    for (const page of pages.filter((p) => !homes.includes(p.route) && !p.frontmatter.hidden)) {
      const words = siteData(`ui.${langOfRoute(page.route)}`).breadcrumbs;
      const d = doc(page.route);
      const visible = [...d.querySelectorAll(`nav[aria-label="${words.label}"] li`)].map((li) =>
        li.textContent!.replace('/', '').trim(),
      );
      const graph = JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];
      const list = graph.find((n: { '@type': string }) => n['@type'] === 'BreadcrumbList');
      expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(visible);
      expect(visible[0]).toBe(words.home);
      expect(visible.at(-1)).toBe(page.frontmatter.label ?? page.frontmatter.title);
    }
  });
});

describe('files beside the pages', () => {
  it('sitemap.xml lists every visible route once, with absolute URLs and git dates', () => {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = pages
      .filter((p) => !p.frontmatter.hidden)
      .map((p) => (p.route === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${p.route}`));
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs.some((l) => l!.endsWith('/404'))).toBe(false);
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(locs.length);
  });

  it('robots.txt points at the sitemap', () => {
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${business.siteUrl}/sitemap.xml`,
    );
  });

  it('_redirects holds the permanent redirects of decision 2 and every one of content/redirects.yaml', () => {
    const lines = fs.readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n');
    for (const r of [...specRedirects, ...siteData('redirects')]) expect(lines).toContain(`${r.from} ${r.to} 301`);
  });

  it('_redirects answers an unknown Spanish address with the Spanish not-found page and status 404 (Netlify)', () => {
    const lines = fs.readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n');
    const es = NOT_FOUND_ROUTES.es;
    const rule = `${path.posix.dirname(es)}/* /${htmlFileForRoute(es)} 404`;
    expect(lines).toContain(rule);
    expect(fs.existsSync(path.join(dist, htmlFileForRoute(es)))).toBe(true);
    // After every redirect: Netlify takes the first rule that matches.
    expect(lines.indexOf(rule)).toBe(lines.filter(Boolean).length - 1);
  });

  it('404.html is the not-found page of the spec: its words (content/ui.en.yaml), the pages it offers, the phone', () => {
    const d = doc('/404');
    const words = siteData('ui.en').blocks.notFound;
    const main = d.querySelector('main')!;
    expect(d.querySelector('h1')?.textContent).toBe(words.title);
    expect(main.textContent).toContain(words.sorry);
    expect(main.textContent).toContain(fill(words.call, { phone: business.phone }));
    // The pages SPEC names, and every page whose frontmatter asks to be offered there (`notFound: true`).
    const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const flagged = pages.filter((p) => p.frontmatter.notFound && langOfRoute(p.route) === 'en').map((p) => p.route);
    expect(flagged.length).toBeGreaterThan(0);
    for (const h of new Set([...specNotFoundLinks, ...flagged])) expect(hrefs).toContain(h);
    expect(hrefs).toContain(telHref);
  });

  it('the HTML sitemap page lists every visible route', () => {
    const hrefs = new Set([...doc('/sitemap').querySelectorAll('main a')].map((a) => a.getAttribute('href')));
    for (const p of pages.filter((p) => !p.frontmatter.hidden)) expect(hrefs.has(p.route)).toBe(true);
  });

  it('ships no build manifests or template leftovers', () => {
    expect(fs.existsSync(path.join(dist, '.vite'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'src'))).toBe(false);
  });
});

describe('social sharing card', () => {
  it('og-default.png is a 1200x630 PNG and every page without its own image points at it with its size', () => {
    const png = fs.readFileSync(path.join(dist, 'og-default.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    for (const page of pages.filter((p) => !p.frontmatter.ogImage)) {
      const d = doc(page.route);
      expect(d.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
        `${business.siteUrl}/og-default.png`,
      );
      expect(d.querySelector('meta[property="og:image:width"]')?.getAttribute('content')).toBe('1200');
      expect(d.querySelector('meta[property="og:image:height"]')?.getAttribute('content')).toBe('630');
      expect(d.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toContain(business.name);
    }
  });
});
