// The design system holds (src/README.md, "The design system"): components colour through the semantic roles of
// src/styles.css, never a palette shade or a hex value, and the card surface is typed only in the primitives of
// src/components/ui/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, optimize } from '@tailwindcss/node';

const root = path.resolve(import.meta.dirname, '../..');
/** Where the parts of a page live (components, layout, the lead forms and the islands). */
const FOLDERS = ['src/components', 'src/layout', 'src/forms', 'src/islands'];

const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand|accent';
const UTILITY =
  'text|bg|border(?:-[xytrbl])?|fill|stroke|ring|ring-offset|from|to|via|outline|decoration|divide|shadow|placeholder|caret|accent';
/** A utility naming a shade ("text-slate-800", "hover:bg-red-50/40", "border-white") or a palette variable. */
const rawShade = new RegExp(
  `(?<![\\w-])(?:${UTILITY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?![\\w-])|--color-(?:(?:${PALETTE})-\\d{2,3}|white|black)\\b`,
  'g',
);
const hexColour = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})(?![\w-])/gi;

/** "sm:rounded-xl" → "rounded-xl", "!border" → "border". */
const bare = (cls: string) => cls.slice(cls.lastIndexOf(':') + 1).replace(/^!|!$/g, '');
/** A string of classes that draws a card: rounded corners and a border. */
function isCardSurface(literal: string): boolean {
  const classes = literal.split(/\s+/).map(bare);
  return classes.some((c) => /^rounded(?:-(?:md|lg|xl|2xl|3xl))?$/.test(c)) && classes.includes('border');
}

interface Finding {
  where: string;
  text: string;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function findShades(file: string, source: string): Finding[] {
  return [...source.matchAll(rawShade), ...source.matchAll(hexColour)].map((m) => ({
    where: `${file}:${lineOf(source, m.index)}`,
    text: m[0],
  }));
}

function findCardSurfaces(file: string, source: string): Finding[] {
  return [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)]
    .filter((m) => isCardSurface(m[1] ?? m[2] ?? m[3] ?? ''))
    .map((m) => ({ where: `${file}:${lineOf(source, m.index)}`, text: m[0] }));
}

function sourceFiles(): { file: string; source: string }[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.posix.join(folder, f.split(path.sep).join('/')))
      .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') })),
  );
}

describe('the design system', () => {
  const files = sourceFiles();

  it('reads the components it guards', () => {
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['src/components/ui/card.tsx', 'src/layout/Footer.tsx', 'src/forms/Field.tsx']),
    );
  });

  it('finds a raw shade, a hex colour and a card surface where they are typed', () => {
    const planted = `const a = 'mt-2 text-slate-800 hover:bg-red-50/40';\nconst b = "border-white/10";\nconst c = '#1a5f8c';`;
    expect(findShades('x.tsx', planted).map((f) => f.text)).toEqual([
      'text-slate-800',
      'bg-red-50',
      'border-white',
      '#1a5f8c',
    ]);
    expect(
      findShades('x.tsx', `'bg-accent text-accent-foreground ring-accent-light bg-primary-foreground/10'`),
    ).toEqual([]);
    expect(isCardSurface('mt-8 rounded-xl border border-border bg-card')).toBe(true);
    expect(isCardSurface('max-sm:rounded-xl max-sm:border')).toBe(true);
    expect(isCardSurface('!rounded-xl !border')).toBe(true);
    expect(isCardSurface('rounded-full border-t')).toBe(false);
  });

  it('colours every component through the roles of src/styles.css: no palette shade, no hex value', () => {
    expect(files.flatMap(({ file, source }) => findShades(file, source))).toEqual([]);
  });

  it('types the card surface (rounded corners and a border) only in src/components/ui/', () => {
    const outside = files.filter(({ file }) => !file.startsWith('src/components/ui/'));
    expect(outside.flatMap(({ file, source }) => findCardSurfaces(file, source))).toEqual([]);
  });

  it('defines each colour once, in src/styles.css', () => {
    const css = fs.readFileSync(path.join(root, 'src/styles.css'), 'utf8');
    const defined = [...css.matchAll(/^\s*--color-([a-z0-9-]+):/gm)].map((m) => m[1]);
    expect(defined.filter((name, i) => defined.indexOf(name) !== i)).toEqual([]);
  });

  it('carries repeated utilities as short classes: each defined once in styles.css, compiled, and used', async () => {
    const entry = path.join(root, 'src/styles.css');
    const css = fs.readFileSync(entry, 'utf8');
    const short = [...css.matchAll(/^@utility ([a-z][\w-]*) \{/gm)].map((m) => m[1]!);
    expect(short).toEqual(expect.arrayContaining(['btn', 'btn-accent', 'link-card', 'menu-link', 'heading-hero']));
    expect(short.filter((name, i) => short.indexOf(name) !== i)).toEqual([]);
    // Tailwind compiles each (its @apply names real utilities), into a rule of its own.
    const compiler = await compile(css, { base: path.dirname(entry), from: entry, onDependency: () => {} });
    const built = optimize(compiler.build(short), { minify: true }).code;
    for (const name of short) expect(built, name).toContain(`.${name}{`);
    // And each is used by a component, or by another short class (a class nobody writes is dead weight).
    const source = files.map((f) => f.source).join('\n') + css.replace(/^@utility [\w-]+/gm, '');
    const used = (name: string) => new RegExp(`(^|[\\s'"\`:!])${name}([\\s'"\`;]|$)`, 'm').test(source);
    expect(short.filter((name) => !used(name))).toEqual([]);
  });

  it("the HTML check's telephone rule spares exactly the short classes that keep a line whole", () => {
    const css = fs.readFileSync(path.join(root, 'src/styles.css'), 'utf8');
    const nowrap = [...css.matchAll(/^@utility ([\w-]+) \{\n\s*@apply ([^;]*);/gm)]
      .filter((m) => m[2]!.split(/\s+/).includes('whitespace-nowrap'))
      .map((m) => m[1]!);
    const config = JSON.parse(fs.readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as {
      rules: Record<string, [string, { ignoreClasses: string[] }]>;
    };
    expect(config.rules['tel-non-breaking']![1].ignoreClasses.sort()).toEqual(['whitespace-nowrap', ...nowrap].sort());
  });
});
