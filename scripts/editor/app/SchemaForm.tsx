// A form generated from a JSON Schema (z.toJSONSchema of the build's zod schemas): each field labelled by its name
// with its description as help text, enums and references as selects, dates as date inputs, lists that can be added
// to, removed from and reordered. It edits the value as YAML gives it (no defaults filled in), so saving changes
// only what the writer changed.
import { createContext, useContext, useId, type ReactNode } from 'react';
import type { FormContext, JsonSchema } from './api.ts';
import { entryName, pathKey, words, type FieldPath as Path } from './plain.ts';

/** The findings of each field ("items.1.cost" → sentences in the form's words), shown under the field. */
const FieldProblems = createContext<Record<string, string[]>>({});

/** A page's fields a writer rarely needs: under "Advanced". */
const ADVANCED = new Set([
  'schema',
  'translationOf',
  'sourceHash',
  'ogType',
  'ogImage',
  'hidden',
  'header',
  'notFound',
  'order',
]);
/** Blocks that belong to one kind of page only (pages/articles/, pages/projects/): shown there, or when present. */
const KIND_BLOCKS: Record<string, RegExp> = { article: /^pages\/articles\//, project: /^pages\/projects\// };

function Problems({ id, list }: { id: string; list?: string[] }) {
  return list?.length ? (
    <ul className="field-problems" id={id}>
      {list.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : null;
}

/** The schema of a value, with `anyOf` of one real choice (a nullable field) unwrapped. */
function resolved(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const real = choices.filter((c) => c.type !== 'null');
    if (real.length === 1) return { ...real[0], description: schema.description ?? real[0]!.description };
  }
  return schema;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A starting value for a new list entry or a field being added. */
export function emptyValue(schema: JsonSchema): unknown {
  const s = resolved(schema);
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, emptyValue(s.properties?.[k] ?? {})]));
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

const isDate = (s: JsonSchema, key: string) =>
  s.format === 'date' || s.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || /^(date|updated)$/.test(key);

interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  path: Path;
  name: string;
  required: boolean;
  ctx: FormContext;
}

function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="help" id={id}>
      {text}
    </p>
  ) : null;
}

function Field(props: FieldProps): ReactNode {
  const { value, onChange, path, name, required, ctx } = props;
  const schema = resolved(props.schema);
  const id = useId();
  const helpId = `${id}-help`;
  const key = path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
  const label =
    typeof path.at(-1) === 'number'
      ? ((value && typeof value === 'object' ? entryName(value) : undefined) ??
        `${name} ${(path.at(-1) as number) + 1}`)
      : words(name);
  const problems = useContext(FieldProblems)[pathKey(path)];
  const problemId = `${id}-problem`;
  const describedBy =
    [schema.description ? helpId : '', problems?.length ? problemId : ''].filter(Boolean).join(' ') || undefined;
  const field = pathKey(path);
  const clear = () => onChange(undefined);
  const type = typeOf(schema);

  if (type === 'object' && schema.properties) {
    if (value === undefined)
      return (
        <div className="field">
          <button
            type="button"
            className="add"
            onClick={() => onChange(emptyValue(schema))}
            aria-describedby={describedBy}
          >
            Add {label.toLowerCase()}
          </button>
          <Help id={helpId} text={schema.description} />
        </div>
      );
    const object = (value ?? {}) as Record<string, unknown>;
    return (
      <fieldset className="group" data-field={field} tabIndex={-1}>
        <legend>{label}</legend>
        <Help id={helpId} text={schema.description} />
        <Problems id={problemId} list={problems} />
        <ObjectFields schema={schema} value={object} path={path} ctx={ctx} onChange={onChange} />
        {!required && (
          <button type="button" className="remove" onClick={clear}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </fieldset>
    );
  }

  if (type === 'array' && schema.items) {
    const list = Array.isArray(value) ? value : [];
    const item = schema.items;
    const set = (next: unknown[]) => onChange(next.length || required ? next : undefined);
    const move = (i: number, by: number) => {
      const next = [...list];
      const [entry] = next.splice(i, 1);
      next.splice(i + by, 0, entry);
      set(next);
    };
    const itemName = words(name).replace(/s$/, '').toLowerCase();
    return (
      <fieldset className="group list" data-field={field} tabIndex={-1}>
        <legend>{label}</legend>
        <Help id={helpId} text={schema.description} />
        <Problems id={problemId} list={problems} />
        <ol>
          {list.map((entry, i) => (
            <li key={i}>
              <Field
                schema={item}
                value={entry}
                path={[...path, i]}
                name={itemName}
                required
                ctx={ctx}
                onChange={(v) => set(list.map((e, j) => (j === i ? v : e)))}
              />
              <div
                className="entry-tools"
                role="group"
                aria-label={
                  (entry && typeof entry === 'object' ? entryName(entry) : undefined) ?? `${itemName} ${i + 1}`
                }
              >
                <button type="button" disabled={i === 0} onClick={() => move(i, -1)}>
                  Move up
                </button>
                <button type="button" disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                  Move down
                </button>
                <button type="button" onClick={() => set(list.filter((_, j) => j !== i))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button type="button" className="add" onClick={() => set([...list, emptyValue(item)])}>
          Add {itemName}
        </button>
      </fieldset>
    );
  }

  const reference = ctx.referenceFields[key];
  const options = reference ? ctx.references[reference] : schema.enum?.map(String);
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': problems?.length ? true : undefined,
    'data-field': field,
    required,
  };
  let input: ReactNode;
  if (options && options.length) {
    const current = value === undefined ? '' : String(value);
    const all = current && !options.includes(current) ? [current, ...options] : options;
    input = (
      <select
        {...common}
        value={current}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        {(!required || current === '') && <option value="">{required ? 'Choose…' : '(none)'}</option>}
        {all.map((o) => {
          const label = reference ? ctx.referenceLabels[reference]?.[o] : undefined;
          return (
            <option key={o} value={o}>
              {label && label !== o ? `${label} (${o})` : o}
            </option>
          );
        })}
      </select>
    );
  } else if (type === 'boolean' || schema.const === true) {
    return (
      <div className="field check">
        <input
          type="checkbox"
          {...common}
          required={false}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked ? true : schema.const === true || !required ? undefined : false)}
        />
        <label htmlFor={id}>{label}</label>
        <Help id={helpId} text={schema.description} />
        <Problems id={problemId} list={problems} />
      </div>
    );
  } else if (type === 'number' || type === 'integer') {
    input = (
      <input
        type="number"
        {...common}
        step={type === 'integer' ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else if (type === 'string' || type === undefined) {
    const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    const change = (v: string) => onChange(v === '' && !required ? undefined : v);
    input = isDate(schema, name) ? (
      <input type="date" {...common} value={text} onChange={(e) => change(e.target.value)} />
    ) : text.length > 70 || text.includes('\n') || (schema.maxLength ?? 0) > 170 ? (
      <textarea
        {...common}
        rows={Math.min(8, Math.ceil(text.length / 70) + 1)}
        value={text}
        onChange={(e) => change(e.target.value)}
      />
    ) : (
      <input type="text" {...common} value={text} onChange={(e) => change(e.target.value)} />
    );
  } else {
    input = (
      <input
        type="text"
        {...common}
        value={value === undefined ? '' : JSON.stringify(value)}
        onChange={(e) => {
          try {
            onChange(JSON.parse(e.target.value));
          } catch {
            // Keep typing: not valid yet.
          }
        }}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      {input}
      <Problems id={problemId} list={problems} />
      <Help id={helpId} text={schema.description} />
    </div>
  );
}

/** The fields of an object, each set or (cleared, when optional) removed from a copy of the object. */
function ObjectFields({
  schema,
  value,
  path,
  ctx,
  onChange,
  file,
}: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  path: Path;
  ctx: FormContext;
  onChange: (value: unknown) => void;
  /** The file the form edits (a page's form groups its fields), if it is a file's form. */
  file?: string;
}) {
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([k]) => !(path.length === 0 && file && KIND_BLOCKS[k] && !KIND_BLOCKS[k].test(file) && value[k] === undefined),
  );
  const field = ([k, child]: [string, JsonSchema]) => (
    <Field
      key={k}
      schema={child}
      value={value[k]}
      path={[...path, k]}
      name={k}
      required={schema.required?.includes(k) ?? false}
      ctx={ctx}
      onChange={(v) => {
        const next = { ...value };
        if (v === undefined) delete next[k];
        else next[k] = v;
        onChange(next);
      }}
    />
  );
  // A page's form (its file is known): the rarely needed fields last, under "Advanced".
  if (path.length || !file?.startsWith('pages/')) return <>{entries.map(field)}</>;
  return (
    <>
      {entries.filter(([k]) => !ADVANCED.has(k)).map(field)}
      <details className="advanced">
        <summary>Advanced</summary>
        {entries.filter(([k]) => ADVANCED.has(k)).map(field)}
      </details>
    </>
  );
}

/** The whole form of an object schema (a page's frontmatter, a data file, a component's props). */
export function SchemaForm({
  schema,
  value,
  onChange,
  ctx,
  file,
  problems = {},
}: {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  ctx: FormContext;
  file?: string;
  problems?: Record<string, string[]>;
}) {
  const s = resolved(schema);
  return (
    <FieldProblems.Provider value={problems}>
      <div className="schema-form">
        {typeOf(s) === 'object' && s.properties ? (
          <ObjectFields
            schema={s}
            value={(value ?? {}) as Record<string, unknown>}
            path={[]}
            ctx={ctx}
            onChange={onChange}
            file={file}
          />
        ) : (
          <Field schema={s} value={value} onChange={onChange} path={[]} name="value" required ctx={ctx} />
        )}
      </div>
    </FieldProblems.Provider>
  );
}
