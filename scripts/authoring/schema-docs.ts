// Reads a zod schema back as documentation for writers: one row per field (nested fields as `service.name`,
// list items as `faq[].question`) with its type in plain words, whether it is required or its default, the
// rules it enforces and its description (`.describe()` in the schema). It reads zod's own JSON Schema output
// (`z.toJSONSchema`): the input side says what a writer types; the output side adds the rules checked after
// `{@fact}` placeholders are filled in (text that is `string → fill → string with length rules`).
import { z, type ZodType } from 'zod';
import { mdText } from './markdown-text.ts';

export interface FieldDoc {
  /** "title", "service.name", "faq[].answer", "<slug>.neighborhoods". */
  path: string;
  type: string;
  /** "required", "optional" or "default: …". */
  presence: string;
  rules: string[];
  description: string;
}

/** The part of JSON Schema that zod writes for the schemas of this site. */
interface Json {
  type?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Json[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  additionalProperties?: Json | boolean;
  propertyNames?: Json;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  /** The writer-facing message of a pattern or format (the zod check's own message), added below. */
  errorMessage?: string;
  $ref?: string;
  $defs?: Record<string, Json>;
}

/** A value no pattern of this site accepts, to read the message a pattern check gives. */
const NO_MATCH = '\u0000';

/**
 * Puts the message a writer sees for a broken pattern or format beside it (JSON Schema has no place for it):
 * the message the schema's own check gives for a value that cannot match, read with `safeParse`.
 */
const addMessages: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = (ctx) => {
  const json = ctx.jsonSchema as Json;
  if (json.type !== 'string' || (!json.pattern && !json.format)) return;
  const result = (ctx.zodSchema as unknown as ZodType).safeParse(NO_MATCH);
  const issue = result.error?.issues.find((i) => i.code === 'invalid_format');
  // zod's default messages start with "Invalid"; only a message the schema was given says something to a writer.
  if (issue && !/^Invalid\b/.test(issue.message)) json.errorMessage = issue.message;
};

const RULE_KEYS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'pattern'] as const;

/** The input schema with the output side's rules added where the input has none (see the top of the file). */
function withOutputRules(input: Json, output: Json | undefined): Json {
  if (!output) return input;
  const merged: Json = { ...input };
  if (input.type && input.type === output.type)
    for (const key of RULE_KEYS)
      if (merged[key] === undefined && output[key] !== undefined) Object.assign(merged, { [key]: output[key] });
  if (input.properties)
    merged.properties = Object.fromEntries(
      Object.entries(input.properties).map(([k, v]) => [k, withOutputRules(v, output.properties?.[k])]),
    );
  if (input.items) merged.items = withOutputRules(input.items, output.items);
  if (typeof input.additionalProperties === 'object')
    merged.additionalProperties = withOutputRules(
      input.additionalProperties,
      typeof output.additionalProperties === 'object' ? output.additionalProperties : undefined,
    );
  if (input.anyOf) merged.anyOf = input.anyOf.map((v, i) => withOutputRules(v, output.anyOf?.[i]));
  return merged;
}

const cache = new WeakMap<ZodType, Json>();

/** The schema as JSON Schema: what a writer types, with every rule it is checked against. */
function jsonOf(schema: ZodType): Json {
  let json = cache.get(schema);
  if (!json) {
    const options = { unrepresentable: 'any', reused: 'inline', override: addMessages } as const;
    const input = z.toJSONSchema(schema, { ...options, io: 'input' }) as Json;
    const output = z.toJSONSchema(schema, { ...options, io: 'output' }) as Json;
    json = withOutputRules(input, output);
    cache.set(schema, json);
  }
  return json;
}

/** A `$ref` to the schema's own `$defs` (recursive schemas), followed. */
function resolved(json: Json, root: Json): Json {
  const name = json.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return name && root.$defs?.[name] ? { ...root.$defs[name], description: json.description } : json;
}

/** The value schema of named entries (`z.record`: an object with no fixed fields), if the schema is one. */
function recordValue(json: Json, root: Json): Json | undefined {
  return json.type === 'object' && !json.properties && typeof json.additionalProperties === 'object'
    ? resolved(json.additionalProperties, root)
    : undefined;
}

const literalText = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));
const FORMAT_NAMES: Record<string, string> = { uri: 'URL', email: 'email address' };

function countRule(min: number | undefined, max: number | undefined, unit: 'characters' | 'items'): string[] {
  const one = (n: number) => (n === 1 ? unit.slice(0, -1) : unit);
  if (min !== undefined && max !== undefined) return [min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`];
  if (min !== undefined) return [`at least ${min} ${one(min)}`];
  if (max !== undefined) return [`at most ${max} ${one(max)}`];
  return [];
}

/** A number's bounds, leaving out the ±(2^53 − 1) every whole number gets. */
function numberRules(json: Json): string[] {
  const rules: string[] = [];
  const real = (n: number | undefined) => (n !== undefined && Math.abs(n) !== Number.MAX_SAFE_INTEGER ? n : undefined);
  if (real(json.minimum) !== undefined) rules.push(`at least ${json.minimum}`);
  if (real(json.exclusiveMinimum) !== undefined) rules.push(`more than ${json.exclusiveMinimum}`);
  if (real(json.maximum) !== undefined) rules.push(`at most ${json.maximum}`);
  if (real(json.exclusiveMaximum) !== undefined) rules.push(`less than ${json.exclusiveMaximum}`);
  return rules;
}

function textRules(json: Json): string[] {
  const message = json.errorMessage?.replace(/^expected /, '');
  const format = json.format ? [message ?? `a valid ${FORMAT_NAMES[json.format] ?? json.format}`] : [];
  const pattern = json.pattern && !json.format ? [message ?? `matches \`${json.pattern}\``] : [];
  return [...format, ...countRule(json.minLength, json.maxLength, 'characters'), ...pattern];
}

/** The type in words, and the rules of the schema itself. */
function typeOf(json: Json, root: Json): { type: string; rules: string[] } {
  const s = resolved(json, root);
  if (s.const !== undefined) return { type: literalText(s.const), rules: [] };
  if (s.enum) {
    const literals = s.enum.map(literalText);
    return { type: s.type === 'string' ? `one of ${literals.join(', ')}` : literals.join(' or '), rules: [] };
  }
  if (s.anyOf) return { type: s.anyOf.map((o) => typeOf(o, root).type).join(' or '), rules: [] };
  switch (s.type) {
    case 'string':
      return { type: 'text', rules: textRules(s) };
    case 'integer':
      return { type: 'whole number', rules: numberRules(s) };
    case 'number':
      return { type: 'number', rules: numberRules(s) };
    case 'boolean':
      return { type: 'true / false', rules: [] };
    case 'array': {
      const item = resolved(s.items ?? {}, root);
      const inner = typeOf(item, root);
      const rules = countRule(s.minItems, s.maxItems, 'items');
      if (item.type === 'object') return { type: 'list of items (fields below)', rules };
      if (inner.rules.length) rules.push(`each: ${inner.rules.join('; ')}`);
      return {
        type: item.enum && item.type === 'string' ? `list; each ${inner.type}` : `list of ${inner.type}`,
        rules,
      };
    }
    case 'object': {
      const value = recordValue(s, root);
      if (!value) return { type: 'group of fields (below)', rules: [] };
      const keyRules = s.propertyNames ? typeOf(s.propertyNames, root).rules : [];
      const group = value.type === 'object';
      const valueRules = group ? [] : typeOf(value, root).rules;
      return {
        type: `named entries, each ${group ? 'a group of fields (below)' : typeOf(value, root).type}`,
        rules: [
          ...(keyRules.length ? [`names: ${keyRules.join('; ')}`] : []),
          ...(valueRules.length ? [`each: ${valueRules.join('; ')}`] : []),
        ],
      };
    }
    default:
      return { type: s.type ?? 'anything', rules: [] };
  }
}

/** One row per field, depth first. `prefix` is the path of the schema itself ("" for the top). */
export function describeFields(schema: ZodType, prefix = ''): FieldDoc[] {
  const root = jsonOf(schema);
  const rows: FieldDoc[] = [];
  const visit = (json: Json, path: string) => {
    const s = resolved(json, root);
    if (s.type === 'object' && s.properties) {
      const required = new Set(s.required ?? []);
      for (const [key, field] of Object.entries(s.properties)) {
        const at = path ? `${path}.${key}` : key;
        const { type, rules } = typeOf(field, root);
        const presence =
          field.default !== undefined
            ? `default: ${JSON.stringify(field.default)}`
            : required.has(key)
              ? 'required'
              : 'optional';
        rows.push({ path: at, type, presence, rules, description: field.description ?? '' });
        visit(field, at);
      }
      return;
    }
    const value = recordValue(s, root);
    if (value?.type === 'object' || value?.type === 'array') visit(value, path ? `${path}.<name>` : '<name>');
    else if (s.type === 'array' && s.items && resolved(s.items, root).type === 'object') visit(s.items, `${path}[]`);
  };
  visit(root, prefix);
  return rows;
}

/** The description given to the schema itself with `.describe()`. */
export function schemaDescription(schema: ZodType): string {
  return jsonOf(schema).description ?? '';
}

/** The top-level shape of a data file: "a list of …", "named entries …", "fields". */
export function topLevelShape(schema: ZodType): string {
  const json = jsonOf(schema);
  if (json.type === 'array') return 'a list; each item has the fields below (`[].field`)';
  if (recordValue(json, json)) return 'named entries (`<name>:` keys); each has the fields below';
  return 'the fields below';
}

const cell = mdText;

export function fieldTable(rows: FieldDoc[]): string {
  const lines = ['| Field | Type | Required | Rules | What it is for |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows)
    lines.push(
      `| \`${r.path}\` | ${cell(r.type)} | ${cell(r.presence.replace(/^default: (.*)$/, 'no, default `$1`'))} | ${cell(r.rules.join('; ') || '—')} | ${cell(r.description || '—')} |`,
    );
  return lines.join('\n');
}
