// The writers' gate's source checks, run as functions on a temporary copy of the site in which each test's
// mistake is planted in a page of its own: every mistake is reported with its file, line and message, in one run.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFinding, type Finding } from '../../src/content/findings.ts';
import { loadSite } from '../../src/content/model.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import { checkContext, runSourceChecks } from '../../scripts/checks/index.ts';
import { componentNames } from '../../scripts/build/component-schemas.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { plantedPage } from '../support/planted-page.ts';
import { langOfRoute } from '../../src/content/route-path.ts';

let site: SiteCopy;
let findings: Finding[];
let business: Business;
let warrantyYears: number;
const of = (file: string) => findings.filter((f) => f.file === file);
const messages = (file: string) =>
  of(file)
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((f) => `${f.line}:${f.column} ${f.message}`);

beforeAll(async () => {
  site = copySite();
  const original = loadSite(site.root);
  business = original.business!;
  const aboutTitle = original.pageByRoute.get('/about')!.frontmatter.title;
  const redirect = original.redirects[0]!;
  const years = new Date().getFullYear() - business.founded;
  // The years of the one warranty with a term in years (content/business.yaml), and English pages with no Spanish
  // translation yet, for the planted Spanish pages to translate.
  warrantyYears = Number(
    /(\d+)/.exec(Object.values(business.warranty).find((t) => /^\d+ years?$/.test(String(t))) as string)![1],
  );
  const untranslated = original.pages
    .filter((p) => langOfRoute(p.route) === 'en' && !original.pairs.has(p.route) && !p.frontmatter.hidden)
    .map((p) => p.route);

  site.write(
    'pages/long-title.mdx',
    plantedPage('long', 'Text.').replace(
      /^title: .*$/m,
      `title: ${'A very long title that goes on '.repeat(3).trim()}`,
    ),
  );
  // A frontmatter mistake doesn't hide a mistake in the same page's text.
  site.write(
    'pages/misspelt.mdx',
    plantedPage('misspelt', 'See [this](/no-such-page).').replace('keywords:', 'keywrods:'),
  );
  site.write(
    'pages/unclosed.mdx',
    plantedPage('unclosed', 'Text.').replace(/^description: (.*)$/m, 'description: "$1'),
  );
  site.write('pages/unknown-component.mdx', plantedPage('component', 'Text.\n\n<CallToActoin />'));
  // A component with a props schema, as every component in src/components/mdx/ declares one.
  site.write(
    'src/components/mdx/Badge.tsx',
    [
      "import { z } from 'zod';",
      '',
      'export const props = z.strictObject({ label: z.string(), count: z.number().optional() });',
      '',
      '/** A planted test component. @example <Badge label="New" /> */',
      'export function Badge({ label, count }: z.infer<typeof props>) {',
      '  return <span>{label}{count}</span>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'pages/props.mdx',
    plantedPage(
      'props',
      'Text.\n\n<Badge lable="x" count="3" />\n\n<Badge label="ok" count={2} />\n\n<Badge label={someName} />',
    ),
  );
  site.write('pages/faq/index.mdx', plantedPage('faq-twice', 'Text.'));
  site.write('pages/dup-title.mdx', plantedPage('dup', 'Text.').replace(/^title: .*$/m, `title: ${aboutTitle}`));
  site.write('pages/links.mdx', plantedPage('links', `See [old](${redirect.from}) and [typo](/servics).`));
  site.write(
    'pages/external.mdx',
    plantedPage(
      'external',
      [
        'A [typo](htps://example.com) link.',
        'A [bare](www.example.com) link.',
        'A [plain](http://example.com) link.',
        'A [broken](https://) link.',
        'A fine [one](https://example.com/x).',
      ].join('\n'),
    ),
  );
  site.write(
    'pages/facts.mdx',
    plantedPage(
      'facts',
      [
        `We have repaired ${(business.homesRepaired * 9).toLocaleString('en-US')}+ homes.`,
        `With ${years + 12} years of experience in the trade.`,
        `Family-owned since ${business.founded - 14}.`,
        `Over ${years + 7} years of experience.`,
        `Rated ${(business.rating.value - 0.2).toFixed(1)} stars from ${business.rating.reviewCount + 77} reviews.`,
      ].join('\n\n'),
    ),
  );
  // The same mistakes typed in Spanish, on a Spanish page (a translation of the about page), one per line.
  const r = business.rating;
  site.write(
    'pages/es/hechos.mdx',
    plantedPage(
      'hechos',
      [
        `Hemos reparado ${(business.homesRepaired * 9).toLocaleString('de-DE')} casas.`,
        `Con más de ${years + 12} años de experiencia en el oficio.`,
        `Una empresa con más de ${years + 17} años.`,
        `Familia fundada en ${business.founded - 14}.`,
        `Cada reparación tiene una garantía de ${warrantyYears + 5} años.`,
        `Ofrecemos ${warrantyYears + 7} años de garantía.`,
        `Calificación de ${(r.value - 0.2).toFixed(1).replace('.', ',')} estrellas.`,
        `Una nota de ${(r.value - 0.3).toFixed(1)} de 5.`,
        `Más de ${r.reviewCount + 77} reseñas de clientes.`,
      ].join('\n\n'),
      `translationOf: ${untranslated[0]}\nsourceHash: 0123456789ab`,
      'es',
    ),
  );
  // Spanish sentences with the right figures, or with figures about something else (a house's age, a pier's life,
  // the year a house was built): nothing to report.
  site.write(
    'pages/es/hechos-correctos.mdx',
    plantedPage(
      'hechos-correctos',
      [
        `Llevamos más de ${Math.floor(years / 10) * 10} años reparando cimientos.`,
        `Trabajamos en casas de más de ${years + 17} años y en casas nuevas.`,
        `Si su casa tiene más de ${years + 17} años, pida una inspección.`,
        `Un pilote de acero dura más de ${years + 50} años.`,
        `Muchas casas construidas desde ${business.founded - 30} están sobre losa.`,
        `Desde ${business.founded} reparamos cimientos, con garantía de ${warrantyYears} años en concreto.`,
        `Calificación de ${String(r.value).replace('.', ',')} estrellas en ${r.reviewCount} reseñas.`,
        `Hemos reparado ${business.homesRepaired.toLocaleString('de-DE')} casas.`,
      ].join('\n\n'),
      `translationOf: ${untranslated[1]}\nsourceHash: 0123456789ab`,
      'es',
    ),
  );
  site.write('pages/expr.mdx', plantedPage('expr', 'Slab repair starts at {price} for most homes.'));
  // Imports the bundler resolves (a file written without its extension, packages, a virtual module) and two it can't.
  site.write(
    'pages/imports.mdx',
    plantedPage(
      'imports',
      [
        "import { loadSite } from '../src/content/model';",
        "import React from 'react';",
        "import { compile } from '@mdx-js/mdx';",
        "import photos from 'virtual:photos';",
        "import { price } from '../src/no-such-module.ts';",
        "import nothing from 'no-such-package-here';",
        '',
        'Text.',
      ].join('\n'),
    ),
  );
  // A job photo as `npm run photos -- add` brings it in, shown as its printed line says; and one written as a file path
  // instead.
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#964' } })
    .jpeg()
    .toFile(site.file('content/photos/porch-crack.jpg'));
  site.write(
    'pages/photo-line.mdx',
    plantedPage('photo-line', '<Photo src="porch-crack" alt="A wide crack across the porch slab" />'),
  );
  site.write('pages/photo-as-file.mdx', plantedPage('photo-as-file', '![A wide crack](porch-crack)'));
  site.edit('content/external-links.yaml', 'httpAllowed: []', 'httpAllowed:\n  - http://example.org');

  const model = loadSite(site.root);
  findings = await runSourceChecks(await checkContext(model));
}, 120_000);

afterAll(() => site?.remove());

describe('frontmatter and data schemas', () => {
  it('says the current value and its length for a too-long title, at its line', () => {
    const [f] = of('pages/long-title.mdx');
    expect(formatFinding(f!)).toMatch(
      /^pages\/long-title\.mdx:2:8 frontmatter\.title: expected a title of at most 70 characters; it has 92 characters: "A very long title/,
    );
  });

  it('suggests the field a misspelt key was meant to be, once, and still checks the page text', () => {
    expect(messages('pages/misspelt.mdx')).toEqual([
      expect.stringMatching(/^4:1 frontmatter\.keywrods: unknown field \(did you mean "keywords"\?\)/),
      '9:5 link to /no-such-page: no page has this address',
    ]);
  });

  it('puts an unclosed quote at the line where it opens', () => {
    expect(messages('pages/unclosed.mdx')).toEqual([
      expect.stringMatching(/^3:14 frontmatter: not valid YAML: Missing closing "quote; it opens here$/),
    ]);
  });

  it('checks data files against their schema, at the line of the value', () => {
    expect(messages('content/external-links.yaml')).toEqual([
      expect.stringMatching(/^4:5 external-links\.httpAllowed\[0\]: expected a host name/),
    ]);
  });
});

describe('components and props', () => {
  it('suggests the component a misspelt name was meant to be', () => {
    expect(messages('pages/unknown-component.mdx')).toEqual([
      expect.stringMatching(/^11:1 <CallToActoin>: unknown component \(did you mean <CallToAction>\?\); available: /),
    ]);
  });

  it("validates each use against the component's props schema: unknown, wrong type, missing; skips expressions", () => {
    expect(messages('pages/props.mdx')).toEqual([
      '11:1 <Badge>: required prop "label" is missing',
      '11:8 <Badge>: unknown prop "lable" (did you mean "label"?); its props: label, count',
      '11:18 <Badge> prop "count": Invalid input: expected number, received string',
    ]);
  });
});

describe('imports', () => {
  it('reports an import of a file or package that does not exist, at its path, and no other', () => {
    expect(messages('pages/imports.mdx')).toEqual([
      '13:24 import of "../src/no-such-module.ts": no such file or package, so the page cannot be built',
      '14:22 import of "no-such-package-here": no such file or package, so the page cannot be built',
    ]);
  });
});

describe('job photos', () => {
  it('takes a <Photo> naming a photo in content/photos/ as it is; a photo written as a file says how to show it', () => {
    expect(messages('pages/photo-line.mdx')).toEqual([]);
    expect(messages('pages/photo-as-file.mdx')).toEqual([
      expect.stringMatching(/ image porch-crack: a job photo is shown with <Photo src="porch-crack" alt="…" \/>/),
    ]);
  });
});

describe('unique routes, titles and descriptions', () => {
  it('fails a second file for the same route', () => {
    expect(messages('pages/faq/index.mdx')).toEqual([
      '1:1 route /faq is also the route of pages/faq.mdx: one of the two must go or move (pages/faq/index.mdx is left out of the build until then)',
    ]);
  });

  it('fails a title another page already has', () => {
    expect(messages('pages/dup-title.mdx')).toEqual([
      expect.stringMatching(/^2:1 title ".*" is also the title of pages\/about\.mdx$/),
    ]);
  });
});

describe('links', () => {
  it('names where an old path redirects, and suggests the route a typo meant', () => {
    const model = loadSite(site.root);
    const r = model.redirects[0]!;
    expect(messages('pages/links.mdx')).toEqual([
      `9:5 ${r.from} redirects to ${r.to}: link to ${r.to}`,
      expect.stringMatching(/^9:\d+ link to \/servics: no page has this address \(did you mean \/services\?\)$/),
    ]);
  });

  it('fails an unknown scheme, a scheme-less www. link, plain http:// and a malformed address', () => {
    expect(messages('pages/external.mdx')).toEqual([
      expect.stringMatching(/^9:3 "htps:\/\/example\.com": unknown scheme "htps:" \(did you mean "https:"\?\)/),
      '10:3 "www.example.com" has no scheme, so it would be a link relative to this page: write https://www.example.com',
      expect.stringMatching(/^11:3 "http:\/\/example\.com" uses http:\/\/: write https:\/\/example\.com/),
      expect.stringMatching(/^12:3 "https:\/\/" is not a valid web address/),
    ]);
  });
});

describe('facts in prose', () => {
  it('catches years, founding year, homes, rating and review count in the forms writers type them', () => {
    const found = messages('pages/facts.mdx');
    const years = new Date().getFullYear() - business.founded;
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^9:18 "${(business.homesRepaired * 9).toLocaleString('en-US')}\\+ homes": `)),
      expect.stringMatching(
        new RegExp(`^11:6 "${years + 12} years of experience": the company has been in business ${years} years`),
      ),
      expect.stringMatching(new RegExp(`^13:20 "since ${business.founded - 14}": founding year differs`)),
      expect.stringMatching(new RegExp(`^15:6 "Over ${years + 7} years of experience"`)),
      expect.stringMatching(/^17:7 ".* stars": rating differs/),
      expect.stringMatching(new RegExp(`^17:\\d+ "${business.rating.reviewCount + 77} reviews": review count differs`)),
    ]);
  });

  it('catches the same figures typed in Spanish at their lines: years, homes, founding year, warranty, rating, reviews', () => {
    const file = 'pages/es/hechos.mdx';
    const years = new Date().getFullYear() - business.founded;
    const r = business.rating;
    const at = (text: string) => `^${site.lineOf(file, text)}:\\d+ `;
    const quoted = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(messages(file)).toEqual(
      [
        [at('casas'), `"${quoted((business.homesRepaired * 9).toLocaleString('de-DE'))} casas": `],
        [at('de experiencia'), `"más de ${years + 12} años de experiencia": the company has been in business ${years}`],
        [at('Una empresa'), `"más de ${years + 17} años": the company has been in business ${years}`],
        [at('fundada'), `"fundada en ${business.founded - 14}": founding year differs`],
        [at('una garantía'), `"garantía de ${warrantyYears + 5} años": no warranty in content/business.yaml lasts`],
        [at('Ofrecemos'), `"${warrantyYears + 7} años de garantía": no warranty in content/business.yaml lasts`],
        [at('estrellas'), `"${(r.value - 0.2).toFixed(1).replace('.', ',')} estrellas": rating differs`],
        [at('de 5'), `"${quoted((r.value - 0.3).toFixed(1))} de 5": rating differs`],
        [at('reseñas'), `"${r.reviewCount + 77} reseñas": review count differs`],
      ].map(([where, what]) => expect.stringMatching(new RegExp(`${where}${what}`))),
    );
  });

  it('passes Spanish prose with the right figures, or figures about a house’s age, a pier’s life or a build year', () => {
    expect(messages('pages/es/hechos-correctos.mdx')).toEqual([]);
  });

  it('turns an undefined {name} in prose into an actionable message', () => {
    expect(messages('pages/expr.mdx')).toEqual([
      '9:23 "{price}" is not defined: write the value, or use <Fact name=…/> / {@fact}',
    ]);
  });
});

describe('the real site', () => {
  it('has no findings in files the tests did not plant', () => {
    const planted =
      /^pages\/(es\/hechos|es\/hechos-correctos|long-title|misspelt|unclosed|unknown-component|props|faq\/index|dup-title|links|external|facts|expr|imports|photo-as-file)\.mdx$|^content\/external-links\.yaml$/;
    expect(findings.filter((f) => !planted.test(f.file)).map(formatFinding)).toEqual([]);
  });
});

describe('all failures in one run', () => {
  it('reports mistakes in three pages as three findings', async () => {
    const copy = copySite();
    try {
      const model = loadSite(copy.root);
      const [a, b, c] = model.pages.filter((p) => p.route !== '/' && !p.frontmatter.hidden).map((p) => p.rel);
      copy.edit(a!, /^title: .*$/m, 'title: Short');
      copy.edit(b!, /\n---\n/, '\n---\n\nSee [this](/no-such-page).\n');
      copy.edit(c!, /\n---\n/, '\n---\n\nPrices start at {price}.\n');
      const components = { names: componentNames(copy.root), props: new Map() };
      const found = await runSourceChecks(await checkContext(loadSite(copy.root), components));
      expect(found.map((f) => f.file).sort()).toEqual([a, b, c].sort());
    } finally {
      copy.remove();
    }
  }, 60_000);
});

describe('CONTENT.md, "When a check fails"', () => {
  it('is generated from the checks: every message of every check, with its fix, near the top', async () => {
    const { checks } = await import('../../scripts/checks/index.ts');
    const fs = await import('node:fs');
    const { projectRoot } = await import('../../src/content/load.ts');
    const doc = fs.readFileSync(`${projectRoot}/CONTENT.md`, 'utf8');
    const section = doc.slice(doc.indexOf('## When a check fails'), doc.indexOf('## Pages and routes'));
    expect(doc.indexOf('## When a check fails')).toBeLessThan(doc.indexOf('## Pages and routes'));
    for (const check of checks)
      for (const m of check.messages) {
        expect(section).toContain(m.message.replace(/\|/g, '\\|'));
        expect(section).toContain(m.fix.replace(/\|/g, '\\|'));
      }
    expect(doc).toMatch(/^## Contents$/m);
  });
});
