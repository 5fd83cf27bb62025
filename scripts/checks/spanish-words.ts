// English words on the built Spanish pages. The words are the site's own English: each text of content/*.yaml (the
// business facts, areas, prices, service details) and of content/ui.en.yaml whose Spanish counterpart (the file's
// .es layer, content/ui.es.yaml) differs, taken apart into words; a word that any Spanish text of content/ also uses
// (a town, the company's name, "24/7") is no English word, nor is a word of an English text that is itself mostly
// Spanish words (ui.en.yaml's "Lea esta página en español", the link to the other language), nor one of the few
// words both languages spell alike that Spanish pages use (sameInBoth). Each Spanish page's visible text (and what a screen
// reader or a form field shows: aria-label, alt, title, placeholder) is read outside elements marked as another
// language (lang="en": the customers' own quotes). A word written in the page's MDX is reported at its line
// (data-source-line, scripts/build/source-lines.ts); one a component or the layout shows, at the content key it
// came from, with the Spanish pages that show it.
import { isMap, parseDocument as parseYaml, type Document as YamlDocument } from 'yaml';
import type { Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { locate } from '../../src/content/yaml-findings.ts';
import { SOURCE_LINE_ATTRIBUTE } from '../build/source-lines.ts';
import { parseDocument } from './built-pages.ts';
import { fileOfRoute, type Check } from './check.ts';
import { untranslatedLayers } from './translations.ts';

/** Where the site's English writes a word: the data file, the key's path and the whole English text. */
interface WordOrigin {
  file: string;
  key: (string | number)[];
  text: string;
}

/** Each English word (lower case) with the English texts of content/ that write it. */
export type EnglishWords = Map<string, WordOrigin[]>;

/** One English word on a Spanish page: the text it is in and the MDX line of the element that holds it, if any. */
export interface EnglishOnPage {
  word: string;
  text: string;
  line?: number;
}

/** Spanish words English spells alike (content/ has them in English texts only), which Spanish prose uses. */
const sameInBoth = new Set(['use', 'describe']);

const wordPattern = /\p{L}+(?:['’]\p{L}+)*/gu;
/** The words of a text, in lower case; placeholders ({within}, {@fact}) are not words. */
const wordsOf = (text: string) =>
  [...text.replace(/\{@?\w+\}/g, ' ').matchAll(wordPattern)].map((m) => m[0].toLowerCase());

/** Every string of `value` with its path. */
function leaves(value: unknown, at: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [];
}

function valueAt(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

/** The English data files of content/ with their Spanish value: `<name>` and `<name>.es`, `ui.en` and `ui.es`. */
function pairs(site: SiteModel) {
  const byName = new Map(site.data.map((d) => [d.name, d]));
  return site.data.flatMap((es) => {
    if (!es.name.endsWith('.es') || es.value === undefined) return [];
    const en = byName.get(es.name === 'ui.es' ? 'ui.en' : es.name.slice(0, -'.es'.length));
    return en && en.value !== undefined ? [{ en, es }] : [];
  });
}

/**
 * The site's English words, from content/: each word of an English text whose Spanish counterpart differs, that
 * no Spanish text of content/ uses. Placeholders ({name}, {@fact}) are not words.
 */
export function englishWords(site: SiteModel): EnglishWords {
  const files = pairs(site);
  const spanish = new Set([
    ...sameInBoth,
    // The Spanish texts, and the names both languages share (a town, a neighbourhood, the company): a text the same in
    // both of a few words. A longer one is an English text not translated yet, which shows in English (and the gate
    // warns about it: translations.ts).
    ...files.flatMap(({ en, es }) =>
      leaves(es.value).flatMap(([key, t]) =>
        valueAt(en.value, key) !== t || wordsOf(t).length <= 4 ? wordsOf(t) : [],
      ),
    ),
  ]);
  const words: EnglishWords = new Map();
  for (const { en, es } of files)
    for (const [key, text] of leaves(en.value)) {
      if (valueAt(es.value, key) === text) continue;
      const all = wordsOf(text);
      if (all.filter((w) => spanish.has(w)).length * 2 > all.length) continue;
      for (const word of all) {
        if (spanish.has(word) || word.length < 2) continue;
        const origins = words.get(word) ?? [];
        if (!origins.some((o) => o.file === en.rel && o.key.join('.') === key.join('.')))
          origins.push({ file: en.rel, key, text });
        words.set(word, origins);
      }
    }
  return words;
}

const hiddenTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD']);
/** What a visitor reads in an element besides its text: a screen reader's label, an image's text, a field's hint. */
const readAttributes = ['aria-label', 'alt', 'title', 'placeholder'];

/** True when `el` (or an element around it) is marked as written in another language than Spanish. */
const otherLanguage = (el: Element) => {
  const lang = el.closest('[lang]')?.getAttribute('lang') ?? 'es';
  return !/^es\b/i.test(lang);
};

/**
 * The English words of `words` a Spanish page shows: in its body's text and read attributes, outside elements in
 * another language (lang="en") and hidden ones, each with the MDX line of the nearest element the page wrote.
 */
export function englishOnPage(doc: Document, words: EnglishWords, untranslated: string[] = []): EnglishOnPage[] {
  const found: EnglishOnPage[] = [];
  const lineOf = (el: Element | null) => {
    const marked = el?.closest(`[${SOURCE_LINE_ATTRIBUTE}]`);
    return marked ? Number(marked.getAttribute(SOURCE_LINE_ATTRIBUTE)) : undefined;
  };
  const read = (shown: string, el: Element) => {
    const text = untranslated.reduce((t, english) => t.split(english).join(' '), shown);
    for (const word of new Set(wordsOf(text)))
      if (words.has(word)) {
        const line = lineOf(el);
        found.push({ word, text: text.replace(/\s+/g, ' ').trim(), ...(line ? { line } : {}) });
      }
  };
  const walk = (el: Element) => {
    if (hiddenTags.has(el.tagName.toUpperCase()) || el.hasAttribute('hidden') || otherLanguage(el)) return;
    for (const a of readAttributes) {
      const v = el.getAttribute(a);
      if (v) read(v, el);
    }
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === 3) read(child.nodeValue ?? '', el);
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  if (doc.body) walk(doc.body);
  return found;
}

/**
 * The line of the page's file that wrote a word shown outside any element its MDX marks (a frontmatter text: an FAQ
 * answer, a hero's lead): the line holding the word with its neighbour in the shown text.
 */
function lineInSource(lines: string[], f: EnglishOnPage): number | undefined {
  const shown = [...f.text.matchAll(wordPattern)].map((m) => m[0]);
  const i = shown.findIndex((w) => w.toLowerCase() === f.word);
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const gap = '[^\\p{L}]+';
  const before = shown[i - 1] && new RegExp(`${esc(shown[i - 1]!)}${gap}${esc(f.word)}(?!\\p{L})`, 'iu');
  const after = shown[i + 1] && new RegExp(`(?<!\\p{L})${esc(f.word)}${gap}${esc(shown[i + 1]!)}`, 'iu');
  const at = lines.findIndex((l) => (before && before.test(l)) || (after && after.test(l)));
  return at >= 0 ? at + 1 : undefined;
}

/** The origin of a word in `text`: the English text that the page shows whole, else the word's first one. */
function originIn(origins: WordOrigin[], text: string): WordOrigin {
  const lower = text.toLowerCase();
  const shown = origins
    .flatMap((o) => o.text.split(/\{@?\w+\}/).map((part) => ({ o, part: part.trim().toLowerCase() })))
    .filter(({ part }) => part.length > 1 && lower.includes(part))
    .sort((a, b) => b.part.length - a.part.length);
  return shown[0]?.o ?? origins[0]!;
}

const keyName = (key: (string | number)[]) =>
  key.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k), '');

const spanishFileOf = (file: string) => file.replace(/(?:\.en)?\.yaml$/, '.es.yaml');

/** The findings of the Spanish pages of `built` (routes with their HTML): see the file's comment. */
/**
 * The pieces of the English texts content/ has no Spanish for yet, between their placeholders: a Spanish page shows
 * them in English until they are translated, which the translations check reports (a warning at the .es file), so
 * this check does not read them.
 */
function untranslatedEnglish(site: SiteModel): string[] {
  return untranslatedLayers(site).flatMap(({ missing }) =>
    missing.flatMap((m) => String(m.english).split(/\{@?\w+\}/)).filter((piece) => piece.trim().length >= 12),
  );
}

export function spanishWordFindings(site: SiteModel, built: { route: string; html: string }[]): Finding[] {
  const words = englishWords(site);
  const untranslated = untranslatedEnglish(site);
  const findings: Finding[] = [];
  /** Words a component or the layout shows, by their content key: the pages that show them. */
  const fromData = new Map<string, { word: string; origin: WordOrigin; routes: Set<string> }>();
  for (const page of built) {
    if (langOfRoute(page.route) !== 'es') continue;
    const src = fileOfRoute(site, page.route);
    const lines = src?.source.split('\n') ?? [];
    for (const f of englishOnPage(parseDocument(page.html), words, untranslated)) {
      const origin = originIn(words.get(f.word)!, f.text);
      const english = `"${f.word}" is English (the site's English for ${origin.file} ${keyName(origin.key)}: "${origin.text}")`;
      const line = f.line && lines[f.line - 1] !== undefined ? f.line : src && lineInSource(lines, f);
      if (src && line) {
        const text = lines[line - 1]!;
        const at = text.toLowerCase().search(new RegExp(`(?<![\\p{L}])${f.word}(?![\\p{L}])`, 'u'));
        findings.push({
          file: src.rel,
          line,
          column: (at >= 0 ? at : text.search(/\S|$/)) + 1,
          message: `${english} on the Spanish page ${page.route}, in "${f.text}": write it in Spanish`,
        });
      } else {
        const key = `${origin.file}\0${keyName(origin.key)}\0${f.word}`;
        const entry = fromData.get(key) ?? { word: f.word, origin, routes: new Set<string>() };
        entry.routes.add(page.route);
        fromData.set(key, entry);
      }
    }
  }
  const yamlDocs = new Map<string, { doc: YamlDocument; offset: number; fileText: string }>();
  for (const { word, origin, routes } of fromData.values()) {
    const source = site.data.find((d) => d.rel === origin.file)?.source ?? '';
    if (!yamlDocs.has(origin.file)) yamlDocs.set(origin.file, { doc: parseYaml(source), offset: 0, fileText: source });
    const place = yamlDocs.get(origin.file)!;
    const list = [...routes].sort();
    findings.push({
      file: origin.file,
      ...(isMap(place.doc.contents) ? locate(place, origin.key) : { line: 1, column: 1 }),
      message: `"${word}" of ${keyName(origin.key)} ("${origin.text}") shows in English on the Spanish page${list.length > 1 ? 's' : ''} ${list.join(', ')}: the component or layout that shows it must read the page's language (useBusiness(), useFacts(), useUi()); its Spanish belongs in ${spanishFileOf(origin.file)}`,
    });
  }
  return findings;
}

export const spanishWordsCheck: Check = {
  name: 'spanish-words',
  title: 'English words from the site\'s own English texts on the built Spanish pages (outside lang="en" quotes)',
  stage: 'built',
  messages: [
    {
      message:
        '"hours" is English (the site\'s English for content/business.yaml inspection.duration: "1-2 hours") on the Spanish page /es/agendar-inspeccion, in "La visita dura 1-2 hours": write it in Spanish',
      fix: 'Write the sentence in Spanish, or use `<Fact name="…" />` / `{@name}`, which give the Spanish value on a Spanish page. A customer\'s own English words go in an element marked `lang="en"`.',
    },
    {
      message:
        '"lifetime" of warranty.term ("lifetime") shows in English on the Spanish page /es: the component or layout that shows it must read the page\'s language (useBusiness(), useFacts(), useUi()); its Spanish belongs in content/business.es.yaml',
      fix: 'A developer fix: the component reads the English value on a Spanish page. Make sure the Spanish text is in the .es file it names.',
    },
  ],
  run: ({ site, built }) => (built ? spanishWordFindings(site, built) : []),
};
