// The spelling check (scripts/checks/spelling.ts) over the real site with one planted misspelling at a time: an
// English page, a Spanish page and a data file each give exactly that finding at its line with a suggestion, and a
// word added to content/words.txt passes. The site itself passes (no finding). A text already checked is not checked
// again: its result is kept (scripts/checks/result-cache.ts) under its text, the words and cspell's version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSite, type SiteModel } from '../../src/content/model.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { outlinePages } from '../../scripts/checks/index.ts';
import { spellingFindings, wordListFile } from '../../scripts/checks/spelling.ts';

let site: SiteModel;
beforeAll(() => {
  site = loadSite();
});

/** The site with `rel`'s text changed in memory (a page or a data file), and the outlines of its pages. */
function planted(rel: string, change: (source: string) => string, root = site.root) {
  const files = site.files.map((f) => {
    if (f.rel !== rel) return f;
    const source = change(f.source);
    const body = source.replace(/^---[\s\S]*?\n---/, (fm) => fm.replace(/[^\n]/g, ''));
    return { ...f, source, body };
  });
  const data = site.data.map((d) => (d.rel === rel ? { ...d, source: change(d.source) } : d));
  const changed: SiteModel = { ...site, root, files, data };
  const outlines = outlinePages(site);
  const file = files.find((f) => f.rel === rel);
  if (file) outlines.set(rel, outlineMdx(file.body, rel));
  return { changed, outlines };
}

const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;

describe('spelling check', { timeout: 600_000 }, () => {
  it('finds nothing on the site as it is', async () => {
    expect(await spellingFindings(site, outlinePages(site))).toEqual([]);
  });

  it('reports a misspelled word on an English page at its line, with a suggestion', async () => {
    const rel = 'pages/warranty.mdx';
    const page = site.files.find((f) => f.rel === rel)!;
    const para = /\n\n([A-Z][a-z]+ [^\n<{]{20,})\n/.exec(page.body)![1]!;
    const { changed, outlines } = planted(rel, (s) => s.replace(para, `${para} Every foundatoin matters.`));
    const source = changed.files.find((f) => f.rel === rel)!.source;
    const findings = await spellingFindings(changed, outlines);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: rel, line: lineOf(source, 'foundatoin') });
    expect(findings[0]!.message).toContain('"foundatoin" is not in the English (US) dictionary');
    expect(findings[0]!.message).toContain('did you mean "foundation');
    // The editor asks about one file: the others are not read.
    expect(await spellingFindings(changed, outlines, new Set(['pages/faq.mdx']))).toEqual([]);
  });

  it('reports a misspelled word on a Spanish page with the Spanish dictionary', async () => {
    const rel = 'pages/es/garantia.mdx';
    const page = site.files.find((f) => f.rel === rel)!;
    const para = /\n\n([A-ZÁÉÍÓÚ][a-záéíóúñ]+ [^\n<{]{20,})\n/.exec(page.body)![1]!;
    const { changed, outlines } = planted(rel, (s) => s.replace(para, `${para} Ofrecemos una garantia escrita.`));
    const source = changed.files.find((f) => f.rel === rel)!.source;
    const findings = await spellingFindings(changed, outlines);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: rel, line: lineOf(source, 'garantia escrita') });
    expect(findings[0]!.message).toContain('"garantia" is not in the Spanish dictionary: did you mean "garantía"');
  });

  it('reports a misspelled word in a data file at its line, and not an English word on an English page', async () => {
    const rel = 'content/testimonials.yaml';
    const { changed, outlines } = planted(rel, (s) => s.replace('Cracks were running', 'Cracks were runing'));
    const data = changed.data.find((d) => d.rel === rel)!;
    const findings = await spellingFindings(changed, outlines);
    expect(findings).toEqual([
      expect.objectContaining({
        file: rel,
        line: lineOf(data.source, 'runing'),
        message: expect.stringContaining('"runing"'),
      }),
    ]);
    // The editor asking about the data file gets the same finding; asking about a page, not this file's.
    expect(await spellingFindings(changed, outlines, new Set([rel]))).toEqual(findings);
    expect(await spellingFindings(changed, outlines, new Set(['pages/faq.mdx']))).toEqual([]);
  });

  it('passes a word added to the project word list', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'words-'));
    fs.mkdirSync(path.join(root, 'content'));
    const list = fs.readFileSync(path.join(site.root, wordListFile), 'utf8');
    const rel = 'pages/warranty.mdx';
    const page = site.files.find((f) => f.rel === rel)!;
    const para = /\n\n([A-Z][a-z]+ [^\n<{]{20,})\n/.exec(page.body)![1]!;
    const plant = (s: string) => s.replace(para, `${para} Ask about Quillbrook Estates.`);
    fs.writeFileSync(path.join(root, wordListFile), list);
    const before = planted(rel, plant, root);
    expect((await spellingFindings(before.changed, before.outlines)).map((f) => f.message)).toEqual([
      expect.stringContaining('"Quillbrook"'),
    ]);
    fs.writeFileSync(path.join(root, wordListFile), `${list}Quillbrook\n`);
    const after = planted(rel, plant, root);
    expect(await spellingFindings(after.changed, after.outlines)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps each text's result: the same text is not checked again, a changed text or word list is", async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-cache-'));
    vi.stubEnv('CHECK_CACHE_DIR', cache);
    try {
      const rel = 'pages/warranty.mdx';
      const page = site.files.find((f) => f.rel === rel)!;
      const para = /\n\n([A-Z][a-z]+ [^\n<{]{20,})\n/.exec(page.body)![1]!;
      const { changed, outlines } = planted(rel, (s) => s.replace(para, `${para} Every foundatoin matters.`));
      const entries = () => fs.readdirSync(path.join(cache, 'spelling'));
      const first = await spellingFindings(changed, outlines, new Set([rel]));
      expect(first.map((f) => f.message)).toEqual([expect.stringContaining('"foundatoin"')]);
      // One result kept for the one text read; a result written by hand in its place is what the next run reports,
      // so the text was not checked again.
      expect(entries()).toHaveLength(1);
      const entry = path.join(cache, 'spelling', entries()[0]!);
      const kept = JSON.parse(fs.readFileSync(entry, 'utf8')) as { text: string; offset: number }[];
      expect(kept).toEqual([{ text: 'foundatoin', offset: expect.any(Number) }]);
      fs.writeFileSync(entry, '[]');
      expect(await spellingFindings(changed, outlines, new Set([rel]))).toEqual([]);
      // Another text, or the same text with other project words, is checked again, each kept beside the first.
      const other = planted(rel, (s) => s.replace(para, `${para} Every foundatoin mattres.`));
      expect((await spellingFindings(other.changed, other.outlines, new Set([rel]))).map((f) => f.message)).toEqual([
        expect.stringContaining('"foundatoin"'),
        expect.stringContaining('"mattres"'),
      ]);
      const withWord = { ...changed, pages: [...changed.pages] };
      const town = withWord.pages.findIndex((p) => p.frontmatter.area);
      withWord.pages[town] = {
        ...withWord.pages[town]!,
        frontmatter: { ...withWord.pages[town]!.frontmatter, area: { city: 'Foundatoin', county: 'Brazoria' } },
      } as (typeof withWord.pages)[number];
      expect(await spellingFindings(withWord, outlines, new Set([rel]))).toEqual([]);
      expect(entries()).toHaveLength(3);
    } finally {
      vi.unstubAllEnvs();
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
