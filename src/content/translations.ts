// Spanish pages and the English pages they translate: which version of the English text a translation was made
// from (a hash of the English page's translatable text, kept in the Spanish page's `sourceHash`, so it works on a
// shallow CI checkout without git history), and the state of every page's translation. Build-side code (Node).
import { createHash } from 'node:crypto';
import YAML from 'yaml';
import type { SiteModel, SitePage } from './model.ts';
import { langOfRoute } from './route-path.ts';

/** Frontmatter fields that are not text to translate: changing them doesn't make a translation out of date. */
const NOT_TEXT = new Set([
  'order',
  'header',
  'notFound',
  'hidden',
  'schema',
  'ogImage',
  'ogType',
  'related',
  'translationOf',
  'sourceHash',
]);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * The 12-hex-digit hash of a page's translatable text: its frontmatter's text fields and its body, with line
 * endings, trailing spaces and blank lines at either end not counted. `source` is the whole file's text.
 */
export function sourceHashOf(source: string): string {
  let hash = sourceHashes.get(source);
  if (hash === undefined) {
    if (sourceHashes.size > 500) sourceHashes.clear();
    hash = hashOfSource(source);
    sourceHashes.set(source, hash);
  }
  return hash;
}

/**
 * Hashes already taken, by source text: the editor asks for every page's at each listing, and parsing is the cost.
 * At most about 500 texts (each draft is a new one), then it starts again.
 */
const sourceHashes = new Map<string, string>();

function hashOfSource(source: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  const head = /^---\n([\s\S]*?)\n?---[ \t]*(?:\n|$)/.exec(text);
  let fields: unknown = head?.[1] ?? '';
  try {
    const data: unknown = YAML.parse(head?.[1] ?? '') ?? {};
    if (data && typeof data === 'object' && !Array.isArray(data))
      fields = canonical(Object.fromEntries(Object.entries(data).filter(([k]) => !NOT_TEXT.has(k))));
  } catch {
    // Not valid YAML (reported by the checks on its own): its text counts as it is.
  }
  const body = (head ? text.slice(head[0].length) : text)
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
  return createHash('sha256')
    .update(JSON.stringify(fields) + '\n' + body)
    .digest('hex')
    .slice(0, 12);
}

/** One English page and its translation: translated (up to date), out of date, or missing. */
export interface TranslationStatus {
  /** The English route. */
  english: string;
  englishFile: string;
  state: 'translated' | 'out of date' | 'missing';
  /** The Spanish page, when there is one. */
  spanish?: { route: string; rel: string; sourceHash?: string; line: number };
  /** The English page's hash now. */
  currentHash: string;
}

/** 1-based line of a frontmatter field in a page's text (1 when it isn't there). */
function fieldLine(source: string, field: string): number {
  const i = source.split('\n').findIndex((l) => new RegExp(`^${field}\\s*:`).test(l));
  return i < 0 ? 1 : i + 1;
}

/** Every English page's translation state, in the one page order. */
export function translationStatuses(site: SiteModel): TranslationStatus[] {
  const spanishOf = new Map<string, SitePage>();
  for (const p of site.pages)
    if (langOfRoute(p.route) === 'es' && p.frontmatter.translationOf) spanishOf.set(p.frontmatter.translationOf, p);
  return site.pages
    .filter((p) => langOfRoute(p.route) === 'en')
    .map((p): TranslationStatus => {
      const currentHash = sourceHashOf(p.source);
      const es = spanishOf.get(p.route);
      if (!es) return { english: p.route, englishFile: p.rel, state: 'missing', currentHash };
      return {
        english: p.route,
        englishFile: p.rel,
        state: es.frontmatter.sourceHash === currentHash ? 'translated' : 'out of date',
        spanish: {
          route: es.route,
          rel: es.rel,
          sourceHash: es.frontmatter.sourceHash,
          line: fieldLine(es.source, 'sourceHash'),
        },
        currentHash,
      };
    });
}

/**
 * `source` (a Spanish page's text) with its sourceHash set to `hash`: the existing line replaced, or a new line
 * after translationOf.
 */
export function withSourceHash(source: string, hash: string): string {
  // A hash of digits only, or digits, "e", digits ("123e45678901"), reads as a number in YAML: quote it.
  const value = /^\d+(e\d+)?$/.test(hash) ? `"${hash}"` : hash;
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const head = lines.slice(0, end < 0 ? lines.length : end);
  const at = head.findIndex((l) => /^sourceHash\s*:/.test(l));
  if (at > 0) lines[at] = `sourceHash: ${value}`;
  else {
    const after = head.findIndex((l) => /^translationOf\s*:/.test(l));
    lines.splice(after > 0 ? after + 1 : Math.max(1, end), 0, `sourceHash: ${value}`);
  }
  return lines.join('\n');
}
