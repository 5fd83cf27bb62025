// Spanish pages as content: a page under pages/es/ names the English page it translates (translationOf) and the
// version it was translated from (sourceHash, written by `npm run translations -- --stamp`). In a copy of the site
// with planted pages: the pairing in the model and the route table, the writer's mistakes at their lines, the hash
// and the stamp/status commands.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { plantedPage } from '../support/planted-page.ts';
import { loadSite } from '../../src/content/model.ts';
import { toPageMeta } from '../../src/content/page-meta.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { sourceHashOf, translationStatuses, withSourceHash } from '../../src/content/translations.ts';

let copy: SiteCopy;
/** English pages of the site without a translation yet, the first one translated by the planted Spanish page. */
let english: string;
let other: string;
let third: string;
/** How many English pages the site's own Spanish pages translate. */
let translatedBefore: number;
const spanish = 'pages/es/prueba.mdx';

const problemsOf = (file: string) =>
  loadSite(copy.root)
    .problems.filter((p) => p.file === file)
    .map((p) => `${p.file}:${p.line} ${p.message}`);

const cli = (...args: string[]) => tsxIn(copy, ['scripts/translations.ts', ...args]);

beforeAll(() => {
  copy = copySite('translations-test-');
  const site = loadSite(copy.root);
  const plain = site.pages.filter(
    (p) => langOfRoute(p.route) === 'en' && !p.frontmatter.hidden && p.route !== '/' && !site.pairs.has(p.route),
  );
  translatedBefore = translationStatuses(site).filter((s) => s.state === 'translated').length;
  english = plain[0]!.route;
  other = plain[1]!.route;
  third = plain[2]!.route;
}, 60_000);
afterAll(() => copy?.remove());

describe('a Spanish page', () => {
  it('is stamped by the CLI, then pairs with its English page in the model and the route table', () => {
    copy.write(spanish, plantedPage('prueba', 'Texto en español.', `translationOf: ${english}`, 'es'));
    // Not stamped yet: the writer is told how.
    expect(problemsOf(spanish).join('\n')).toContain(
      `frontmatter.sourceHash: required field is missing: once this translation matches ${english}, run \`npm run translations -- --stamp ${spanish}\``,
    );
    const stamped = cli('--stamp', spanish);
    expect(stamped.status, stamped.stderr).toBe(0);
    const site = loadSite(copy.root);
    const englishPage = site.pageByRoute.get(english)!;
    expect(copy.read(spanish)).toContain(`sourceHash: ${sourceHashOf(englishPage.source)}`);
    expect(site.problems.filter((p) => p.file === spanish)).toEqual([]);

    const page = site.pageByRoute.get('/es/prueba')!;
    expect(page.frontmatter.translationOf).toBe(english);
    expect(site.pairs.get('/es/prueba')).toBe(english);
    expect(site.pairs.get(english)).toBe('/es/prueba');
    expect(toPageMeta(page, undefined, site.pairs.get(page.route))).toMatchObject({ lang: 'es', pair: english });
    expect(toPageMeta(englishPage, undefined, site.pairs.get(english))).toMatchObject({
      lang: 'en',
      pair: '/es/prueba',
    });
    // A page without a translation has no pair.
    expect(site.pairs.has(other)).toBe(false);

    const status = cli();
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`translated +${english} +/es/prueba \\(${spanish}\\)`));
    expect(status.stdout).toMatch(new RegExp(`missing +${other}\\n`));
    expect(status.stdout).toMatch(
      new RegExp(`^Translations: ${translatedBefore + 1} translated, 0 out of date, \\d+ missing`, 'm'),
    );
  }, 180_000);

  it('is out of date once its English page changes, and up to date again when stamped', () => {
    const englishFile = loadSite(copy.root).pageByRoute.get(english)!.rel;
    copy.edit(englishFile, /\n$/, '\nA new English paragraph the translation does not have yet.\n');
    const states = translationStatuses(loadSite(copy.root));
    expect(states.find((s) => s.english === english)).toMatchObject({
      state: 'out of date',
      spanish: { rel: spanish, line: copy.lineOf(spanish, 'sourceHash:') },
    });
    expect(cli().stdout).toContain(`out of date  ${english}`);
    // npm run check: a warning at the Spanish page's sourceHash line (an annotation and a job-summary line on CI),
    // and the check still passes.
    const summary = copy.file('.tmp-summary.md');
    const check = tsxIn(copy, ['scripts/check.ts', '--no-build'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    });
    const output = `${check.stdout}\n${check.stderr}`;
    const line = copy.lineOf(spanish, 'sourceHash:');
    expect(check.status, output).toBe(0);
    expect(output).toMatch(
      new RegExp(`^::warning file=${spanish},line=${line},col=1,title=npm run check::translation out of date: `, 'm'),
    );
    expect(output).toContain(`${spanish}:${line}:1 translation out of date: `);
    expect(output).toMatch(/1 translation warning \(Spanish text to write or update, see above\)/);
    expect(fs.readFileSync(summary, 'utf8')).toMatch(
      new RegExp(`### Translations to update: 1\n\n- \`${spanish}:${line}\` translation out of date`),
    );
    expect(cli('--stamp', spanish).status).toBe(0);
    expect(translationStatuses(loadSite(copy.root)).find((s) => s.english === english)?.state).toBe('translated');
  }, 300_000);

  it('must name an existing English page, at its line, with the nearest route', () => {
    copy.edit(spanish, `translationOf: ${english}`, `translationOf: ${english}x`);
    expect(problemsOf(spanish)).toEqual([
      `${spanish}:${copy.lineOf(spanish, 'translationOf:')} frontmatter.translationOf: "${english}x" is not an English page (did you mean "${english}"?); name the route of the English page this page translates. If that page was removed or renamed, point this page at its new route, or remove this translation too`,
    ]);
    // A Spanish page is not an English page to translate.
    copy.edit(spanish, `translationOf: ${english}x`, 'translationOf: /es/prueba');
    expect(problemsOf(spanish).join('\n')).toContain('"/es/prueba" is not an English page');
    copy.edit(spanish, 'translationOf: /es/prueba', `translationOf: ${english}`);
    expect(problemsOf(spanish)).toEqual([]);
  });

  it('must say which page it translates', () => {
    const file = 'pages/es/sin-pareja.mdx';
    copy.write(file, plantedPage('sin-pareja', 'Texto.', '', 'es'));
    expect(problemsOf(file)).toEqual([
      expect.stringMatching(
        /^pages\/es\/sin-pareja\.mdx:\d+ frontmatter\.translationOf: required field is missing: every page under pages\/es\/ translates an English page/,
      ),
    ]);
    fs.rmSync(copy.file(file));
  });

  it('is the only translation of its English page: a second one is an error at its translationOf line', () => {
    const second = 'pages/es/segunda.mdx';
    copy.write(second, plantedPage('segunda', 'Otra.', `translationOf: ${english}\nsourceHash: 0123456789ab`, 'es'));
    const site = loadSite(copy.root);
    expect(site.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toContain(
      `${second}:${copy.lineOf(second, 'translationOf:')} frontmatter.translationOf: ${english} is already translated by ${spanish}; an English page has at most one Spanish translation: keep one of the two files (merge the text into it) or point this one at the English page it really translates`,
    );
    expect(site.pageByRoute.has('/es/segunda')).toBe(false);
    expect(site.pairs.get(english)).toBe('/es/prueba');
    fs.rmSync(copy.file(second));
  });

  it('is the only kind of page with translation fields', () => {
    const file = 'pages/english-planted.mdx';
    copy.write(file, plantedPage('english-planted', 'Text.', `translationOf: ${english}`));
    expect(problemsOf(file)).toEqual([
      `${file}:${copy.lineOf(file, 'translationOf:')} frontmatter.translationOf: only Spanish pages (under pages/es/) are translations; remove this line, or move the Spanish text to pages/es/ (npm run new:page -- --translate /english-planted writes the file)`,
    ]);
    fs.rmSync(copy.file(file));
  });

  it('is an error when its English page is removed', () => {
    const englishFile = loadSite(copy.root).pageByRoute.get(english)!.rel;
    const text = copy.read(englishFile);
    fs.rmSync(copy.file(englishFile));
    expect(problemsOf(spanish).join('\n')).toContain(`frontmatter.translationOf: "${english}" is not an English page`);
    copy.write(englishFile, text);
  });

  it('refuses to stamp what is not a Spanish page', () => {
    const r = cli('--stamp', loadSite(copy.root).pageByRoute.get(other)!.rel);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not a Spanish page \(a \.mdx file under pages\/es\/\)/);
  });
});

describe('npm run new:page -- --translate', () => {
  it('writes the Spanish page with the English text, translationOf and sourceHash filled in', () => {
    const r = tsxIn(copy, ['scripts/new-page.ts', '--translate', other, '/es/otra-prueba']);
    expect(r.status, r.stderr).toBe(0);
    // pages/es/otra-prueba.mdx, or pages/es/otra-prueba/index.mdx when the English page is a section's index.
    const file = loadSite(copy.root).pageByRoute.get('/es/otra-prueba')!.rel;
    const englishPage = loadSite(copy.root).pageByRoute.get(other)!;
    const written = copy.read(file);
    expect(written).toContain(`translationOf: ${other}\nsourceHash: ${sourceHashOf(englishPage.source)}\n`);
    expect(written.slice(written.indexOf('\n---', 3))).toBe(
      englishPage.source.slice(englishPage.source.indexOf('\n---', 3)),
    );
    const site = loadSite(copy.root);
    expect(site.problems.filter((p) => p.file === file)).toEqual([]);
    expect(site.pairs.get(other)).toBe('/es/otra-prueba');
    // Once translated, an English page can't be scaffolded again; a route outside /es is refused.
    const again = tsxIn(copy, ['scripts/new-page.ts', '--translate', other]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${other} is already translated: ${file}`);
    const outside = tsxIn(copy, ['scripts/new-page.ts', '--translate', third, '/otra']);
    expect(outside.stderr).toContain("/otra: a Spanish page's route starts with /es");
    fs.rmSync(copy.file(file));
  }, 180_000);
});

describe('interface words', () => {
  it('a key missing in Spanish fails, naming the file, the line and the key', () => {
    const text = copy.read('content/ui.es.yaml');
    // Reported at the group the key belongs in.
    const line = copy.lineOf('content/ui.es.yaml', 'header:');
    copy.edit('content/ui.es.yaml', /^ {2}openMenu: .*\n/m, '');
    try {
      expect(
        loadSite(copy.root)
          .problems.filter((p) => p.file === 'content/ui.es.yaml')
          .map((p) => `${p.file}:${p.line} ${p.message}`),
      ).toEqual([`content/ui.es.yaml:${line} ui.es.header.openMenu: required field is missing (expected string)`]);
    } finally {
      copy.write('content/ui.es.yaml', text);
    }
  });
});

describe('the source hash', () => {
  const page = `---\ntitle: A title\norder: 3\n---\n\n# Heading\n\nText.\n`;
  it('counts the text to translate, not layout fields or whitespace', () => {
    const hash = sourceHashOf(page);
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceHashOf(page.replace('order: 3', 'order: 4'))).toBe(hash);
    expect(sourceHashOf(page.replace('Text.', 'Text.   ').replace(/\n/g, '\r\n'))).toBe(hash);
    expect(sourceHashOf(page.replace('Text.', 'Other text.'))).not.toBe(hash);
    expect(sourceHashOf(page.replace('A title', 'Another title'))).not.toBe(hash);
  });
  it('is written after translationOf, or replaces the line there', () => {
    const es = `---\ntitle: Un título\ntranslationOf: /faq\n---\n\nTexto\n`;
    const once = withSourceHash(es, 'aaaaaaaaaaaa');
    expect(once).toBe(`---\ntitle: Un título\ntranslationOf: /faq\nsourceHash: aaaaaaaaaaaa\n---\n\nTexto\n`);
    expect(withSourceHash(once, 'bbbbbbbbbbbb')).toBe(once.replace('aaaaaaaaaaaa', 'bbbbbbbbbbbb'));
  });
});
