// The site search's index: built after the pages are written, with Pagefind's Node API, from the built HTML of exactly
// the pages sitemap.xml lists (sitemapRoutes: no drafts, 404, thank-you or `hidden: true` pages). Only each page's
// <main> is indexed, without its breadcrumbs, forms and islands (and anything a writer marks data-pagefind-ignore); the
// page's `<html lang>` puts it in its language's index (Spanish stemming for /es pages). Each page carries a `section`
// filter (service, area, article, project, page) from the route table and, for service-area and project pages, a `town`
// filter. Output: dist/pagefind/, fetched only by the search pages (src/browser/site-search.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { BuiltRoute, SiteModel } from '../../src/content/model.ts';
import { areaRoute, htmlFileForRoute } from '../../src/content/route-path.ts';
import { searchSectionOf, type SearchSection } from '../../src/components/search-sections.ts';
import { escapeHtml, unescapeHtml } from '../shared/html-escape.ts';

/** The folder under dist/ the index is written to; the browser imports `/${SEARCH_DIR}/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** Elements inside <main> whose text is not searched: navigation (breadcrumbs), forms, scripts and drawings. */
const SKIPPED_TAGS = new Set(['nav', 'form', 'script', 'style', 'noscript', 'svg', 'template']);
/** …and elements with these attributes: the islands, and what a writer keeps out (`<div data-pagefind-ignore>`). */
const SKIPPED_ATTRIBUTE = /\sdata-(island|pagefind-ignore)(=|\s|\/?$)/;
/** Elements that end a sentence in the searched text (Pagefind's own HTML reading puts a full stop there). */
const BLOCK_TAGS = new Set(
  'address article aside blockquote br caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table td th tr ul'.split(
    ' ',
  ),
);
const VOID_TAGS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

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
    // A generated page: a town's only if it lists one city's projects.
    const listed = model.generated.find((g) => g.route === r.route)?.generated;
    return listed?.kind === 'city' ? cityOfArea(listed.key) : undefined;
  }
  const fm = r.page.frontmatter;
  return fm.area?.city ?? (fm.project ? cityOfArea(fm.project.city) : undefined);
}

/** One run of a page's searched text: a heading (h1–h6) or the text between two block boundaries. */
interface TextBlock {
  tag: string;
  text: string;
}

export interface SearchText {
  language: string;
  blocks: TextBlock[];
}

/** Finds the start tags and end tags of one element name (the skipped ones), by name. */
const sameTag = new Map<string, RegExp>();
/** Where the element `tag` whose start tag ends at `from` ends in `html`: after its end tag, nested ones counted. */
function endOfElement(html: string, tag: string, from: number): number {
  let re = sameTag.get(tag);
  if (!re) sameTag.set(tag, (re = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi')));
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return re.lastIndex;
  }
  return html.length;
}

/**
 * The searched text of a built page: its language (`<html lang>`) and the text of its <main>, in blocks, without the
 * skipped elements. Read here rather than by Pagefind's HTML parser: the site's pages carry ~100 KB of markup each,
 * nearly all of it classes, attributes and drawings that Pagefind would parse only to drop (docs/search.md).
 */
export function searchText(html: string): SearchText {
  const language = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const open = html.indexOf('<main');
  const close = html.lastIndexOf('</main>');
  if (open < 0 || close < open) throw new Error('no <main> element');
  const body = html.slice(html.indexOf('>', open) + 1, close);
  const blocks: TextBlock[] = [];
  let text = '';
  let heading: string | undefined;
  const endBlock = () => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t) blocks.push({ tag: heading ?? 'p', text: t });
    text = '';
  };
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let at = 0;
  for (let m = tags.exec(body); m; m = tags.exec(body)) {
    if (m.index > at) text += unescapeHtml(body.slice(at, m.index));
    at = tags.lastIndex;
    if (!m[2]) continue; // a comment
    const tag = m[2].toLowerCase();
    const closing = m[1] === '/';
    const attributes = m[3]!;
    const opens = !closing && !VOID_TAGS.has(tag) && !attributes.endsWith('/');
    if (opens && (SKIPPED_TAGS.has(tag) || SKIPPED_ATTRIBUTE.test(attributes))) {
      at = tags.lastIndex = endOfElement(body, tag, at);
      continue;
    }
    if (BLOCK_TAGS.has(tag)) endBlock();
    else text += ' ';
    if (/^h[1-6]$/.test(tag)) heading = closing ? undefined : tag;
  }
  text += unescapeHtml(body.slice(at));
  endBlock();
  return { language, blocks };
}

/**
 * The document Pagefind indexes for one built page: its language, its text as headings and paragraphs (so Pagefind
 * still ranks a word in a heading above one in the body, and takes the title from the <h1>) and its filters.
 */
function searchDocument({ language, blocks }: SearchText, filters: Record<string, string | undefined>): string {
  const spans = Object.entries(filters)
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([k, v]) => `<span data-pagefind-filter="${escapeHtml(`${k}:${v}`)}"></span>`)
    .join('');
  const text = blocks.map((b) => `<${b.tag}>${escapeHtml(b.text)}</${b.tag}>`).join('');
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"></head><body><main data-pagefind-body>${spans}${text}</main></body></html>`;
}

export interface SearchIndexStats {
  pages: number;
  ms: number;
  bytes: number;
}

/**
 * Writes `files` (relative path, text) into a new scratch folder and returns it: in memory (/dev/shm) where the
 * machine has one with room, since creating a thousand small files on disk can cost more than indexing them; else
 * in the system's temporary folder.
 */
function writeScratch(files: [string, string][]): string {
  const bases = fs.existsSync('/dev/shm') ? ['/dev/shm', os.tmpdir()] : [os.tmpdir()];
  let failure: unknown;
  for (const base of bases) {
    let folder: string | undefined;
    try {
      folder = fs.mkdtempSync(path.join(base, 'site-search-'));
      for (const [name, text] of files) {
        const file = path.join(folder, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
      }
      return folder;
    } catch (e) {
      // Not writable or full (a container's small /dev/shm): the next place.
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
      failure = e;
    }
  }
  throw failure;
}

/**
 * Writes dist/pagefind/ for `routes` (the sitemap's) from their built pages; returns what it did. `read`: the text of
 * the pages the build read as it wrote them (the page ledger, scripts/build/site-files.ts), and the time that took,
 * which counts as the index's; a page not in it is read back from disk.
 *
 * Each page's document is written to a scratch folder under its built file's name and the folder is handed to
 * Pagefind at once (addDirectory): Pagefind then reads the pages on every core, where page by page (addHTMLFile) it
 * takes them one at a time, each through its message channel. So Pagefind names a page by that file
 * ("/services/x.html"); the search page links the route (routeFromSearchUrl).
 */
export async function writeSearchIndex(
  outDir: string,
  model: SiteModel,
  routes: BuiltRoute[],
  read: { texts: Map<string, SearchText>; ms: number } = { texts: new Map(), ms: 0 },
): Promise<SearchIndexStats> {
  const started = performance.now() - read.ms;
  const target = path.join(outDir, SEARCH_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  const docs = writeScratch(
    routes.map((r) => {
      const file = htmlFileForRoute(r.route);
      try {
        const text = read.texts.get(r.route) ?? searchText(fs.readFileSync(path.join(outDir, file), 'utf8'));
        return [file, searchDocument(text, { section: sectionOf(r), town: townOf(r, model) })];
      } catch (err) {
        // About one page: said at its file, as the writers' gate reads a build's failure.
        throw new Error(`${r.page.rel}:1:1 search index: ${r.route} (dist/${file}): ${(err as Error).message}`);
      }
    }),
  );
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new Error(`search index: ${errors.join('; ')}`);
    try {
      const added = await index.addDirectory({ path: docs });
      if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`);
      if (added.page_count !== routes.length)
        throw new Error(`search index: ${added.page_count} of ${routes.length} pages indexed`);
      const written = await index.writeFiles({ outputPath: target });
      if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    } finally {
      await index.deleteIndex();
      await pagefind.close();
    }
    for (const f of fs.readdirSync(target)) if (UNUSED_FILES.test(f)) fs.rmSync(path.join(target, f));
    let bytes = 0;
    for (const f of fs.readdirSync(target, { recursive: true, withFileTypes: true }))
      if (f.isFile()) bytes += fs.statSync(path.join(f.parentPath, f.name)).size;
    return { pages: routes.length, ms: performance.now() - started, bytes };
  } finally {
    fs.rmSync(docs, { recursive: true, force: true });
  }
}
