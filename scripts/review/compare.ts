// What changed between two builds of the site, page by page: the HTML of each route, normalised so that what every
// build changes on its own (asset file hashes, the generator's build hash, the build date) is not a change, then
// compared as a whole, head and body, and by the text a visitor reads.
import fs from 'node:fs';
import { builtHtmlFiles } from '../../src/content/built-files.ts';

type ChangeKind = 'text' | 'markup only' | 'head only' | 'added' | 'removed';

export interface RouteChange {
  route: string;
  kind: ChangeKind;
  /** How much changed: the words and tags that are in one version and not the other (a page added or removed: all of
   * its words and tags). Orders the pages for screenshots. */
  size: number;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A build date as the pages may show it: 2026-11-25, November 25, 2026, Nov 25, 2026. */
function dateSpellings(date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = months[m - 1]!;
  return [date, `${month} ${d}, ${y}`, `${month.slice(0, 3)} ${d}, ${y}`];
}

/**
 * The HTML of a page without what differs between two builds of the same sources: hashed asset names
 * (/assets/page-BxYz12_a.js → /assets/page.js), the generator's build hash, and the build dates given.
 */
export function normaliseHtml(html: string, buildDates: string[] = []): string {
  let out = html
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.[a-z0-9]+)/gi, '$1$2')
    .replace(/(__VITE_REACT_SSG_HASH__\s*=\s*)'[^']*'/g, "$1''");
  for (const date of new Set(buildDates))
    for (const spelling of dateSpellings(date)) out = out.split(spelling).join('BUILD-DATE');
  return out;
}

const part = (html: string, tag: 'head' | 'body') =>
  new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*)</${tag}>`, 'i').exec(html)?.[1] ?? '';

/** The text a visitor reads, roughly: scripts, styles and tags out, spaces collapsed. */
function readableText(body: string): string {
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const tokens = (html: string) => html.split(/(<[^>]+>)|\s+/).filter((t): t is string => !!t);

/** Words and tags in one text and not the other (as multisets). */
function changeSize(a: string, b: string): number {
  const count = new Map<string, number>();
  for (const t of tokens(a)) count.set(t, (count.get(t) ?? 0) + 1);
  for (const t of tokens(b)) count.set(t, (count.get(t) ?? 0) - 1);
  let size = 0;
  for (const n of count.values()) size += Math.abs(n);
  return size;
}

/** How a route's page changed between two normalised versions, or undefined when it didn't. */
export function classify(before: string, after: string): Omit<RouteChange, 'route'> | undefined {
  if (before === after) return undefined;
  const [bodyBefore, bodyAfter] = [part(before, 'body'), part(after, 'body')];
  if (bodyBefore === bodyAfter)
    return { kind: 'head only', size: changeSize(part(before, 'head'), part(after, 'head')) };
  const kind = readableText(bodyBefore) === readableText(bodyAfter) ? 'markup only' : 'text';
  return { kind, size: changeSize(bodyBefore, bodyAfter) };
}

/** Every route whose page differs between the `base` and `head` builds, biggest change first. */
export function compareBuilds(base: string, head: string, buildDates: string[] = []): RouteChange[] {
  const read = (dir: string) =>
    new Map(builtHtmlFiles(dir).map((f) => [f.route, normaliseHtml(fs.readFileSync(f.path, 'utf8'), buildDates)]));
  const before = read(base);
  const after = read(head);
  const out: RouteChange[] = [];
  for (const [route, html] of after) {
    const old = before.get(route);
    if (old === undefined) out.push({ route, kind: 'added', size: tokens(part(html, 'body')).length });
    else {
      const change = classify(old, html);
      if (change) out.push({ route, ...change });
    }
  }
  for (const [route, html] of before)
    if (!after.has(route)) out.push({ route, kind: 'removed', size: tokens(part(html, 'body')).length });
  return out.sort((a, b) => b.size - a.size || a.route.localeCompare(b.route));
}
