// The site search's index (scripts/build/search-index.ts) in the built site: it holds exactly the pages sitemap.xml
// lists (no drafts, no 404, thank-you, search or other hidden page), each in the index of its language, with its
// main content only (no header, footer, breadcrumbs or forms) and its section and town filters.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { builtRoutes, loadSite, siteData } from '../../src/content/model.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { sitemapRoutes } from '../../scripts/build/site-files.ts';
import { JSDOM, VirtualConsole } from 'jsdom';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { indexedPages, uniquePhrase } from '../support/search-index.ts';
import { searchText } from '../../scripts/build/search-index.ts';
import { inlineScripts, sha256 } from '../../scripts/build/security-headers.ts';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { isSearchPage } from '../../src/browser/search-form.ts';

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

  it('leaves out a block a writer marks data-pagefind-ignore (as MDX renders it), nested blocks and all', async () => {
    // The block holds a phrase of another page's own, so the page as built does not have it.
    const phrase = uniquePhrase(indexed, '/faq')!;
    expect(phrase).toBeTruthy();
    const mdx = (open: string) =>
      `${open}\n\n${phrase}\n\n<div>\n\nStill inside: ${phrase}\n\n</div>\n\n</div>\n\nAfter the block.`;
    const render = async (source: string) => {
      const { default: Content } = await evaluate(source, { ...runtime });
      return renderToStaticMarkup(createElement(Content));
    };
    const ignored = await render(mdx('<div data-pagefind-ignore>'));
    expect(ignored).toContain('<div data-pagefind-ignore="true">');
    const built = fs.readFileSync(path.join(dist, 'warranty.html'), 'utf8');
    const withBlock = (block: string) => built.replace(/<main[^>]*>/, (m) => m + block);
    const text = (html: string) =>
      searchText(html)
        .blocks.map((b) => b.text)
        .join(' ');
    expect(text(built)).not.toContain(phrase);
    expect(text(withBlock(ignored))).toBe(`After the block. ${text(built)}`);
    // The same block without the mark is searched (so the test above can fail).
    expect(text(withBlock(await render(mdx('<div>'))))).toContain(phrase);
  });

  it("allows Pagefind's WebAssembly ('wasm-unsafe-eval') on the search pages only, as served and in _headers", async () => {
    const origin = inject('origin');
    const files = builtHtmlFiles(dist).map((f) => ({ ...f, search: isSearchPage(fs.readFileSync(f.path, 'utf8')) }));
    const searchRoutes = files.filter((f) => f.search).map((f) => f.route);
    expect(searchRoutes.sort()).toEqual(['/search', model.pairs.get('/search')!].sort());
    const served = async (target: string) => {
      const res = await fetch(origin + target);
      return { csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
    };
    for (const f of files) {
      const { csp } = await served(f.route);
      expect(csp, f.route).toMatch(/^default-src /);
      expect(csp.split('default-src').length, `${f.route}: one policy`).toBe(2);
      expect(csp.includes("'wasm-unsafe-eval'"), f.route).toBe(f.search);
    }
    // A search page asked with a query (the server writes it into the form) keeps its policy, and the policy still
    // lists the hash of every inline script the page now has.
    const hostile = '"><script>alert(1)</script>';
    for (const route of searchRoutes) {
      const { csp, html } = await served(`${route}?q=${encodeURIComponent(hostile)}`);
      expect(csp).toContain("'wasm-unsafe-eval'");
      for (const script of inlineScripts(html)) expect(csp, route).toContain(sha256(script));
      const box = new JSDOM(html, {
        virtualConsole: new VirtualConsole(),
      }).window.document.querySelector<HTMLInputElement>('[data-site-search] input[name="q"]');
      expect(box?.value).toBe(hostile);
      expect(inlineScripts(html)).toEqual(
        inlineScripts(fs.readFileSync(files.find((f) => f.route === route)!.path, 'utf8')),
      );
    }
    // The same in _headers, for Netlify and Cloudflare Pages: the site-wide policy without it, each search page's with.
    const blocks = new Map(
      fs
        .readFileSync(path.join(dist, '_headers'), 'utf8')
        .split(/\n\n+/)
        .map((b) => b.split('\n'))
        .map(([pattern, ...lines]) => [pattern!, lines.filter((l) => /^\s+Content-Security-Policy:/.test(l))]),
    );
    expect(blocks.get('/*')).toHaveLength(1);
    expect(blocks.get('/*')![0]).not.toContain("'wasm-unsafe-eval'");
    for (const f of files.filter((x) => x.route !== '/404')) {
      const own = blocks.get(f.route) ?? [];
      expect(own.length, f.route).toBe(f.search ? 1 : 0);
      if (f.search) expect(own[0]).toContain("'wasm-unsafe-eval'");
    }
  });
});
