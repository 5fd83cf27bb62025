// The site search's index (issue 26): built after the pages are written, with Pagefind's Node API, from the built
// HTML of exactly the pages sitemap.xml lists (sitemapRoutes: no drafts, 404, thank-you or `hidden: true` pages).
// Only each page's <main> is indexed, without its breadcrumbs, forms and islands (and anything a writer marks
// data-pagefind-ignore); the page's `<html lang>` puts it in its language's index (Spanish stemming for /es pages).
// Each page carries a `section` filter (service, area, article, project, page) from the route table and, for
// service-area and project pages, a `town` filter. Output: dist/pagefind/, fetched only by the search pages
// (src/browser/site-search.ts).
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { BuiltRoute, SiteModel } from '../../src/content/model.ts';
import { areaRoute, htmlFileForRoute } from '../../src/content/route-path.ts';
import { searchSectionOf, type SearchSection } from '../../src/components/search-sections.ts';

/** The folder under dist/ the index is written to; the browser imports `/${SEARCH_DIR}/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** What is not searched inside <main>: the breadcrumbs and other navigation, forms and their islands. */
const EXCLUDE = ['nav', 'form', '[data-island]', 'script', 'style', 'noscript', 'svg'];

/** Pagefind's bundled user interfaces, which this site does not use (its own is src/browser/site-search.ts). */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** The section a built route is filed under, from the English route it stands for (a Spanish page's translationOf). */
function sectionOf(r: BuiltRoute): SearchSection {
  return searchSectionOf(r.route === r.page.route ? (r.page.frontmatter.translationOf ?? r.route) : r.route);
}

/** The town a page is about: a service-area page's city, a project's city, a project list by city. */
function townOf(r: BuiltRoute, model: SiteModel): string | undefined {
  const cityOfArea = (slug: string) => model.pageByRoute.get(areaRoute(slug))?.frontmatter.area?.city;
  if (r.route !== r.page.route) {
    const m = /^\/projects\/city\/([a-z0-9-]+)$/.exec(r.route);
    return m ? cityOfArea(m[1]!) : undefined;
  }
  const fm = r.page.frontmatter;
  return fm.area?.city ?? (fm.project ? cityOfArea(fm.project.city) : undefined);
}

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The document Pagefind indexes for one built page: its language, its <main> and its filters. */
function searchDocument(html: string, filters: Record<string, string | undefined>): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const open = html.indexOf('<main');
  const close = html.lastIndexOf('</main>');
  if (open < 0 || close < open) throw new Error('no <main> element');
  // Only what Pagefind reads: the markup's classes, styles, ARIA and ids and the (unsearched) drawings and forms make
  // up most of a page's bytes, and parsing them was most of the indexing time (npm run bench).
  const inner = html
    .slice(html.indexOf('>', open) + 1, close)
    .replace(/<(svg|form|nav)\b[\s\S]*?<\/\1>/g, '')
    .replace(/\s(class|style|aria-[a-z-]+|data-slot|tabindex|role|id)="[^"]*"/g, '');
  const spans = Object.entries(filters)
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([k, v]) => `<span data-pagefind-filter="${attr(`${k}:${v}`)}"></span>`)
    .join('');
  return `<!doctype html><html lang="${attr(lang)}"><head><meta charset="utf-8"></head><body><main data-pagefind-body>${spans}${inner}</main></body></html>`;
}

export interface SearchIndexStats {
  pages: number;
  /** Milliseconds the build waited for the index after the last page was written (its cost to the build). */
  ms: number;
  /** Milliseconds from the first page handed to Pagefind to the index written (overlapping the rendering). */
  totalMs: number;
  bytes: number;
}

/**
 * The site search's indexer for one build. Each page of `routes()` (the sitemap's) goes to Pagefind as soon as it is
 * written (`add`, from the build's page ledger), so Pagefind's process indexes while the build renders the next
 * pages; `write` adds any page not seen yet (read from dist/), waits for the rest and writes dist/pagefind/.
 */
export function createSearchIndexer(model: () => SiteModel, routes: () => BuiltRoute[]) {
  let created: Promise<pagefind.PagefindIndex> | undefined;
  let firstAdd: number | undefined;
  let byRoute: Map<string, BuiltRoute> | undefined;
  const added = new Map<string, Promise<void>>();
  const open = () =>
    (created ??= pagefind.createIndex({ excludeSelectors: EXCLUDE }).then(({ index, errors }) => {
      if (!index) throw new Error(`search index: ${errors.join('; ')}`);
      return index;
    }));
  const addPage = (r: BuiltRoute, html: string) => {
    firstAdd ??= performance.now();
    const content = searchDocument(html, { section: sectionOf(r), town: townOf(r, model()) });
    const done = open().then(async (index) => {
      const res = await index.addHTMLFile({ url: r.route, content });
      if (res.errors.length) throw new Error(`search index: ${r.route}: ${res.errors.join('; ')}`);
    });
    done.catch(() => undefined); // reported by write()
    added.set(r.route, done);
  };
  return {
    /** A page the build has just written (its final HTML): indexed now when the sitemap lists it. */
    add(route: string, html: string): void {
      byRoute ??= new Map(routes().map((r) => [r.route, r]));
      const r = byRoute.get(route);
      if (r) addPage(r, html);
    },
    /** Writes dist/pagefind/ for the sitemap's pages; returns what it did. */
    async write(outDir: string): Promise<SearchIndexStats> {
      const started = performance.now();
      const target = path.join(outDir, SEARCH_DIR);
      fs.rmSync(target, { recursive: true, force: true });
      const list = routes();
      for (const r of list)
        if (!added.has(r.route)) addPage(r, fs.readFileSync(path.join(outDir, htmlFileForRoute(r.route)), 'utf8'));
      try {
        await Promise.all(list.map((r) => added.get(r.route)));
        const index = await open();
        const written = await index.writeFiles({ outputPath: target });
        if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
        for (const f of fs.readdirSync(target)) if (UNUSED_FILES.test(f)) fs.rmSync(path.join(target, f));
        let bytes = 0;
        for (const f of fs.readdirSync(target, { recursive: true, withFileTypes: true }))
          if (f.isFile()) bytes += fs.statSync(path.join(f.parentPath, f.name)).size;
        const end = performance.now();
        return { pages: list.length, ms: end - started, totalMs: end - (firstAdd ?? started), bytes };
      } finally {
        if (created) await (await created.catch(() => undefined))?.deleteIndex();
        await pagefind.close();
        created = undefined;
        firstAdd = undefined;
        added.clear();
      }
    },
  };
}
