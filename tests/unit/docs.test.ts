// The CONTENT.md generator: component docs read from JSDoc and prop types, field tables read from zod schemas,
// and generated parts replaced between their markers with the hand-written text kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectRoot } from '../../src/content/load.ts';
import { frontmatterSchema } from '../../src/content/schemas/frontmatter.ts';
import {
  componentMarkdown,
  propNotes,
  readComponentDocs,
  type ComponentDoc,
} from '../../scripts/authoring/component-docs.ts';
import { describeFields, fieldTable } from '../../scripts/authoring/schema-docs.ts';
import { fillGenerated, frontmatterSection } from '../../scripts/authoring/content-docs.ts';

let dir: string;
let docs: ComponentDoc[];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'component-docs-'));
  fs.writeFileSync(
    path.join(dir, 'PriceBox.tsx'),
    `const tones = { plain: 'bg-white', brand: 'bg-brand-800' } as const;

/** Not the component: a helper's comment must not be taken for the component's. */
function helper() {
  return null;
}

/**
 * A boxed price with a caption, for prices that need to stand out.
 * Props: \`amount\` — the price as text ("$4,000-$8,000"); \`tone\` (background colour);
 * \`compact\` renders it on one line.
 * @example <PriceBox amount="$4,000" />
 * @example <PriceBox amount="$4,000" tone="brand" compact />
 */
export function PriceBox({ amount, tone = 'plain', compact = false, note }: {
  amount: string;
  tone?: keyof typeof tones;
  compact?: boolean;
  /** A line under the price. */
  note?: string;
}) {
  helper();
  return null;
}
`,
  );
  fs.writeFileSync(
    path.join(dir, 'Bare.tsx'),
    `export function Bare({ size }: { size: 1 | 2 }) {\n  return null;\n}\n`,
  );
  docs = readComponentDocs(dir, projectRoot);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('component docs', () => {
  it('reads purpose, props (type, required, default, description) and examples from JSDoc and types', () => {
    const box = docs.find((d) => d.name === 'PriceBox')!;
    expect(box.summary).toBe('A boxed price with a caption, for prices that need to stand out.');
    expect(box.examples).toEqual(['<PriceBox amount="$4,000" />', '<PriceBox amount="$4,000" tone="brand" compact />']);
    expect(box.props).toEqual([
      { name: 'amount', type: 'string', required: true, description: 'the price as text ("$4,000-$8,000")' },
      {
        name: 'tone',
        type: '"plain" | "brand"',
        required: false,
        default: "'plain'",
        description: 'background colour',
      },
      { name: 'compact', type: 'boolean', required: false, default: 'false', description: 'renders it on one line' },
      { name: 'note', type: 'string', required: false, description: 'A line under the price.' },
    ]);
    expect(box.problems).toEqual([]);
    const md = componentMarkdown(box);
    expect(md).toContain('### `<PriceBox>`');
    expect(md).toContain('| `tone` | `"plain" \\| "brand"` | no | `\'plain\'` | background colour |');
    expect(md).toContain('```mdx\n<PriceBox amount="$4,000" tone="brand" compact />\n```');
  });

  it('names a component without JSDoc, example or prop descriptions', () => {
    const bare = docs.find((d) => d.name === 'Bare')!;
    expect(bare.problems).toEqual([
      expect.stringMatching(/Bare\.tsx: <Bare> has no JSDoc comment/),
      expect.stringMatching(/Bare\.tsx: <Bare> prop `size` is not described/),
    ]);
    expect(bare.props[0]).toMatchObject({ name: 'size', type: '1 | 2', required: true });
    expect(componentMarkdown(bare)).toContain('_No description yet._');
  });

  it('splits "Props:" notes at each prop name, once per prop', () => {
    expect(
      propNotes('`label` replaces the text (the `plain` one stays); `plain` renders text.', ['label', 'plain']),
    ).toEqual({
      label: 'replaces the text (the',
      plain: 'one stays); `plain` renders text',
    });
    expect(propNotes('`of` — service slug; `columns` — 2 (default) or 3.', ['of', 'columns'])).toEqual({
      of: 'service slug',
      columns: '2 (default) or 3',
    });
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
