// The site search's index as the browser gets it: every page record (fragment) Pagefind wrote under
// dist/pagefind/, with its language (from the fragment's file name), route, text, filters and metadata; and phrases
// from a built page's main text that no other indexed page has, for searching.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeFromSearchUrl } from '../../src/content/route-path.ts';

export interface IndexedPage {
  lang: string;
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

/** Every page record in `dist`'s search index. */
export function indexedPages(dist: string): IndexedPage[] {
  const dir = path.join(dist, 'pagefind', 'fragment');
  return fs.readdirSync(dir).map((name) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
    // A fragment is gzipped JSON behind Pagefind's signature.
    const record = JSON.parse(text.slice(text.indexOf('{'))) as Omit<IndexedPage, 'lang'>;
    return { lang: name.split('_')[0]!, ...record, url: routeFromSearchUrl(record.url) };
  });
}

/**
 * A run of `words` words from page `url`'s indexed text (a sentence of its body) that appears in no other page of
 * the same language, or undefined.
 */
export function uniquePhrase(pages: IndexedPage[], url: string, words = 4): string | undefined {
  const page = pages.find((p) => p.url === url);
  if (!page) return undefined;
  const others = pages.filter((p) => p.lang === page.lang && p.url !== url).map((p) => p.content.toLowerCase());
  const title = (page.meta.title ?? '').toLowerCase();
  const tokens = page.content.split(/\s+/).filter((w) => /^[\p{L}]+$/u.test(w));
  for (let i = 0; i + words <= tokens.length; i++) {
    const phrase = tokens.slice(i, i + words).join(' ');
    const lower = phrase.toLowerCase();
    if (!page.content.includes(phrase) || title.includes(lower)) continue;
    if (others.every((o) => !o.includes(lower))) return phrase;
  }
  return undefined;
}
