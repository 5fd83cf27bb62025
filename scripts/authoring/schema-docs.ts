// Reads a zod schema back as documentation for writers: one row per field (nested fields as `service.name`,
// list items as `faq[].question`) with its type in plain words, whether it is required or its default, the
// rules it enforces and its description (`.describe()` in the schema). Uses zod 4's schema definitions
// (`_zod.def`), which is how zod itself walks schemas for JSON Schema output.
import type { ZodType } from 'zod';
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

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  defaultValue?: unknown;
  element?: Schema;
  shape?: Record<string, Schema>;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}

type Schema = { _zod: { def: Def }; description?: string };

const asSchema = (s: ZodType) => s as unknown as Schema;

/** The custom message a check was given ("expected a lowercase id like …"), if any. */
function customMessage(check: CheckDef): string | undefined {
  try {
    const message = check.error?.({});
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

function checkRules(checks: Def['checks'], unit: 'characters' | 'items' | 'number'): string[] {
  const rules: string[] = [];
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') min = d.minimum;
    else if (d.check === 'max_length') max = d.maximum;
    else if (d.check === 'length_equals') rules.push(`exactly ${d.length} ${unit}`);
    else if (d.check === 'greater_than') rules.push(`${d.inclusive ? 'at least' : 'more than'} ${d.value}`);
    else if (d.check === 'less_than') rules.push(`${d.inclusive ? 'at most' : 'less than'} ${d.value}`);
    else if (d.check === 'string_format') {
      const message = customMessage(d);
      if (message) rules.push(message.replace(/^expected /, ''));
      else if (d.format === 'regex' && d.pattern) rules.push(`matches \`${d.pattern.source}\``);
      else if (d.format) rules.push(`a valid ${d.format}`);
    }
  }
  if (unit === 'number') return rules;
  const one = (n: number) => (n === 1 ? unit.slice(0, -1) : unit);
  if (min !== undefined && max !== undefined) rules.unshift(`${min}–${max} ${unit}`);
  else if (min !== undefined) rules.unshift(`at least ${min} ${one(min)}`);
  else if (max !== undefined) rules.unshift(`at most ${max} ${one(max)}`);
  return rules;
}

interface Unwrapped {
  base: Schema;
  optional: boolean;
  defaultValue?: unknown;
  hasDefault: boolean;
  description: string;
  /** Checks met on the way (a pipe's output side carries the length rules of frontmatter text). */
  checks: NonNullable<Def['checks']>;
}

/** Looks through optional/default/pipe/transform wrappers to the schema that says what a writer types. */
function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = { base: schema, optional: false, hasDefault: false, description: '', checks: [] };
  let s: Schema | undefined = schema;
  const visit = (x: Schema): Schema => {
    if (!out.description && x.description) out.description = x.description;
    return x;
  };
  while (s) {
    visit(s);
    const def: Def = s._zod.def;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') {
      if (def.type === 'optional') out.optional = true;
      s = def.innerType;
    } else if (def.type === 'default' || def.type === 'prefault') {
      out.hasDefault = true;
      out.defaultValue =
        typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      s = def.innerType;
    } else if (def.type === 'lazy' && def.getter) s = def.getter();
    else if (def.type === 'pipe') {
      // Text with {@fact} placeholders is `string -> fill -> string with length rules`: the input says what to
      // type, the output adds its rules.
      const input: Schema = def.in!;
      const output: Schema = def.out!;
      const outBase = unwrap(output);
      if (!out.description && outBase.description) out.description = outBase.description;
      if (outBase.base._zod.def.type !== 'transform') out.checks.push(...(outBase.base._zod.def.checks ?? []));
      s = input._zod.def.type === 'transform' ? output : input;
    } else {
      out.base = s;
      out.checks.push(...(def.checks ?? []));
      break;
    }
  }
  return out;
}

function literalText(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** The type in words, and the rules of the base schema. */
function typeOf(u: Unwrapped): { type: string; rules: string[] } {
  const def = u.base._zod.def;
  switch (def.type) {
    case 'string': {
      // z.email(), z.url() and the like carry their format on the schema itself.
      const format = (def as unknown as CheckDef).format;
      const own = format
        ? [
            customMessage(def as unknown as CheckDef)?.replace(/^expected /, '') ??
              `a valid ${({ url: 'URL', email: 'email address' } as Record<string, string>)[format] ?? format}`,
          ]
        : [];
      return { type: 'text', rules: [...own, ...checkRules(u.checks, 'characters')] };
    }
    case 'number': {
      const integer = u.checks.some((c) => c._zod.def.format === 'safeint' || c._zod.def.format === 'int32');
      return { type: integer ? 'whole number' : 'number', rules: checkRules(u.checks, 'number') };
    }
    case 'boolean':
      return { type: 'true / false', rules: [] };
    case 'enum':
      return {
        type: `one of ${Object.values(def.entries ?? {})
          .map(literalText)
          .join(', ')}`,
        rules: [],
      };
    case 'literal':
      return { type: (def.values ?? []).map(literalText).join(' or '), rules: [] };
    case 'union': {
      const parts = (def.options ?? []).map((o) => typeOf(unwrap(o)).type);
      return { type: parts.join(' or '), rules: [] };
    }
    case 'array': {
      const item = unwrap(def.element!);
      const inner = typeOf(item);
      const isGroup = item.base._zod.def.type === 'object';
      const rules = checkRules(u.checks, 'items');
      if (!isGroup && inner.rules.length) rules.push(`each: ${inner.rules.join('; ')}`);
      const itemType = item.base._zod.def.type === 'enum' ? `list; each ${inner.type}` : `list of ${inner.type}`;
      return { type: isGroup ? 'list of items (fields below)' : itemType, rules };
    }
    case 'object':
      return { type: 'group of fields (below)', rules: [] };
    case 'record': {
      const key = unwrap(def.keyType!);
      const keyRules = typeOf(key).rules;
      const value = unwrap(def.valueType!);
      const valueType = value.base._zod.def.type === 'object' ? 'a group of fields (below)' : typeOf(value).type;
      const valueRules = value.base._zod.def.type === 'object' ? [] : typeOf(value).rules;
      return {
        type: `named entries, each ${valueType}`,
        rules: [
          ...(keyRules.length ? [`names: ${keyRules.join('; ')}`] : []),
          ...(valueRules.length ? [`each: ${valueRules.join('; ')}`] : []),
        ],
      };
    }
    default:
      return { type: def.type, rules: [] };
  }
}

function presenceOf(u: Unwrapped): string {
  if (u.hasDefault) return `default: ${JSON.stringify(u.defaultValue)}`;
  return u.optional ? 'optional' : 'required';
}

/** One row per field, depth first. `prefix` is the path of the schema itself ("" for the top). */
export function describeFields(schema: ZodType, prefix = ''): FieldDoc[] {
  const rows: FieldDoc[] = [];
  const visit = (s: Schema, path: string, includeSelf: boolean) => {
    const u = unwrap(s);
    const def = u.base._zod.def;
    if (includeSelf) {
      const { type, rules } = typeOf(u);
      rows.push({ path, type, presence: presenceOf(u), rules, description: u.description });
    }
    if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape ?? {})) visit(child, path ? `${path}.${key}` : key, true);
    else if (def.type === 'array') {
      const item = unwrap(def.element!);
      if (item.base._zod.def.type === 'object') visit(def.element!, `${path}[]`, false);
    } else if (def.type === 'record') {
      const value = unwrap(def.valueType!);
      const named = path ? `${path}.<name>` : '<name>';
      if (value.base._zod.def.type === 'object') visit(def.valueType!, named, false);
      else if (value.base._zod.def.type === 'array') visit(def.valueType!, named, false);
    }
  };
  visit(asSchema(schema), prefix, false);
  return rows;
}

/** The description given to the schema itself with `.describe()`. */
export function schemaDescription(schema: ZodType): string {
  return unwrap(asSchema(schema)).description;
}

/** The top-level shape of a data file: "a list of …", "named entries …", "fields". */
export function topLevelShape(schema: ZodType): string {
  const u = unwrap(asSchema(schema));
  const def = u.base._zod.def;
  if (def.type === 'array') return 'a list; each item has the fields below (`[].field`)';
  if (def.type === 'record') return 'named entries (`<name>:` keys); each has the fields below';
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
