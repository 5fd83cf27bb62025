// The component menu: the components a writer uses (components.ts's menuComponents), each in plain words and found by
// what a writer would type ("price", "review", "photo", "map"); pick one and its props form takes the focus; insert
// it and it is written into the body at the cursor, where the focus goes back. A component already in the text opens
// in the same form.
import { useEffect, useRef, useState } from 'react';
import { api, type Component, type FormContext, type JsonSchema } from './api.ts';
import { SchemaForm, emptyValue } from './SchemaForm.tsx';
import type { ComponentAt } from '../components.ts';

/**
 * A component's props as JSX attributes, the one way the editor writes them (the text view's source and the word
 * view's blocks): `true` as a bare name (null), a plain string in quotes, anything else as a `{…}` expression.
 */
export function propAttributes(props: Record<string, unknown>): [string, null | string | { expression: string }][] {
  return Object.entries(props)
    .filter(([k, v]) => k !== 'children' && v !== undefined)
    .map(([k, v]) => [
      k,
      v === true ? null : typeof v === 'string' && !/["\n{}<>]/.test(v) ? v : { expression: JSON.stringify(v) },
    ]);
}

/** A component as MDX source: `<Name text="…" count={3} flag />`, or an opening tag when it has children. */
export function componentSource(name: string, props: Record<string, unknown>, openOnly = false): string {
  const attrs = propAttributes(props).map(([k, v]) =>
    v === null ? k : typeof v === 'string' ? `${k}="${v}"` : `${k}={${v.expression}}`,
  );
  const head = `<${name}${attrs.length ? ' ' + attrs.join(' ') : ''}`;
  if (openOnly) return `${head}>`;
  const children = typeof props.children === 'string' ? props.children : undefined;
  return children === undefined ? `${head} />` : `${head}>\n\n${children}\n\n</${name}>`;
}

/** A component's name in words: "CostTable" → "Cost table". */
export function componentName(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words.map((w, i) => (i && !/^[A-Z]+$/.test(w) ? w.toLowerCase() : w)).join(' ');
}

/** The components that match what the writer typed, the best first (by name, then by the words that find them). */
function matching(components: Component[], typed: string): Component[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  // By name first; then by the words that find it, a word typed in full and early in the list before a part of one.
  const score = (c: Component) => {
    const name = `${c.name} ${componentName(c.name)}`.toLowerCase();
    const finds = c.finds.toLowerCase().split(/\s+/);
    if (!words.every((w) => `${name} ${c.finds} ${c.says}`.toLowerCase().includes(w))) return -1;
    if (words.every((w) => name.includes(w))) return 100;
    return Math.min(
      ...words.map((w) => {
        const exact = finds.indexOf(w);
        const part = finds.findIndex((f) => f.startsWith(w));
        return exact >= 0 ? 50 - exact : part >= 0 ? 20 - part : 0;
      }),
    );
  };
  return components
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.c);
}

/**
 * The form's pickers for a component's props: a choice whose values have labels (a testimonial's author and place,
 * `labels` beside its values in the props schema) shows the labels, not the ids.
 */
function withLabels(ctx: FormContext, schema: JsonSchema | undefined): FormContext {
  const fields: Record<string, string> = {};
  const references = { ...ctx.references };
  const referenceLabels = { ...ctx.referenceLabels };
  const walk = (s: JsonSchema | undefined, key: string) => {
    if (!s) return;
    const labels = (s as { labels?: Record<string, string> }).labels;
    if (s.enum && labels) {
      const list = `component:${key}`;
      fields[key] = list;
      references[list] = s.enum.map(String);
      referenceLabels[list] = labels;
    }
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, key ? `${key}.${k}` : k);
    walk(s.items, `${key}.*`);
    for (const v of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(v, key);
  };
  walk(schema, '');
  return { references, referenceFields: fields, referenceLabels };
}

/** A component already in the text, opened in its props form again (the server reads it, components.ts). */
export type Editing = ComponentAt;

interface Props {
  open: boolean;
  editing?: Editing;
  ctx: FormContext;
  onClose: () => void;
  /** The component's source, the component opened from the text (if any) and the props the form holds. */
  onInsert: (source: string, editing: Editing | undefined, props: Record<string, unknown>) => void;
}

export function ComponentMenu({ open, editing, ctx, onClose, onInsert }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [components, setComponents] = useState<Component[]>();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Component>();
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [error, setError] = useState('');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (open && !components) api<Component[]>('/api/components').then(setComponents, (e: Error) => setError(e.message));
  }, [open, components]);
  useEffect(() => {
    const d = dialog.current!;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    if (editing && components) {
      setChosen(components.find((c) => c.name === editing.name));
      setProps(editing.props);
    } else if (!editing) {
      setChosen(undefined);
      setProps({});
    }
  }, [open, editing, components]);

  // A component chosen (or opened from the text): the focus goes to its form's first field (or its Insert button).
  useEffect(() => {
    if (!open || !chosen) return;
    form.current
      ?.querySelector<HTMLElement>('.fields input, .fields select, .fields textarea, button[type=submit]')
      ?.focus();
  }, [open, chosen]);

  const choose = (c: Component) => {
    setChosen(c);
    setProps(c.props ? (emptyValue(c.props) as Record<string, unknown>) : {});
  };
  const shown = matching(components ?? [], filter);
  return (
    <dialog ref={dialog} className="component-menu" aria-labelledby="component-menu-title" onClose={onClose}>
      <h2 id="component-menu-title">
        {editing
          ? `Edit: ${componentName(editing.name)}`
          : chosen
            ? `Insert: ${componentName(chosen.name)}`
            : 'Insert a component'}
      </h2>
      {error && <p role="alert">{error}</p>}
      {!chosen ? (
        <>
          <label htmlFor="component-filter">Find a component</label>
          <input
            id="component-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            autoFocus
          />
          {!components && <p>Loading the components…</p>}
          {components && !shown.length && <p role="status">Nothing matches “{filter}”: try another word.</p>}
          <ul className="component-list">
            {shown.map((c) => (
              <li key={c.name}>
                <button type="button" onClick={() => choose(c)}>
                  <strong>{componentName(c.name)}</strong>
                  <span>{c.says}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form
          ref={form}
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            const source = editing
              ? componentSource(chosen.name, props, editing.children)
              : componentSource(chosen.name, props);
            onInsert(source, editing, props);
          }}
        >
          <p className="help">{chosen.says}</p>
          {editing?.code.length ? (
            <p className="help" role="note">
              This form cannot change some of its settings ({editing.code.join(', ')}): ask the person who looks after
              the site to change them.
            </p>
          ) : null}
          <div className="fields">
            {chosen.props && Object.keys(chosen.props.properties ?? {}).length ? (
              <SchemaForm
                schema={chosen.props}
                value={props}
                onChange={(v) => setProps(v as Record<string, unknown>)}
                ctx={withLabels(ctx, chosen.props)}
              />
            ) : (
              <p>Nothing to fill in: insert it as it is.</p>
            )}
          </div>
          <details className="component-code">
            <summary>What will be written in the text</summary>
            <pre className="component-preview">{componentSource(chosen.name, props, editing?.children)}</pre>
          </details>
          <div className="dialog-actions">
            {!editing && (
              <button type="button" onClick={() => setChosen(undefined)}>
                Back to the list
              </button>
            )}
            <button type="submit" className="primary" disabled={Boolean(editing?.code.length)}>
              {editing ? 'Update component' : 'Insert component'}
            </button>
          </div>
        </form>
      )}
      <button type="button" className="close" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
