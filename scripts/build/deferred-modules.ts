// Loads a page's JavaScript after the page has loaded instead of alongside it.
//
// Every page is complete as static HTML: links, the header's menus (hover/focus open them before hydration),
// the FAQ accordion and the forms (they post natively) all work without JavaScript. The module script and
// modulepreloads Vite writes into <head> would start ~100 KB of downloads at high priority next to the HTML
// and CSS, so on a slow phone the first paint waited for bandwidth the page didn't need for it. This moves them
// into a JSON list that one small inline loader (the same text on every page, so one CSP hash) reads once the
// `load` event has fired and the page has painted: the preloads become <link rel="modulepreload">, the entry is
// imported.
export const DEFERRED_MODULES_ID = 'deferred-modules';

export interface DeferredModules {
  entry: string[];
  preload: string[];
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

const moduleScript = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="([^"]+)")[^>]*><\/script>\s*/g;
const modulePreload = /<link\b(?=[^>]*\brel="modulepreload")(?=[^>]*\bhref="([^"]+)")[^>]*>\s*/g;

/** Reads the deferred module list back from a built page (for tests and page-weight figures). */
export function deferredModules(html: string): DeferredModules | null {
  const json = html.match(new RegExp(`<script type="application/json" id="${DEFERRED_MODULES_ID}">([^<]*)</script>`));
  return json ? (JSON.parse(json[1]!) as DeferredModules) : null;
}

/** Replaces the page's module scripts and modulepreloads with the deferred list and its loader. */
export function deferModuleScripts(html: string): string {
  if (deferredModules(html)) return html;
  const entry: string[] = [];
  const preload: string[] = [];
  let out = html.replace(moduleScript, (_tag, src: string) => {
    entry.push(src);
    return '';
  });
  out = out.replace(modulePreload, (_tag, href: string) => {
    if (!preload.includes(href)) preload.push(href);
    return '';
  });
  if (!entry.length) return html;
  const data: DeferredModules = { entry, preload: preload.filter((h) => !entry.includes(h)) };
  const tags =
    `<script type="application/json" id="${DEFERRED_MODULES_ID}">${JSON.stringify(data)}</script>` +
    `<script>${deferredLoader}</script>`;
  return out.replace(/<\/body>/, `${tags}</body>`);
}
