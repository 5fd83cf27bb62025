// Each page's JavaScript, decided by the page itself. The template (src/index.html) carries no script: this
// plugin builds src/browser.ts as an entry of vite-react-ssg's client build, and the generator's onPageRendered
// hook appends to each page the script list for what that page rendered (the set src/islands/page-scripts.ts
// collects): always the browser entry and its static imports (the menus, ~2 KB gzip), plus each enhancer
// (the accordion, the site map's filter) on the pages that have one; on pages with islands, React, the island
// loader and the page's islands are listed apart, fetched once the visitor reaches for an island. Chunk
// names come from Vite's client manifest (`.vite/manifest.json`, Vite's documented interface for a server that
// writes its own script tags). The list is loaded after the page has painted (deferred-modules.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageScript } from '../../src/islands/page-scripts.ts';
import { pageScriptTags, type DeferredModules } from './deferred-modules.ts';
import { currentSite } from '../../src/content/model.ts';
import { EVENTS_PATH } from '../../src/forms/source.ts';

const BROWSER_ENTRY = 'src/browser.ts';
/** Page-wide enhancers (plain TypeScript, no React), by the need a page records for them. */
const ENHANCERS: Record<Exclude<PageScript, `island:${string}`>, string> = {
  accordion: 'src/browser/accordion.ts',
  'site-filter': 'src/browser/site-filter.ts',
  'site-search': 'src/browser/site-search.ts',
  photos: 'src/browser/photos.ts',
};
const ISLAND_LOADER = 'src/islands/hydrate.tsx';
/** The field-speed code the entry loads once the page is idle (src/browser/visit.ts). */
const MEASURE = 'src/browser/vitals.ts';
const islandModule = (name: string) => `src/islands/${name}.tsx`;

/** Builds the browser entry as a chunk of the client build (the SSR build and the dev server leave it alone). */
export function browserEntryPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'site:browser-entry',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (!ssr) this.emitFile({ type: 'chunk', id: path.resolve(BROWSER_ENTRY), name: 'browser' });
    },
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

let cached: { file: string; mtimeMs: number; manifest: Manifest } | undefined;

/** The client build's manifest (vite-react-ssg always turns it on for the client build). */
function readClientManifest(outDir: string): Manifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  const { mtimeMs } = fs.statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs)
    cached = { file, mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
  return cached.manifest;
}

/**
 * The site's stylesheet as built: the hashed file the template (src/index.html) links, as a URL. The template loads
 * no script, so its manifest entry is the stylesheet itself.
 */
export function siteStylesheet(outDir: string, base = '/'): string {
  const entry = readClientManifest(outDir)['src/index.html'];
  const css = entry?.file.endsWith('.css') ? [entry.file] : (entry?.css ?? []);
  if (css.length !== 1)
    throw new Error(`the client build's manifest names ${css.length} stylesheets for src/index.html, not one`);
  return `${base}${css[0]}`;
}

/**
 * The page's script list: the entry, and every chunk its needs load (with their static imports) to preload; the
 * islands' chunks (those the page does not load anyway) apart, for when the visitor reaches for an island; the
 * field-speed code apart too; and where the counts go (`events`: only when the site's own receiver takes them).
 */
export function pageModules(
  manifest: Manifest,
  needs: Iterable<PageScript>,
  base = '/',
  events?: string,
): DeferredModules {
  const files: string[] = [];
  const visitInto = (into: string[]) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the client build's manifest (scripts/build/page-scripts.ts)`);
      if (files.includes(chunk.file) || into.includes(chunk.file)) return;
      into.push(chunk.file);
      chunk.imports?.forEach(visit);
    };
    return visit;
  };
  const visit = visitInto(files);
  visit(BROWSER_ENTRY);
  const sorted = [...needs].sort();
  for (const need of sorted) if (!need.startsWith('island:')) visit(ENHANCERS[need as keyof typeof ENHANCERS]);
  const islands: string[] = [];
  const visitIsland = visitInto(islands);
  for (const need of sorted)
    if (need.startsWith('island:')) {
      visitIsland(ISLAND_LOADER);
      visitIsland(islandModule(need.slice('island:'.length)));
    }
  // Counting, and so the field-speed code, only where the site's own receiver takes the counts.
  const measure: string[] = [];
  if (events) visitInto(measure)(MEASURE);
  const [entry, ...preload] = files.map((f) => `${base}${f}`);
  return {
    entry: [entry!],
    preload,
    ...(islands.length ? { islands: islands.map((f) => `${base}${f}`) } : {}),
    ...(measure.length ? { measure: measure.map((f) => `${base}${f}`) } : {}),
    ...(events ? { events } : {}),
  };
}

/**
 * vite-react-ssg puts `<script>/* SCRIPT_COMMENT_PLACEHOLDER *\/</script>` after the root container and, after
 * onPageRendered, fills it with `window.__VITE_REACT_SSG_HASH__ = '…'` for its client router's data files. The
 * browser runs no router, so the placeholder goes (see docs/GENERATOR-NOTES.md); if the generator stops emitting
 * it in this form, the build says so instead of silently shipping an inline script the CSP blocks.
 */
export const SSG_HASH_PLACEHOLDER = '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>';

export function dropSsgHashPlaceholder(route: string, html: string): string {
  const at = html.indexOf(SSG_HASH_PLACEHOLDER);
  if (at < 0)
    throw new Error(
      `vite-react-ssg no longer wrote its hash placeholder script into ${route}: its output changed, see docs/GENERATOR-NOTES.md`,
    );
  return html.slice(0, at).replace(/\s+$/, '') + html.slice(at + SSG_HASH_PLACEHOLDER.length);
}

/** The root container as the generator leaves it when the app it rendered (the head tags) has no body. */
const EMPTY_ROOT = '<div id="root" data-server-rendered="true"></div>';

/**
 * Puts the page's body (rendered by src/page-app.tsx) into the root container of the generator's page. Throws if
 * the generator stops writing the container in this form, so a changed generator stops the build instead of
 * shipping empty pages (docs/GENERATOR-NOTES.md).
 */
export function fillRoot(route: string, html: string, body: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0)
    throw new Error(
      `vite-react-ssg no longer wrote an empty root container into ${route}: its output changed, see docs/GENERATOR-NOTES.md`,
    );
  const open = EMPTY_ROOT.length - '</div>'.length;
  // Spliced, not String.replace: a body with "$&" or "$1" in it (prices) must go in as it is.
  return html.slice(0, at + open) + body + html.slice(at + open);
}

/**
 * The site's own receiver takes the counts when the forms post to it (a path on this origin, `npm start`); a site
 * whose forms post to a hosted service (FORM_ENDPOINT) sends none.
 */
function eventsAddress(): string | undefined {
  const endpoint = currentSite().business?.formEndpoint ?? '';
  return endpoint.startsWith('/') && !endpoint.startsWith('//') ? EVENTS_PATH : undefined;
}

/** The page as the generator hands it to onPageRendered, and what the site's render put on its context. */
export interface RenderedShell {
  route: string;
  html: string;
  body: string;
  needs: Iterable<PageScript>;
}

/** onPageRendered for the build: drop the generator's router hand-over, append the page's scripts, fill the body. */
export function withPageScripts(
  { route, html, body, needs }: RenderedShell,
  { outDir, base = '/' }: { outDir: string; base?: string },
): string {
  const tags = pageScriptTags(pageModules(readClientManifest(outDir), needs, base, eventsAddress()));
  return fillRoot(route, dropSsgHashPlaceholder(route, html).replace(/<\/body>/, `${tags}</body>`), body);
}

/** onPageRendered for the dev server: the entry as a plain module script (Vite serves it from source). */
export function withDevPageScripts({ route, html, body }: RenderedShell): string {
  const shell = dropSsgHashPlaceholder(route, html).replace(
    /<\/body>/,
    `<script type="module" src="/${BROWSER_ENTRY}"></script></body>`,
  );
  return fillRoot(route, shell, body);
}
