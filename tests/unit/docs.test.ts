// The CONTENT.md generator: component docs and field tables read from zod schemas,
// and generated parts replaced between their markers with the hand-written text kept.
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectRoot } from '../../src/content/load.ts';
import { frontmatterSchema } from '../../src/content/schemas/frontmatter.ts';
import { componentDoc, componentMarkdown } from '../../scripts/authoring/component-docs.ts';
import { componentNames } from '../../scripts/build/component-schemas.ts';
import { describeFields, fieldTable } from '../../scripts/authoring/schema-docs.ts';
import { fillGenerated, frontmatterSection } from '../../scripts/authoring/content-docs.ts';

const priceBox = z
  .strictObject({
    amount: z.string().describe('the price as text ("$4,000-$8,000")'),
    tone: z.enum(['plain', 'brand']).default('plain').describe('background colour'),
    compact: z.boolean().default(false).describe('renders it on one line'),
    links: z
      .array(z.strictObject({ id: z.string(), label: z.string().optional() }))
      .optional()
      .describe('links under the price'),
    columns: z.literal([2, 3]).optional().describe('columns'),
  })
  .meta({
    description: 'A boxed price with a caption,\n  for prices that need to stand out.',
    examples: ['<PriceBox amount="$4,000" />', '<PriceBox amount="$4,000" tone="brand" compact />'],
  });

describe('component docs', () => {
  it('reads purpose, examples and props (type, required, default, description) from the props schema', () => {
    const box = componentDoc('PriceBox', 'src/components/mdx/PriceBox.tsx', priceBox);
    expect(box.summary).toBe('A boxed price with a caption, for prices that need to stand out.');
    expect(box.examples).toEqual(['<PriceBox amount="$4,000" />', '<PriceBox amount="$4,000" tone="brand" compact />']);
    expect(box.props).toEqual([
      { name: 'amount', type: 'string', required: true, description: 'the price as text ("$4,000-$8,000")' },
      {
        name: 'tone',
        type: '"plain" | "brand"',
        required: false,
        default: '"plain"',
        description: 'background colour',
      },
      { name: 'compact', type: 'boolean', required: false, default: 'false', description: 'renders it on one line' },
      {
        name: 'links',
        type: '{ id: string; label?: string }[]',
        required: false,
        description: 'links under the price',
      },
      { name: 'columns', type: '2 | 3', required: false, description: 'columns' },
    ]);
    expect(box.problems).toEqual([]);
    const md = componentMarkdown(box);
    expect(md).toContain('### `<PriceBox>`');
    expect(md).toContain('| `tone` | `"plain" \\| "brand"` | no | `"plain"` | background colour |');
    expect(md).toContain('```mdx\n<PriceBox amount="$4,000" tone="brand" compact />\n```');
  });

  it('names a component without a props schema, description, example or prop description', () => {
    const bare = componentDoc('Bare', 'x/Bare.tsx', z.strictObject({ size: z.literal([1, 2]) }));
    expect(bare.problems).toEqual([
      expect.stringMatching(/x\/Bare\.tsx: <Bare> props schema has no description/),
      expect.stringMatching(/x\/Bare\.tsx: <Bare> props schema has no examples/),
      expect.stringMatching(/x\/Bare\.tsx: <Bare> prop `size` is not described/),
    ]);
    expect(bare.props[0]).toMatchObject({ name: 'size', type: '1 | 2', required: true });
    expect(componentMarkdown(bare)).toContain('_No description yet._');
    expect(componentDoc('Old', 'x/Old.tsx', undefined).problems).toEqual([
      expect.stringMatching(/x\/Old\.tsx: <Old> exports no `props` zod object/),
    ]);
  });

  it('every MDX component exports a strict, fully documented props schema', () => {
    const modules = import.meta.glob<{ props?: unknown }>('/src/components/mdx/*.tsx', { eager: true });
    const files = Object.keys(modules);
    expect(files.map((f) => path.basename(f, '.tsx')).sort()).toEqual(componentNames(projectRoot));
    for (const [file, mod] of Object.entries(modules)) {
      const name = path.basename(file, '.tsx');
      expect(componentDoc(name, file, mod.props).problems).toEqual([]);
      // Strict: a misspelt prop is an error, never silently ignored.
      const result = (mod.props as z.ZodObject).safeParse({ notAProp: true });
      expect(result.success, name).toBe(false);
      expect(
        result.error?.issues.some((i) => i.code === 'unrecognized_keys'),
        name,
      ).toBe(true);
    }
  });
});

describe('component props at render', () => {
  it('applies the schema defaults and fails a wrong prop naming the component, the prop and the allowed values', async () => {
    const { Phone } = await import('../../src/components/mdx/Phone.tsx');
    const { Stats } = await import('../../src/components/mdx/Stats.tsx');
    expect(renderToStaticMarkup(createElement(Phone, {}))).toMatch(/^<a href="tel:/);
    expect(renderToStaticMarkup(createElement(Phone, { plain: true }))).toMatch(/^<span/);
    expect(() => renderToStaticMarkup(createElement(Stats, { area: 'pearland' } as never))).toThrow(
      /^<Stats>: .*expected one of .*"pearland-tx".*→ at area$/,
    );
    expect(() => renderToStaticMarkup(createElement(Phone, { lable: 'Call' } as never))).toThrow(
      /^<Phone>: .*Unrecognized key: "lable"/,
    );
  });
});

describe('schema docs', () => {
  const schema = z.strictObject({
    title: z.string().min(10).max(70).describe('The page title.'),
    order: z.number().int().min(0).default(100),
    tags: z.array(z.enum(['a', 'b'])).optional(),
    faq: z
      .array(z.strictObject({ id: z.string().regex(/^[a-z]+$/, 'expected a lowercase id'), answer: z.string() }))
      .min(1),
    area: z.strictObject({ primary: z.boolean().default(false).describe('Main area.') }).optional(),
  });

  it('lists every field, nested ones by path, with type, presence, rules and description', () => {
    expect(describeFields(schema)).toEqual([
      {
        path: 'title',
        type: 'text',
        presence: 'required',
        rules: ['10–70 characters'],
        description: 'The page title.',
      },
      { path: 'order', type: 'whole number', presence: 'default: 100', rules: ['at least 0'], description: '' },
      { path: 'tags', type: 'list; each one of "a", "b"', presence: 'optional', rules: [], description: '' },
      {
        path: 'faq',
        type: 'list of items (fields below)',
        presence: 'required',
        rules: ['at least 1 item'],
        description: '',
      },
      { path: 'faq[].id', type: 'text', presence: 'required', rules: ['a lowercase id'], description: '' },
      { path: 'faq[].answer', type: 'text', presence: 'required', rules: [], description: '' },
      { path: 'area', type: 'group of fields (below)', presence: 'optional', rules: [], description: '' },
      { path: 'area.primary', type: 'true / false', presence: 'default: false', rules: [], description: 'Main area.' },
    ]);
    expect(fieldTable(describeFields(schema)).split('\n')[2]).toBe(
      '| `title` | text | required | 10–70 characters | The page title. |',
    );
  });

  it('adds the rules checked after a transform, and words records, formats, patterns and literals', () => {
    const filled = z
      .string()
      .transform((t) => t.trim())
      .pipe(z.string().min(5).max(9))
      .describe('Filled text.');
    const other = z.strictObject({
      intro: filled,
      email: z.email(),
      code: z.string().regex(/^[A-Z]{2}$/),
      status: z.union([z.literal(301), z.literal(308)]).default(301),
      hours: z.record(z.string().regex(/^[a-z]+$/, 'expected a day like "monday"'), z.string().max(20)),
    });
    expect(describeFields(other)).toEqual([
      { path: 'intro', type: 'text', presence: 'required', rules: ['5–9 characters'], description: 'Filled text.' },
      { path: 'email', type: 'text', presence: 'required', rules: ['a valid email address'], description: '' },
      { path: 'code', type: 'text', presence: 'required', rules: ['matches `^[A-Z]{2}$`'], description: '' },
      { path: 'status', type: '301 or 308', presence: 'default: 301', rules: [], description: '' },
      {
        path: 'hours',
        type: 'named entries, each text',
        presence: 'required',
        rules: ['names: a day like "monday"', 'each: at most 20 characters'],
        description: '',
      },
    ]);
  });

  it('documents every frontmatter field, each with a description', () => {
    const rows = describeFields(frontmatterSchema);
    const top = rows.filter((r) => !r.path.includes('.') && !r.path.includes('['));
    expect(top.map((r) => r.path)).toEqual(Object.keys((frontmatterSchema as unknown as { shape: object }).shape));
    expect(rows.filter((r) => !r.description).map((r) => r.path)).toEqual([]);
    expect(frontmatterSection()).toContain('| `title` | text | required | 10–70 characters |');
  });
});

describe('generated parts of CONTENT.md', () => {
  const doc = `# Guide\n\nHand-written intro.\n\n<!-- BEGIN GENERATED a -->\nold a\n<!-- END GENERATED a -->\n\nMiddle text.\n\n<!-- BEGIN GENERATED b: note -->\nold b\n<!-- END GENERATED b -->\n`;

  it('replaces only what is between the markers', () => {
    const out = fillGenerated(doc, { a: 'new a', b: 'new b' });
    expect(out).toContain('Hand-written intro.');
    expect(out).toContain('Middle text.');
    expect(out).not.toContain('old a');
    expect(out).toMatch(/<!-- BEGIN GENERATED a: [^>]*-->\n\nnew a\n\n<!-- END GENERATED a -->/);
    expect(fillGenerated(out, { a: 'new a', b: 'new b' })).toBe(out);
  });

  it('names missing markers instead of dropping a part', () => {
    expect(() => fillGenerated(doc, { components: 'x' })).toThrow(/CONTENT.md has no generated part "components"/);
  });
});
