// One typed door to the data: only src/content/data.ts imports content/*.yaml, its types come from the zod schemas (no
// casts of data, no hand-written module shapes), section routes are named once, and pages carry no classes (a writer's
// className is a finding at its line).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { componentFindings } from '../../src/content/mdx-checks.ts';
import { currentSite, siteData, siteDataIn } from '../../src/content/model.ts';
import { readTextLayer } from '../../src/content/load.ts';
import { missingTexts, textLayers } from '../../src/content/schemas/text-layers.ts';
import YAML from 'yaml';
import { dataSchemas } from '../../src/content/schemas/index.ts';

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(rel, ext);
    return ext.test(e.name) ? [rel] : [];
  });
}

const read = (rel: string) => fs.readFileSync(path.join(projectRoot, rel), 'utf8');
const code = filesUnder('src', /\.tsx?$/).filter((f) => !f.endsWith('.d.ts'));
/** The module specifiers a file imports or re-exports from. */
const importsOf = (text: string) => [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('the data door', () => {
  it('only src/content/data.ts imports content/*.yaml', () => {
    const importers = code.filter((f) => importsOf(read(f)).some((s) => /content\/[^/]+\.ya?ml$/.test(s)));
    expect(importers).toEqual(['src/content/data.ts']);
  });

  it('data.ts imports every data file the site reads, each typed by a module declaration from its schema', () => {
    // A Spanish layer (<name>.es) has the type of its English file.
    const declared = [
      ...read('src/content/modules.d.ts').matchAll(
        /declare module '\*\/content\/(([^'.]+)(?:\.es)?|ui\.e[ns])\.yaml' \{\n\s*const value: import\('\.\/schemas\/index\.ts'\)\.DataValue<'(\2|\1)'>;/g,
      ),
    ].map((m) => m[1]!);
    const imported = importsOf(read('src/content/data.ts')).map((s) => s.replace(/^.*content\/(.+)\.yaml$/, '$1'));
    expect(declared.sort()).toEqual(imported.sort());
    for (const name of imported)
      expect([...Object.keys(dataSchemas), ...Object.keys(textLayers).map((n) => `${n}.es`)]).toContain(name);
  });

  it('a Spanish layer holds no figure (a finding names the file and key); a text not translated yet shows in English', () => {
    const english = siteData('cost-guide');
    const file = path.join(projectRoot, 'content/cost-guide.es.yaml');
    const layer = fs.readFileSync(file, 'utf8');
    expect(readTextLayer('cost-guide', file, layer, english).ok).toBe(true);
    // One description left out, and a price retyped in Spanish.
    const broken = layer
      .replace(/^( {4}description: .*\n)/m, '')
      .replace(/^( {2}- service: .*\n)(?! {4}cost)/m, (line) => `${line}    cost: $500-$1,500\n`);
    const r = readTextLayer('cost-guide', file, broken, english);
    expect(r.ok).toBe(false);
    const found = r.problems.map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/cost-guide\.es\.yaml:\d+ cost-guide\.es\.items\[1\]\.cost: a figure is written once, in the English file/,
      ),
    ]);
    // The description left out is no mistake (a writer added the English row and has no Spanish yet): the Spanish
    // value keeps the English text, and the gate warns (scripts/checks/translations.ts).
    const untranslated = broken.replace(/^( {4}cost: \$500-\$1,500\n)/m, '');
    const partial = readTextLayer('cost-guide', file, untranslated, english);
    expect(partial.ok && partial.value.items[0]!.description).toBe(english.items[0]!.description);
    expect(missingTexts(textLayers['cost-guide'], english, YAML.parse(untranslated))).toEqual([
      { at: ['items', 0, 'description'], english: english.items[0]!.description },
    ]);
    // The Spanish value: the layer's words, the English file's prices and links.
    const es = siteDataIn('cost-guide', 'es');
    expect(es.items.map((i) => i.service)).not.toEqual(english.items.map((i) => i.service));
    es.items.forEach((item, i) => {
      const en = english.items[i]!;
      expect(item.href).toBe(en.href);
      if (/\d/.test(en.cost)) expect(item.cost).toBe(en.cost);
    });
  });

  it('a Spanish text carries the same figures as its English one', () => {
    const file = path.join(projectRoot, 'content/business.es.yaml');
    const layer = fs.readFileSync(file, 'utf8');
    const english = siteData('business');
    expect(readTextLayer('business', file, layer, english).ok).toBe(true);
    const r = readTextLayer(
      'business',
      file,
      layer.replace(/^( {2}duration: .*)$/m, '  duration: 1 a 3 horas'),
      english,
    );
    expect(r.problems.map((p) => p.message)).toEqual([
      `business.es.inspection.duration: expected the same figures as the English text "${english.inspection.duration}" (1, 2); it has 1, 3`,
    ]);
  });

  it('the Spanish service data: a retyped price and a figure typed over its placeholder are findings', () => {
    const english = siteData('service-details');
    const file = path.join(projectRoot, 'content/service-details.es.yaml');
    const layer = fs.readFileSync(file, 'utf8');
    expect(readTextLayer('service-details', file, layer, english).ok).toBe(true);
    const slug = Object.keys(english).find((k) => Object.keys(english[k]!.figures).length > 1)!;
    const figure = Object.keys(english[slug]!.figures)[0]!;
    // A service's first figure left out (not translated yet: no finding), the first tier's price retyped, and a
    // {figure} replaced by its value.
    const withFigure = Object.keys(english).find((k) =>
      english[k]!.steps?.some((s) => /\{[a-z]\w*\}/.test(s.description)),
    )!;
    const step = english[withFigure]!.steps!.findIndex((s) => /\{[a-z]\w*\}/.test(s.description));
    const placeholder = /\{[a-z]\w*\}/.exec(english[withFigure]!.steps![step]!.description)![0];
    const value = english[withFigure]!.figures[placeholder.slice(1, -1)]!;
    const escape = (t: string) => t.replace(/[{}$]/g, '\\$&');
    const broken = layer
      .replace(new RegExp(`^(${slug}:\\n  figures:\\n) {4}${figure}: .*\\n`, 'm'), '$1')
      .replace(/^( {4}- label: .*\n)(?= {6}description)/m, (line) => `${line}      cost: $1,000\n`)
      .replace(new RegExp(`^( +[^#\\s].*)${escape(placeholder)}`, 'm'), `$1${value}`);
    const r = readTextLayer('service-details', file, broken, english);
    const found = r.problems.map((p) => `${p.file}:${p.line} ${p.message}`);
    const at = (key: string, message: string) =>
      expect.stringMatching(
        new RegExp(`^content/service-details\\.es\\.yaml:\\d+ service-details\\.es\\.${key}: ${message}`),
      );
    expect(found).toEqual(
      expect.arrayContaining([
        at('[a-z-]+\\.tiers\\[0\\]\\.cost', 'a figure is written once, in the English file'),
        at(`${withFigure}\\.steps\\[${step}\\]\\.description`, 'expected the same placeholders as the English text'),
      ]),
    );
  });

  it('no code casts data: no siteData<T> and no `as` (but `as const`) where data or the route table is read', () => {
    const everywhere = [...code, ...filesUnder('scripts', /\.ts$/), ...filesUnder('tests', /\.tsx?$/)];
    expect(
      everywhere.filter((f) => f !== 'tests/unit/data-door.test.ts' && /\bsiteData<(?!N extends)/.test(read(f))),
    ).toEqual([]);
    const readers = code.filter((f) =>
      importsOf(read(f)).some((s) => /(^|\/)data\.ts$/.test(s) || s.startsWith('virtual:')),
    );
    expect(readers).toContain('src/content/business.ts');
    const casts = readers.flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) =>
          // Not an import's or export's renaming (`{ areas as areaData }`), nor a comment.
          !/^\s*(import|export) |^\s*(\/\*|\*)/.test(line) &&
          /\bas (?!const\b)[A-Za-z{[(]/.test(line.replace(/\/\/.*$/, ''))
            ? [`${f}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(casts).toEqual([]);
  });

  it('src/env.d.ts restates no shape: the YAML and virtual modules are typed from src/content', () => {
    const env = read('src/env.d.ts');
    expect(env).not.toMatch(/declare module '(\*\.yaml|virtual:)/);
    const modules = read('src/content/modules.d.ts');
    for (const [, name, body] of modules.matchAll(/declare module '([^']+)' \{([\s\S]*?)\n\}/g))
      for (const [, type] of body!.matchAll(/^\s*(?:export )?const \w+: (.+);$/gm))
        expect(type, name).toMatch(/import\('\.\/[a-z-]+(\/index)?\.ts'\)/);
  });

  it('names each section route once (src/content/route-path.ts SECTIONS)', () => {
    // A section root as a literal, or a template that builds a route under it, in src/ and scripts/. One file still
    // types one (left to the bench's owner): the build bench's dev-server page (scripts/bench/build.ts).
    const notYet = new Set(['scripts/bench/build.ts']);
    const literal = /['"`]\/(services|service-areas)(['"`]|\/\$\{)/;
    const scanned = [...code, ...filesUnder('scripts', /\.ts$/).filter((f) => !notYet.has(f))];
    const found = scanned.flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) => {
          const text = line
            .replace(/\/\/.*$/, '')
            .replace(/\/\*.*?(\*\/|$)/, '')
            .replace(/^\s*\*.*$/, '');
          return literal.test(text) ? [`${f}:${i + 1}`] : [];
        }),
    );
    // An exemption ends with its literal: once a file above names its sections through SECTIONS, drop it from notYet.
    for (const f of notYet) expect(literal.test(read(f)), `${f} no longer types a section route`).toBe(true);
    // The one definition, and the service-page regexes and examples of the frontmatter and data schemas' messages.
    expect(found.filter((f) => !f.startsWith('src/content/schemas/'))).toEqual([
      'src/content/route-path.ts:' +
        (read('src/content/route-path.ts')
          .split('\n')
          .findIndex((l) => l.startsWith('export const SECTIONS')) +
          1),
    ]);
  });
});

describe('pages carry no classes', () => {
  it('no page of the site has a className', () => {
    for (const p of currentSite().files) expect(p.source, p.rel).not.toMatch(/\bclass(Name)?=/);
  });

  it('a className or style on an element is a finding at its line', () => {
    const body = '\n## Title\n\n<div className="grid gap-4">\n\nText\n\n</div>\n\n<p style={{ color: "red" }}>x</p>\n';
    const findings = componentFindings('pages/x.mdx', outlineMdx(body, 'pages/x.mdx'), { names: [], props: new Map() });
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message.split(';')[0]}`)).toEqual([
      '4:6 <div className>: pages carry no classes or styles',
      '10:4 <p style>: pages carry no classes or styles',
    ]);
  });
});
