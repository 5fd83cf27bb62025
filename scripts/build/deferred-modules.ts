// Loads a page's JavaScript after the page has loaded instead of alongside it.
//
// Every page is complete as static HTML: links, the header's menus (hover/focus open them, the phone menu is a
// popover), the FAQ accordion and the forms (they post natively) all work without JavaScript. Module scripts and
// modulepreloads in <head> would start downloads at high priority next to the HTML, so on a slow phone the first
// paint would wait for bandwidth the page doesn't need for it. Instead each page carries a JSON list of its
// modules (scripts/build/page-scripts.ts) that one small inline loader (the same text on every page, so one CSP
// hash) reads once the `load` event has fired and the page has painted: the preloads become
// <link rel="modulepreload">, the entry is imported. A page with islands also lists their modules (React, the
// island loader, the islands): the loader leaves them alone, and the browser entry fetches them once the visitor
// reaches for an island (src/islands/on-demand.ts).
import { DEFERRED_MODULES_ID } from '../../src/islands/on-demand.ts';

export interface DeferredModules {
  entry: string[];
  preload: string[];
  /** Fetched only when the visitor reaches for one of the page's islands. */
  islands?: string[];
  /**
   * The field-speed code (web-vitals, src/browser/vitals.ts): fetched by the entry once the page is idle, where the
   * visitor allows counting; listed so its weight is counted (scripts/checks/page-weight.ts).
   */
  measure?: string[];
  /** Where the entry sends its counts: the site's own receiver; absent where forms post to a hosted service. */
  events?: string;
}

/**
 * The inline loader. Kept free of page-specific text so every page shares one script hash. It waits for the
 * `load` event and the first contentful paint (as the browser reports it; where paint timing is unsupported,
 * for the next frame), then fetches the page's modules.
 */
export const deferredLoader =
  `(()=>{const run=()=>{const m=JSON.parse(document.getElementById("${DEFERRED_MODULES_ID}").textContent);` +
  `for(const h of m.preload){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}` +
  `for(const h of m.entry)import(h)};` +
  `const later=()=>{if(!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))return requestAnimationFrame(()=>setTimeout(run));` +
  `const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(run)}});` +
  `o.observe({type:"paint",buffered:true})};` +
  `document.readyState==="complete"?later():addEventListener("load",later,{once:true})})()`;

/** Reads the deferred module list back from a built page (for tests and page-weight figures). */
export function deferredModules(html: string): DeferredModules | null {
  const json = html.match(new RegExp(`<script type="application/json" id="${DEFERRED_MODULES_ID}">([^<]*)</script>`));
  return json ? (JSON.parse(json[1]!) as DeferredModules) : null;
}

/** The tags that load a page's modules after it has painted: the list (JSON, not executed) and the loader. */
export function pageScriptTags(modules: DeferredModules): string {
  return (
    `<script type="application/json" id="${DEFERRED_MODULES_ID}">${JSON.stringify(modules)}</script>` +
    `<script>${deferredLoader}</script>`
  );
}
