// Bytes each built page loads, gzip-compressed as the server sends them: the HTML; its JavaScript, i.e. every
// module the HTML loads (module scripts, modulepreloads and the deferred list, see deferred-modules.ts) plus,
// transitively, every module those import statically, in two figures: before the visitor reaches for an island
// (a form: React and its code come only then, src/islands/on-demand.ts) and once the islands are loaded; its CSS
// (stylesheet files and inline <style>). Modules
// loaded later on demand (a dynamic import nobody preloads, such as the toast library on the first toast) are
// not counted here; Lighthouse's figures in the audit count everything actually fetched.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { deferredModules } from '../build/deferred-modules.ts';
import { documentBudgets, firstJsBudget, jsBudgets, KB, measureJsBudget, type PageKind } from '../audit/budgets.ts';

const gzCache = new Map<string, number>();
function gzipSize(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) gzCache.set(file, (n = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length));
  return n;
}

/** Gzip size of a page's inline <style> blocks (its first screen's rules, scripts/build/first-screen-css.ts). */
function inlineCssBytes(html: string): number {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return css ? zlib.gzipSync(css, { level: 9 }).length : 0;
}

/** What a page's HTML document weighs (documentBudgets): gzip bytes, and the elements the phone lays out. */
export interface DocumentWeight {
  /** The document through the end of its first <h1>: what must arrive in the first round trip. */
  firstScreen: number;
  document: number;
  inlineCss: number;
  elements: number;
  /** Stylesheet links before the end of the <h1>: each would hold back the first paint. */
  blockingStylesheets: number;
}

const gzipBytes = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

export function documentWeight(html: string): DocumentWeight {
  const h1 = html.indexOf('</h1>');
  const firstScreen = h1 < 0 ? html : html.slice(0, h1 + '</h1>'.length);
  // Start tags outside the text of scripts and styles (JSON-LD escapes its "<"), as the browser counts elements.
  const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2>').replace(/<!--[\s\S]*?-->/g, '');
  return {
    firstScreen: gzipBytes(firstScreen),
    document: gzipBytes(html),
    inlineCss: inlineCssBytes(html),
    elements: markup.match(/<[a-zA-Z]/g)?.length ?? 0,
    blockingStylesheets: firstScreen.match(/<link\b[^>]*\brel="stylesheet"/g)?.length ?? 0,
  };
}

/** What is over budget in a page's document, each with its figure and the budget, in words a writer can act on. */
export function documentBudgetProblems(w: DocumentWeight, b = documentBudgets): string[] {
  const out: string[] = [];
  if (w.firstScreen > b.firstScreenBytes)
    out.push(
      `its first screen (through the h1) is ${kb(w.firstScreen)} gzip, over the ${kb(b.firstScreenBytes)} that arrive in the first round trip: move long text or lists below the page's opening block`,
    );
  if (w.blockingStylesheets)
    out.push(`a stylesheet is linked before its h1: the first screen's rules are inline, the rest is linked after it`);
  if (w.document > b.documentBytes)
    out.push(
      `the page is ${kb(w.document)} gzip, over the ${kb(b.documentBytes)} budget: shorten it or split it into two pages`,
    );
  if (w.inlineCss > b.inlineCssBytes)
    out.push(
      `its first screen's inline CSS is ${kb(w.inlineCss)} gzip, over the ${kb(b.inlineCssBytes)} budget: the opening block uses too many different styles`,
    );
  if (w.elements > b.elements)
    out.push(
      `the page has ${w.elements} elements, over the ${b.elements} a phone lays out quickly: shorten a long list (neighborhoods, projects, questions) or split the page`,
    );
  return out;
}

/**
 * Relative modules a built ES module imports statically (`import{a}from"./x.js"`, `import"./x.js"`,
 * `export{a}from"./x.js"`), not `import("./x.js")`.
 */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'`](\.\.?\/[^"'`]+)["'`]/g,
  ))
    out.add(m[1]!);
  return [...out];
}

/** `urls` (site paths such as /assets/x.js) plus everything they import statically, in load order. */
function withStaticImports(dist: string, urls: Iterable<string>): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = path.join(dist, url);
    if (!fs.existsSync(file)) return;
    for (const spec of staticImports(fs.readFileSync(file, 'utf8')))
      visit(path.posix.join(path.posix.dirname(url), spec));
  };
  for (const u of urls) visit(u);
  return [...seen];
}

/** A page with an island (a form, the site-map filter) may load React; any other page may not. */
function pageKind(html: string): PageKind {
  return /\sdata-island="/.test(html) ? 'island' : 'static';
}

/** What a page's JavaScript weighs: the build's budget check needs only this. */
export interface ScriptWeight {
  route: string;
  kind: PageKind;
  /** Everything, the islands' code loaded. */
  js: number;
  jsFiles: string[];
  /** Before the visitor reaches for an island (all of `js` on a page without one). */
  jsFirst: number;
  /** The field-speed code (web-vitals), fetched once the page is idle where counting is allowed; not in `js`. */
  jsMeasure: number;
}

export interface PageWeight extends ScriptWeight {
  html: number;
  /** The stylesheet files the page links (the site's one, after the first screen), gzip. */
  stylesheet: number;
  doc: DocumentWeight;
}

function readPage(dist: string, route: string): { file: string; html: string } {
  const file = path.join(dist, htmlFileForRoute(route));
  return { file, html: fs.readFileSync(file, 'utf8') };
}

const sizeOf = (dist: string, urls: Iterable<string>) =>
  [...urls].reduce((sum, u) => sum + gzipSize(path.join(dist, u)), 0);

/** The page's JavaScript (the script files are compressed once per build, not once per page). */
export function scriptWeight(dist: string, route: string, html = readPage(dist, route).html): ScriptWeight {
  const js = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) js.add(m[1]!);
  const deferred = deferredModules(html);
  for (const u of [...(deferred?.entry ?? []), ...(deferred?.preload ?? [])]) js.add(u);
  const firstFiles = withStaticImports(dist, js);
  const jsFiles = withStaticImports(dist, [...firstFiles, ...(deferred?.islands ?? [])]);
  const measureFiles = withStaticImports(dist, deferred?.measure ?? []).filter((f) => !firstFiles.includes(f));
  return {
    route,
    kind: pageKind(html),
    js: sizeOf(dist, jsFiles),
    jsFiles,
    jsFirst: sizeOf(dist, firstFiles),
    jsMeasure: sizeOf(dist, measureFiles),
  };
}

export function pageWeight(dist: string, route: string): PageWeight {
  const { file, html } = readPage(dist, route);
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"/g)) css.add(m[1]!);
  return {
    ...scriptWeight(dist, route, html),
    html: gzipSize(file),
    stylesheet: sizeOf(dist, css),
    doc: documentWeight(html),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per page kind: how many pages, and the smallest and largest script weight among them. */
export function scriptWeightSummary(weights: ScriptWeight[]): string[] {
  const byKind = (Object.keys(jsBudgets) as PageKind[]).flatMap((kind) => {
    const ofKind = weights.filter((w) => w.kind === kind);
    if (!ofKind.length) return [];
    const range = (bytes: number[]) =>
      Math.min(...bytes) === Math.max(...bytes) ? kb(bytes[0]!) : `${kb(Math.min(...bytes))}–${kb(Math.max(...bytes))}`;
    const all = range(ofKind.map((w) => w.js));
    if (kind === 'static')
      return [`pages without an island (${ofKind.length}): JavaScript ${all} gzip (budget ${kb(jsBudgets[kind])})`];
    return [
      `pages with an island (${ofKind.length}): JavaScript ${range(ofKind.map((w) => w.jsFirst))} gzip before a ` +
        `form is reached (budget ${kb(firstJsBudget)}), ${all} once it is loaded (budget ${kb(jsBudgets[kind])})`,
    ];
  });
  const measure = Math.max(0, ...weights.map((w) => w.jsMeasure));
  if (!measure) return byKind;
  return [
    ...byKind,
    `field speed (web-vitals, once a page is idle): ${kb(measure)} gzip (budget ${kb(measureJsBudget)})`,
  ];
}

/** A message for each page whose JavaScript is over its kind's budget. */
export function scriptBudgetProblems(weights: ScriptWeight[]): string[] {
  return weights.flatMap((w) => [
    ...(w.js > jsBudgets[w.kind]
      ? [
          `${w.route}: ${kb(w.js)} of JavaScript (gzip) is over the ${kb(jsBudgets[w.kind])} budget for ` +
            `${w.kind === 'island' ? 'a page with an island' : 'a page without a form or other island'} ` +
            `(${w.jsFiles.join(', ')})`,
        ]
      : []),
    ...(w.kind === 'island' && w.jsFirst > firstJsBudget
      ? [
          `${w.route}: ${kb(w.jsFirst)} of JavaScript (gzip) before a visitor reaches for its form is over the ` +
            `${kb(firstJsBudget)} budget: React and the form's code must wait for the visitor (src/islands/on-demand.ts)`,
        ]
      : []),
    ...(w.jsMeasure > measureJsBudget
      ? [`${w.route}: the field-speed code is ${kb(w.jsMeasure)} (gzip), over its ${kb(measureJsBudget)} budget`]
      : []),
  ]);
}
