// The MDX components' reference for CONTENT.md, read from the same zod `props` schema each
// src/components/mdx/<Name>.tsx exports and the build validates against: the schema's description and examples
// (`.meta()`), and per prop its type, whether it is required, its default and its `.describe()` text, through
// zod's own JSON Schema output (`z.toJSONSchema`, input side, so defaulted props read as optional).
import { z } from 'zod';
import { mdText } from './markdown-text.ts';
import { loadComponentSchemas } from '../build/component-schemas.ts';

interface PropDoc {
  name: string;
  type: string;
  /** What the values are, for a prop whose values come from content/ (its type's `contentValues`). */
  values?: string;
  required: boolean;
  default?: string;
  description: string;
}

export interface ComponentDoc {
  name: string;
  /** Path relative to the project root. */
  file: string;
  summary: string;
  props: PropDoc[];
  examples: string[];
  /** What is missing for writers: no props schema, no description, no example, an undescribed prop. */
  problems: string[];
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  /** What a value drawn from content/ is (src/components/prop-schemas.ts, contentValue): documented instead of the
   * values, which change with the content. */
  contentValues?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  description?: string;
  examples?: unknown[];
}

/** A prop's type the way a writer types it in MDX: `"cards" | "links"`, `2 | 3`, `{ id: string; label: string }[]`. */
function typeText(s: JsonSchema): string {
  if (s.contentValues) return 'string';
  if (s.type === 'array' && s.items?.contentValues) return 'string[]';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeText).join(' | ');
  if (s.type === 'array') {
    const item = s.items ? typeText(s.items) : 'unknown';
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (s.type === 'object') {
    const required = new Set(s.required ?? []);
    const fields = Object.entries(s.properties ?? {}).map(
      ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeText(v)}`,
    );
    return `{ ${fields.join('; ')} }`;
  }
  if (s.type === 'integer') return 'number';
  return Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'unknown');
}

/** The documentation of one component from its module's `props` export (anything else is reported). */
export function componentDoc(name: string, file: string, props: unknown): ComponentDoc {
  const doc: ComponentDoc = { name, file, summary: '', props: [], examples: [], problems: [] };
  if (!(props instanceof z.ZodObject)) {
    doc.problems.push(`${file}: <${name}> exports no \`props\` zod object (export const props = z.strictObject({…}))`);
    return doc;
  }
  const schema = z.toJSONSchema(props, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  doc.summary = (schema.description ?? '').replace(/\s+/g, ' ').trim();
  doc.examples = (schema.examples ?? []).map(String);
  if (!doc.summary) doc.problems.push(`${file}: <${name}> props schema has no description (.meta({ description }))`);
  if (!doc.examples.length) doc.problems.push(`${file}: <${name}> props schema has no examples (.meta({ examples }))`);
  const required = new Set(schema.required ?? []);
  for (const [prop, s] of Object.entries(schema.properties ?? {})) {
    const entry: PropDoc = {
      name: prop,
      type: typeText(s),
      ...((s.contentValues ?? s.items?.contentValues) && {
        values: `${s.contentValues ? '' : 'each '}${s.contentValues ?? s.items?.contentValues}`,
      }),
      required: required.has(prop),
      description: (s.description ?? '').replace(/\s+/g, ' ').trim(),
    };
    if (s.default !== undefined) entry.default = JSON.stringify(s.default);
    doc.props.push(entry);
    if (!entry.description)
      doc.problems.push(`${file}: <${name}> prop \`${prop}\` is not described (.describe('…') in its schema)`);
  }
  return doc;
}

/**
 * Documentation for every component in src/components/mdx/, from the schemas the writers' gate validates props
 * against (loaded through Vite with the content plugin, so their content/*.yaml imports resolve as in the build).
 */
export async function readComponentDocs(projectRoot: string): Promise<ComponentDoc[]> {
  const { names, props } = await loadComponentSchemas(projectRoot);
  return names.map((name) => componentDoc(name, `src/components/mdx/${name}.tsx`, props.get(name)));
}

export function componentMarkdown(doc: ComponentDoc): string {
  const out = [`### \`<${doc.name}>\``, '', mdText(doc.summary) || '_No description yet._', ''];
  if (doc.props.length) {
    out.push('| Prop | Type | Required | Default | What it does |', '| --- | --- | --- | --- | --- |');
    for (const p of doc.props)
      out.push(
        `| \`${p.name}\` | \`${p.type.replace(/\|/g, '\\|')}\`${p.values ? `: ${mdText(p.values)}` : ''} | ${p.required ? 'yes' : 'no'} | ${p.default ? `\`${p.default.replace(/\|/g, '\\|')}\`` : '—'} | ${mdText(p.description) || '—'} |`,
      );
  } else out.push('No props.');
  out.push('');
  for (const example of doc.examples) out.push('```mdx', example, '```', '');
  out.push(`Source: \`${doc.file}\``);
  return out.join('\n');
}
