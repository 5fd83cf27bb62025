// The gate's findings in a writer's words, at the editor's side: `npm run check` keeps its wording (a field's path,
// the schema's sentence); here a finding that belongs to a form field is tied to that field by its path
// ("frontmatter.description", "cost-guide.items[1].cost") and said the way the form says it. The one place the
// editor translates findings.
import type { Finding } from './api.ts';

/** A form field's place: keys and list indexes from the form's top. */
export type FieldPath = (string | number)[];

/** "items.1.cost": how a field path is looked up. */
export const pathKey = (path: FieldPath) => path.join('.');

/** "serviceArea" → "Service area": how the form labels a field. */
export const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** What names a list entry for a writer: the first of these fields it has ("Slab repair", not "item 2"). */
const NAMING_FIELDS = ['title', 'name', 'label', 'service', 'question', 'heading', 'city', 'author', 'id', 'text'];

/** A name written for code, not people ("slabRepairCost", a price's name for page text). */
const IDENTIFIER = /^[a-z]+(?:[A-Z0-9][a-z0-9]*)+$/;

/** A list entry's name: its title, name, label… cut to a few words, if it has one. Words a person wrote come
 * first: a field holding an identifier names the entry only when nothing else does. */
export function entryName(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() ? cut(entry) : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const e = entry as Record<string, unknown>;
  const texts = NAMING_FIELDS.map((f) => e[f]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const named = texts.find((v) => !IDENTIFIER.test(v)) ?? texts[0];
  return named === undefined ? undefined : cut(named);
}

const cut = (text: string) => (text.length > 40 ? `${text.slice(0, 38).trimEnd()}…` : text);

/** The schema's sentences as the form says them (the field's label comes first, so "a description" is dropped). */
const REWORDINGS: [RegExp, (...m: string[]) => string][] = [
  [
    /^expected an? [\w ]+? of at least (\d+) characters; it has 0 characters.*$/,
    (n) => `write at least ${n} characters; it is empty`,
  ],
  [
    /^expected an? [\w ]+? of at least (\d+) characters; it has (\d+) characters?.*$/,
    (n, has) => `write at least ${n} characters; it has ${has}`,
  ],
  [
    /^expected an? [\w ]+? of at most (\d+) characters; it has (\d+) characters.*$/,
    (n, has) => `keep it to ${n} characters at most; it has ${has}`,
  ],
  [/^expected an? [\w ]+? of at least (\d+) characters.*$/, (n) => `write at least ${n} characters`],
  [
    /^Too small: expected string to have >=(\d+) characters?$/,
    (n) => (n === '1' ? 'fill this in; it is empty' : `write at least ${n} characters`),
  ],
  [/^Too big: expected string to have <=(\d+) characters?$/, (n) => `keep it to ${n} characters at most`],
  [/^Too small: expected array to have >=(\d+) items?$/, (n) => `add at least ${n}`],
  [/^Too small: expected number to be >=?(\S+)$/, (n) => `use a number of at least ${n}`],
  [/^Too big: expected number to be <=?(\S+)$/, (n) => `use a number of at most ${n}`],
  [/^required field is missing.*$/, () => 'fill this in; it is empty'],
  [/^Invalid input: expected (\w+), received undefined$/, () => 'fill this in; it is empty'],
  [/^Invalid option: expected one of (.*)$/, (list) => `choose one of ${list.replace(/"/g, '')}`],
];

/** A schema sentence in plain words: reworded when known; else as it is, without code marks or commands. */
function plainWords(message: string): string {
  for (const [re, say] of REWORDINGS) {
    const m = re.exec(message);
    if (m) return say(...m.slice(1));
  }
  return message
    .replace(/\s*\((?:[^()]*\bnpm run\b[^()]*)\)/g, '')
    .replace(/[;:,]?\s*(?:run )?`?npm run [^`;]*`?[^;]*/g, '')
    .replace(/`([^`]*)`/g, '$1');
}

/** A finding that belongs to a form field: the field's path, the sentence in plain words. */
export interface FieldFinding {
  path: FieldPath;
  words: string;
  finding: Finding;
}

const PATH_AT_START = /^([\w-]+)((?:\.[\w$-]+|\[\d+\])+): (.*)$/s;

/**
 * The field a finding is about, for a page ("frontmatter.x…") or a data file ("<its name>.x…", or
 * "<its name>[2].x" for a file that is a list); undefined for a finding about the text or the whole file.
 */
export function fieldFinding(finding: Finding, kind: 'page' | 'data' | 'other'): FieldFinding | undefined {
  const m = PATH_AT_START.exec(finding.message);
  if (!m) return undefined;
  const [, root, rest, sentence] = m as unknown as [string, string, string, string];
  const dataName = finding.file
    .replace(/^.*\//, '')
    .replace(/\.ya?ml$/, '')
    .replace(/\.(en|es)$/, '');
  if (kind === 'page' ? root !== 'frontmatter' : kind !== 'data' || root !== dataName) return undefined;
  const path: FieldPath = [...rest.matchAll(/\.([\w$-]+)|\[(\d+)\]/g)].map((p) =>
    p[2] !== undefined ? Number(p[2]) : p[1]!,
  );
  return { path, words: plainWords(sentence), finding };
}

/** The form's label of the field at `path` in `value`, with list entries named by their content. */
export function fieldLabel(path: FieldPath, value: unknown): string {
  const parts: string[] = [];
  let at: unknown = value;
  for (const [i, p] of path.entries()) {
    const entry = (at as Record<string | number, unknown> | undefined)?.[p];
    if (typeof p === 'number') {
      const prev = path[i - 1];
      const item = typeof prev === 'string' ? words(prev).replace(/s$/, '').toLowerCase() : 'entry';
      parts.push(entryName(entry) ?? `${item} ${p + 1}`);
    } else parts.push(words(p));
    at = entry;
  }
  // "Cost (Slab repair)": the field, then the list entry (or the group) it is in.
  if (typeof path.at(-1) === 'number') return parts.join(' › ');
  const last = parts.pop()!;
  const entries = parts.filter((_, i) => typeof path[i] === 'number');
  const within = entries.length ? entries : parts;
  return within.length ? `${last} (${within.join(' › ')})` : last;
}

/**
 * The field of a page's frontmatter a finding without a field path is about (a wrong phone number in the
 * description, a link in a list): the top-level key whose lines hold the finding's line, in the page's `text`.
 */
export function frontmatterFinding(finding: Finding, text: string): FieldFinding | undefined {
  const lines = text.split('\n');
  if (lines[0] !== '---') return undefined;
  const end = lines.indexOf('---', 1);
  if (end < 0 || finding.line <= 1 || finding.line > end) return undefined;
  for (let i = finding.line - 1; i > 0; i--) {
    const key = /^([A-Za-z][\w-]*):/.exec(lines[i]!)?.[1];
    if (key) return { path: [key], words: plainWords(finding.message), finding };
  }
  return undefined;
}
