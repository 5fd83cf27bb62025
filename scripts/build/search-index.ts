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
  ms: number;
  bytes: number;
}

/** Writes dist/pagefind/ for `routes` (the sitemap's) from their built HTML; returns what it did. */
export async function writeSearchIndex(
  outDir: string,
  model: SiteModel,
  routes: BuiltRoute[],
): Promise<SearchIndexStats> {
  const started = performance.now();
  const target = path.join(outDir, SEARCH_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    const added = await Promise.all(
      routes.map(async (r) => {
        const file = path.join(outDir, htmlFileForRoute(r.route));
        const content = searchDocument(fs.readFileSync(file, 'utf8'), {
          section: sectionOf(r),
          town: townOf(r, model),
        });
        const res = await index.addHTMLFile({ url: r.route, content });
        if (res.errors.length) throw new Error(`search index: ${r.route}: ${res.errors.join('; ')}`);
      }),
    );
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const f of fs.readdirSync(target)) if (UNUSED_FILES.test(f)) fs.rmSync(path.join(target, f));
    let bytes = 0;
    for (const f of fs.readdirSync(target, { recursive: true, withFileTypes: true }))
      if (f.isFile()) bytes += fs.statSync(path.join(f.parentPath, f.name)).size;
    return { pages: added.length, ms: performance.now() - started, bytes };
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
