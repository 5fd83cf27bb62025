// The writers' gate reads the built Spanish pages for the site's own English words (scripts/checks/spanish-words.ts):
// the words come from content/ (English texts whose Spanish differs), a word the page's MDX wrote is reported at its
// line, one a component shows at the content key it came from, and a customer's quote marked lang="en" is not read.
import { describe, expect, it } from 'vitest';
import { isMap, parseDocument as parseYaml } from 'yaml';
import { loadSite, siteDataIn } from '../../src/content/model.ts';
import { englishWords, spanishWordFindings } from '../../scripts/checks/spanish-words.ts';
import { locate } from '../../src/content/yaml-findings.ts';
import { SOURCE_LINE_ATTRIBUTE } from '../../scripts/build/source-lines.ts';

const site = loadSite();
const en = siteDataIn('business', 'en');
const es = siteDataIn('business', 'es');
const words = englishWords(site);

describe('the English words', () => {
  it('are derived from content/: the units and terms of the business facts whose Spanish differs', () => {
    const facts = [en.inspection.duration, en.emergency.responseTime, en.warranty.term, en.responsePromise];
    // The facts' English words ("under 2 hours", "within", "lifetime", "1-2 hours"), as content/business.yaml writes them.
    const shown = facts
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu)!;
    for (const w of ['hours', 'under', 'within', 'lifetime'].filter((w) => shown.includes(w)))
      expect(
        words.get(w)?.map((o) => o.file),
        w,
      ).toContain('content/business.yaml');
    expect(shown.filter((w) => words.has(w)).length).toBeGreaterThanOrEqual(4);
    expect(words.get('days')?.length, 'days').toBeGreaterThan(0);
  });

  it('hold no word of a Spanish text of content/', () => {
    const texts = (v: unknown, e: unknown): string[] =>
      typeof v === 'string'
        ? v === e
          ? []
          : [v]
        : v && typeof v === 'object'
          ? Object.entries(v).flatMap(([k, x]) => texts(x, (e as Record<string, unknown>)[k]))
          : [];
    const spanish = texts(es, en).flatMap((t) => [...t.toLowerCase().matchAll(/\p{L}+/gu)].map((m) => m[0]));
    for (const w of spanish) expect(words.has(w), w).toBe(false);
  });
});

describe('an English fact planted on a Spanish page', () => {
  const page = site.files.find((f) => f.route === '/es/agendar-inspeccion')!;
  const line = page.source.split('\n').findIndex((l) => /^\S/.test(l) && !l.startsWith('---') && !l.includes(':')) + 1;
  const quote = `${en.inspection.duration} ${en.responsePromise}`;
  const html = `<!doctype html><html lang="es"><body><main>
    <p ${SOURCE_LINE_ATTRIBUTE}="${line}">La visita dura ${en.inspection.duration}</p>
    <figure><blockquote lang="en">${quote}</blockquote></figure>
    <ul><li>Garantía ${en.warranty.term} transferible</li></ul>
    <p>La visita dura ${es.inspection.duration}</p>
  </main></body></html>`;

  it('is reported at its MDX line, a component\'s at the content key, the quote marked lang="en" not at all', () => {
    const findings = spanishWordFindings(site, [{ route: page.route, html }]);
    const source = site.data.find((d) => d.rel === 'content/business.yaml')!.source;
    const doc = parseYaml(source);
    expect(isMap(doc.contents)).toBe(true);
    const termLine = locate({ doc, offset: 0, fileText: source }, ['warranty', 'term']).line;
    const unit = en.inspection.duration.match(/\p{L}+/u)![0].toLowerCase();
    expect(findings.map((f) => `${f.file}:${f.line} ${f.message.split(' ')[0]}`)).toEqual([
      `${page.rel}:${line} "${unit}"`,
      `content/business.yaml:${termLine} "${en.warranty.term}"`,
    ]);
    expect(findings[0]!.message).toContain('content/business.yaml inspection.duration');
    expect(findings[1]!.message).toContain('content/business.es.yaml');
  });

  it('on an English page is no finding', () => {
    expect(spanishWordFindings(site, [{ route: '/book-inspection', html }])).toEqual([]);
  });
});

describe('an English word in a frontmatter text of a Spanish page', () => {
  it('is reported at the line of the page file that wrote it', () => {
    const page = site.files.find((f) => f.route === '/es/agendar-inspeccion')!;
    const lines = page.source.split('\n');
    const at = lines.findIndex((l) => /^description: /.test(l));
    expect(at).toBeGreaterThan(0);
    const planted = lines.map((l, i) =>
      i === at ? `description: Una visita de ${en.inspection.duration} en su casa` : l,
    );
    const copy = { ...site, files: site.files.map((f) => (f === page ? { ...f, source: planted.join('\n') } : f)) };
    const html = `<html lang="es"><body><p>Una visita de ${en.inspection.duration} en su casa</p></body></html>`;
    const findings = spanishWordFindings(copy, [{ route: page.route, html }]);
    expect(findings.map((f) => `${f.file}:${f.line}`)).toEqual([`${page.rel}:${at + 1}`]);
  });
});
