// The built HTML pages of a dist folder, for the post-build checks (HTML validity, JSON-LD, facts): each page's
// file, route and source, and its DOM and visible text read with linkedom (htmlparser2 and css-select behind the
// DOM's own API: about five times faster than jsdom on these pages, and the checks only read).
import fs from 'node:fs';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import { builtHtmlFiles } from '../../src/content/built-files.ts';

export interface BuiltPage {
  /** Path relative to the dist folder, e.g. "services/crawl-space.html". */
  file: string;
  /** The route the file is served at: "/", "/services/crawl-space", "/404". */
  route: string;
  html: string;
}

/** Every built page of `distDir` with its HTML (the walk and the route of a file are src/content's). */
export function listBuiltPages(distDir: string): BuiltPage[] {
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir}: no built site here (index.html missing); build first or set DIST_DIR`);
  return builtHtmlFiles(distDir).map((f) => ({ file: f.file, route: f.route, html: fs.readFileSync(f.path, 'utf8') }));
}

const documents = new Map<string, Document>();

const parser = new DOMParser();
const svg = 'http://www.w3.org/2000/svg';

/**
 * A page's DOM, a new one at each call, with its inline stylesheets left empty: nothing that reads a page as a
 * document reads them (the tests read the stylesheet in the HTML text), and a DOM builds a CSS object model for each.
 * linkedom builds the tree as written, so a fragment (a test's snippet) gets the <html> and <body> a browser adds, and
 * attribute names React writes in camel case (`dateTime`, `hrefLang`, `fetchPriority`) are lower-cased outside SVG,
 * as an HTML parser does.
 */
export function parseBare(html: string): Document {
  const bare = html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');
  const whole = /<html[\s>]/i.test(bare)
    ? bare
    : `<html>${/<body[\s>]/i.test(bare) ? bare : `<body>${bare}</body>`}</html>`;
  const doc = parser.parseFromString(whole, 'text/html') as unknown as Document;
  for (const el of doc.querySelectorAll('*')) {
    if (el.namespaceURI === svg) continue;
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      el.removeAttribute(name);
      el.setAttribute(lower, value);
    }
  }
  return doc;
}

/** The DOM of a page (parseBare), parsed once however many checks or tests read it: not to be changed. */
export function parseDocument(html: string): Document {
  let doc = documents.get(html);
  if (!doc) {
    doc = parseBare(html);
    if (documents.size > 100) documents.clear();
    documents.set(html, doc);
  }
  return doc;
}

const blockTags = new Set(
  (
    'address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 ' +
    'h4 h5 h6 header hr li main nav ol option p pre section summary table tbody td tfoot th thead tr ul button label'
  ).split(' '),
);
const hiddenTags = new Set(['script', 'style', 'noscript', 'template', 'svg']);
/** Tailwind display utilities that put an inline element (a link, a span) on its own box. */
const displayClass =
  /(?:^|\s)(?:[a-z0-9]+:)*(?:block|flex|grid|inline-block|inline-flex|inline-grid|table|list-item)(?=\s|$)/;

/**
 * The text a visitor can read: scripts, styles and templates left out, block elements (and inline ones a display
 * class turns into boxes) on lines of their own, so figures in neighbouring cards don't run together; inline
 * elements joined as the browser shows them.
 */
export function visibleText(root: Element): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (hiddenTags.has(tag) || el.hasAttribute('hidden')) return;
    const block = blockTags.has(tag) || displayClass.test(el.getAttribute('class') ?? '');
    if (block) out.push('\n');
    for (const child of Array.from(el.childNodes)) walk(child);
    if (block) out.push('\n');
  };
  walk(root);
  return out
    .join('')
    .replace(/[ \t\u00a0\u2009\u202f]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

/** Text of an element as one line, without the parts hidden from assistive technology (aria-hidden separators). */
export function accessibleText(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"], script, style, svg').forEach((n) => n.remove());
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}
