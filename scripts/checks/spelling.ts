// Spelling, by cspell: the words a visitor reads — page prose and text props, frontmatter text fields and the text
// values of content/*.yaml — against the English (US) dictionary on English pages and data files and the Spanish
// one on Spanish pages and the Spanish language layers (content/*.es.yaml, ui.es.yaml), with the project's own
// words (towns, neighborhoods, streets, brand words) from content/words.txt. Code, ids, URLs and emails are not
// text and are not read. A misspelled word is reported at its line with cspell's best suggestion.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import YAML, { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { CSpellSettings } from 'cspell-lib';
import { positionOf, type Finding } from '../../src/content/findings.ts';
import type { SiteModel } from '../../src/content/model.ts';
import type { MdxOutline } from '../../src/content/mdx-source.ts';
import type { Check } from './check.ts';
import { packageVersion, resultCache, resultKey, type ResultCache } from './result-cache.ts';

type Lang = 'en' | 'es';

/** The project word list: one word a line; `#` starts a comment. */
export const wordListFile = 'content/words.txt';

function readWordList(root: string): string[] {
  const file = path.join(root, wordListFile);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const require = createRequire(import.meta.url);
const dictionaryLocale: Record<Lang, string> = { en: 'en-US', es: 'es,es-ES' };

/** cspell's settings for one language with the project's words (the dictionaries load once, on first use). */
/** Each language's settings, kept for the same word list: the editor asks on every file it opens. */
const settingsMade = new Map<string, Promise<CSpellSettings>>();

function settingsFor(lang: Lang, words: string[]): Promise<CSpellSettings> {
  const key = `${lang}\0${words.join('\0')}`;
  let made = settingsMade.get(key);
  if (!made) {
    if (settingsMade.size > 8) settingsMade.clear();
    made = makeSettings(lang, words);
    settingsMade.set(key, made);
  }
  return made;
}

/** cspell, loaded when a text is not in the kept results (its dictionaries take about 2 s to load). */
const cspell = () => import('cspell-lib');

async function makeSettings(lang: Lang, words: string[]): Promise<CSpellSettings> {
  const { constructSettingsForText, getDefaultSettings, mergeSettings, readSettings } = await cspell();
  const spanish = await readSettings(require.resolve('@cspell/dict-es-es/cspell-ext.json'));
  const merged = mergeSettings(await getDefaultSettings(), spanish, { language: dictionaryLocale[lang], words });
  return constructSettingsForText(merged, '', 'plaintext');
}

/** A piece of text a visitor reads, and where it starts in its file. */
interface Piece {
  value: string;
  /** Offset in the file's source from which the piece's words are searched for. */
  from: number;
}

/** Text that is not words: URLs, emails, `{placeholders}`, phone numbers; blanked, so offsets stay true. */
const notWords = /https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{[^{}]*\}|\/[\w./-]+|\+?\d[\d\s().-]{6,}\d/g;
const blank = (s: string) => s.replace(notWords, (m) => ' '.repeat(m.length));

/** A value that is an id, a URL, an email, a path, a date or a number rather than text. */
const notText = (s: string) =>
  !/\p{L}/u.test(s) ||
  /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(s) ||
  /^(?:https?:|mailto:|tel:|\/|#|\.)/.test(s) ||
  /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(s);
/** Data and frontmatter keys whose values are never text. */
const idKeys =
  /^(?:id|ids|slug|href|url|src|image|photo|photos|icon|email|phone|route|service|services|area|areas|tag|tags|author|kind|variant|lang|date|updated|template|name_id|key|layout|schema|type)$/i;

/** Each text scalar of a YAML text (a data file, a frontmatter block) with its offset, skipping id-like keys. */
function yamlPieces(source: string, base = 0): Piece[] {
  const doc = YAML.parseDocument(source);
  const out: Piece[] = [];
  const walk = (node: Node | null | undefined, key: string) => {
    if (!node) return;
    if (isScalar(node)) {
      if (typeof node.value === 'string' && !idKeys.test(key) && !notText(node.value) && node.range)
        out.push({ value: node.value, from: base + node.range[0] });
    } else if (isMap(node)) {
      for (const pair of node.items) walk(pair.value as Node, isScalar(pair.key) ? String(pair.key.value) : key);
    } else if (isSeq(node)) for (const item of node.items) walk(item as Node, key);
  };
  walk(doc.contents as Node, '');
  return out;
}

/** Offset of a 1-based line and column in a text. */
function offsetAt(source: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const next = source.indexOf('\n', at);
    if (next < 0) return source.length;
    at = next + 1;
  }
  return at + column - 1;
}

/** The frontmatter block of a page source ("---\n…\n---"), or none. */
function frontmatterOf(source: string): { text: string; start: number } | undefined {
  const m = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  return m ? { text: m[1]!, start: source.indexOf('\n') + 1 } : undefined;
}

/** What a visitor reads of a page: its frontmatter text fields, its prose and its text props. */
function pagePieces(source: string, outline: MdxOutline | undefined): Piece[] {
  const fm = frontmatterOf(source);
  return [
    ...(fm ? yamlPieces(fm.text, fm.start) : []),
    ...(outline?.texts ?? [])
      .filter((t) => !notText(t.value.trim()))
      .map((t) => ({ value: t.value, from: offsetAt(source, t.line, t.column) })),
  ];
}

const langOfFile = (rel: string): Lang =>
  rel.startsWith('pages/es/') || /\.es\.ya?ml$/.test(rel) || rel === 'content/ui.es.yaml' ? 'es' : 'en';

const dictionaryName: Record<Lang, string> = { en: 'English (US)', es: 'Spanish' };

/** Where a word stands in the source: its first whole-word occurrence at or after `from`. */
function wordAt(source: string, word: string, from: number): number {
  const re = new RegExp(`(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}])`, 'gu');
  re.lastIndex = Math.max(0, from);
  const m = re.exec(source);
  return m ? m.index : from;
}

/** A word cspell did not find, and where it is in the text it was given. */
interface Issue {
  text: string;
  offset: number;
}

/**
 * What a text's result depends on besides the text: this check's way of asking (bumped when it changes), cspell and
 * its dictionaries (English is bundled with cspell), the language and the project's words.
 */
const ASKING = 'spelling 1: validateText, no suggestions';
let tools: string | undefined;
const toolVersions = () =>
  (tools ??= ['cspell-lib', '@cspell/cspell-bundled-dicts', '@cspell/dict-es-es']
    .map((name) => `${name}@${packageVersion(name)}`)
    .join(' '));

/**
 * The words of `text` not in the language's dictionary. A text already checked with the same words, dictionaries
 * and cspell is not checked again (scripts/checks/result-cache.ts): a gate run on an unchanged site does not load
 * cspell at all, and a run after an edit checks the edited files only.
 */
async function unknownWords(text: string, lang: Lang, words: string[], kept: ResultCache<Issue[]>): Promise<Issue[]> {
  const key = resultKey(ASKING, toolVersions(), lang, words.join('\n'), text);
  let issues = kept.get(key);
  if (!issues) {
    const { validateText } = await cspell();
    const found = await validateText(text, await settingsFor(lang, words), { generateSuggestions: false });
    issues = found.map((i) => ({ text: i.text, offset: i.offset }));
    kept.set(key, issues);
  }
  return issues;
}

interface SpellFile {
  rel: string;
  source: string;
  pieces: Piece[];
}

/** The files the check reads: every page, then every data file (of those wanted, when the editor asks about some). */
function spellFiles(site: SiteModel, outlines: Map<string, MdxOutline>, wanted?: Set<string>): SpellFile[] {
  const read = (f: { rel: string }) => !wanted || wanted.has(f.rel);
  return [
    ...site.files
      .filter(read)
      .map((f) => ({ rel: f.rel, source: f.source, pieces: pagePieces(f.source, outlines.get(f.rel)) })),
    ...site.data.filter(read).map((d) => ({ rel: d.rel, source: d.source, pieces: yamlPieces(d.source) })),
  ];
}

/** Misspelled words in the pages and data files of a site, each at its line with a suggestion. */
export async function spellingFindings(
  site: SiteModel,
  outlines: Map<string, MdxOutline>,
  wanted?: Set<string>,
): Promise<Finding[]> {
  // The towns and counties the area pages name (a new town's page from new:page among them): names a writer gave once.
  const areaNames = site.pages.flatMap((p) => {
    const area = p.frontmatter.area;
    return area ? [area.city, area.county].flatMap((name) => name.split(/[\s,]+/)).filter(Boolean) : [];
  });
  const words = [...readWordList(site.root), ...areaNames];
  const kept = resultCache<Issue[]>('spelling');
  const suggestions = new Map<string, string | undefined>();
  const out: Finding[] = [];
  for (const file of spellFiles(site, outlines, wanted)) {
    if (!file.pieces.length) continue;
    const lang = langOfFile(file.rel);
    // One text per file, its pieces a line apart: cspell reads it once; each issue's offset names its piece.
    const starts: number[] = [];
    let text = '';
    for (const p of file.pieces) {
      starts.push(text.length);
      text += blank(p.value) + '\n';
    }
    // Suggestions are slow to make: one per misspelled word, not per place it is written.
    const issues = await unknownWords(text, lang, words, kept);
    for (const issue of issues) {
      let i = starts.length - 1;
      while (i > 0 && starts[i]! > issue.offset) i--;
      const at = wordAt(file.source, issue.text, file.pieces[i]!.from);
      const key = `${lang}\0${issue.text}`;
      if (!suggestions.has(key)) {
        const dictionary = await (await cspell()).getDictionary(await settingsFor(lang, words));
        suggestions.set(key, dictionary.suggest(issue.text, { numSuggestions: 1, ignoreCase: false })[0]?.word);
      }
      const suggestion = suggestions.get(key);
      out.push({
        file: file.rel,
        ...positionOf(file.source, at),
        message:
          `"${issue.text}" is not in the ${dictionaryName[lang]} dictionary` +
          (suggestion ? `: did you mean "${suggestion}"?` : '') +
          ` (a real name or word: add it to ${wordListFile})`,
      });
    }
  }
  return out;
}

export const spellingCheck: Check = {
  name: 'spelling',
  title: `Spelling of page text, frontmatter and data-file text (English US and Spanish dictionaries, ${wordListFile})`,
  stage: 'source',
  messages: [
    {
      message: `"foundatoin" is not in the English (US) dictionary: did you mean "foundation"? (a real name or word: add it to ${wordListFile})`,
      fix: `Correct the word (American spelling on English pages: "license", "neighborhood", "color"). A real name or word the dictionary lacks (a street, a neighborhood, a brand) goes on its own line in ${wordListFile}.`,
    },
  ],
  run({ site, outlines, wanted }) {
    return spellingFindings(site, outlines, wanted);
  },
};
