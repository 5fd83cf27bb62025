// The site search's index (scripts/build/search-index.ts) in the built site: it holds exactly the pages sitemap.xml
// lists (no drafts, no 404, thank-you, search or other hidden page), each in the index of its language, with its
// main content only (no header, footer, breadcrumbs or forms) and its section and town filters.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { builtRoutes, loadSite, siteData } from '../../src/content/model.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { sitemapRoutes } from '../../scripts/build/site-files.ts';
import { indexedPages } from '../support/search-index.ts';

const model = loadSite();
const dist = inject('dist');
const indexed = indexedPages(dist);
const listed = sitemapRoutes(model).map((r) => r.route);

describe('search index', () => {
  it('covers exactly the pages sitemap.xml lists, each once', () => {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const origin = model.business!.siteUrl;
    const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(origin.length) || '/');
    expect([...inSitemap].sort()).toEqual([...listed].sort());
    expect(indexed.map((p) => p.url).sort()).toEqual([...listed].sort());
  });

  it('leaves out hidden pages (404, thank-you) and drafts', () => {
    const urls = new Set(indexed.map((p) => p.url));
    const hidden = builtRoutes(model).filter((r) => r.hidden);
    expect(hidden.map((r) => r.route)).toEqual(expect.arrayContaining(['/404', '/thank-you']));
    for (const r of hidden) expect(urls.has(r.route), r.route).toBe(false);
    for (const p of model.pages)
      if (p.frontmatter.article?.draft || p.frontmatter.project?.draft) expect(urls.has(p.route), p.route).toBe(false);
  });

  it('puts each page in the index of its language (Spanish pages in the Spanish one)', () => {
    for (const p of indexed) expect(p.lang, p.url).toBe(langOfRoute(p.url));
    expect(indexed.some((p) => p.lang === 'es')).toBe(true);
    expect(fs.readdirSync(path.join(dist, 'pagefind')).filter((f) => f.endsWith('.pf_meta'))).toHaveLength(2);
  });

  it('indexes the main content only: no header, footer, breadcrumbs or form words', () => {
    for (const lang of ['en', 'es'] as const) {
      const ui = siteData(`ui.${lang}`);
      for (const p of indexed.filter((x) => x.lang === lang)) {
        expect(p.content, p.url).not.toContain(ui.header.skipToMain);
        expect(p.content, p.url).not.toContain(ui.footer.readReviews);
        expect(p.content, p.url).not.toContain(ui.related.label);
      }
    }
    // The contact page's form (labels, button) is not searchable text.
    const contact = indexed.find((p) => p.url === '/contact')!;
    const html = fs.readFileSync(path.join(dist, 'contact.html'), 'utf8');
    const label = /<form[\s\S]*?<label[^>]*>([^<]{4,})</.exec(html)?.[1]?.trim();
    expect(label).toBeTruthy();
    expect(contact.content).not.toContain(label);
  });

  it('files every page under its section, and service-area and project pages under their town', () => {
    const byUrl = new Map(indexed.map((p) => [p.url, p]));
    for (const r of sitemapRoutes(model)) {
      const english = r.route === r.page.route ? (r.page.frontmatter.translationOf ?? r.route) : r.route;
      const top = english.split('/')[1];
      const section =
        { services: 'service', 'service-areas': 'area', articles: 'article', projects: 'project' }[top ?? ''] ?? 'page';
      const p = byUrl.get(r.route)!;
      expect(p.filters.section, r.route).toEqual([section]);
      if (r.route === r.page.route && r.page.frontmatter.area)
        expect(p.filters.town, r.route).toEqual([r.page.frontmatter.area.city]);
      if (r.route === r.page.route && r.page.frontmatter.project) {
        const city = model.pageByRoute.get(`/service-areas/${r.page.frontmatter.project.city}`)!.frontmatter.area!.city;
        expect(p.filters.town, r.route).toEqual([city]);
      }
    }
  });
});
