// The component menu: the site's MDX components with the descriptions of their props schemas; pick one, fill its
// props form, and it is written into the body at the cursor. A component already in the text opens in the same form.
import { useEffect, useRef, useState } from 'react';
import { api, type Component, type FormContext, type JsonSchema } from './api.ts';
import { SchemaForm, emptyValue } from './SchemaForm.tsx';
import type { ComponentAt } from '../components.ts';

/** A component as MDX source: `<Name text="…" count={3} flag />`, or an opening tag when it has children. */
export function componentSource(name: string, props: Record<string, unknown>, openOnly = false): string {
  const attrs = Object.entries(props)
    .filter(([k, v]) => k !== 'children' && v !== undefined)
    .map(([k, v]) =>
      v === true ? k : typeof v === 'string' && !/["\n{}<>]/.test(v) ? `${k}="${v}"` : `${k}={${JSON.stringify(v)}}`,
    );
  const head = `<${name}${attrs.length ? ' ' + attrs.join(' ') : ''}`;
  if (openOnly) return `${head}>`;
  const children = typeof props.children === 'string' ? props.children : undefined;
  return children === undefined ? `${head} />` : `${head}>\n\n${children}\n\n</${name}>`;
}

/** A component already in the text, opened in its props form again (the server reads it, components.ts). */
export type Editing = ComponentAt;

interface Props {
  open: boolean;
  editing?: Editing;
  ctx: FormContext;
  onClose: () => void;
  onInsert: (source: string, editing?: Editing) => void;
}

export function ComponentMenu({ open, editing, ctx, onClose, onInsert }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [components, setComponents] = useState<Component[]>();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Component>();
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [error, setError] = useState('');

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

  const choose = (c: Component) => {
    setChosen(c);
    setProps(c.props ? (emptyValue(c.props) as Record<string, unknown>) : {});
  };
  const shown = (components ?? []).filter((c) =>
    `${c.name} ${c.description}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <dialog ref={dialog} className="component-menu" aria-labelledby="component-menu-title" onClose={onClose}>
      <h2 id="component-menu-title">
        {editing ? `Edit <${editing.name} />` : chosen ? `Insert <${chosen.name} />` : 'Insert a component'}
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
          <ul className="component-list">
            {shown.map((c) => (
              <li key={c.name}>
                <button type="button" onClick={() => choose(c)}>
                  <strong>{`<${c.name} />`}</strong>
                  <span>{c.description || 'No description in its props schema.'}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            const source = editing
              ? componentSource(chosen.name, props, editing.children)
              : componentSource(chosen.name, props);
            onInsert(source, editing);
          }}
        >
          <p className="help">{chosen.description}</p>
          {editing?.code.length ? (
            <p className="help" role="note">
              Written as code in the page, so change this component in the text: {editing.code.join(', ')}.
            </p>
          ) : null}
          {chosen.props ? (
            <SchemaForm
              schema={chosen.props as JsonSchema}
              value={props}
              onChange={(v) => setProps(v as Record<string, unknown>)}
              ctx={ctx}
            />
          ) : (
            <p>This component takes no props.</p>
          )}
          <pre className="component-preview" aria-label="What will be written">
            {componentSource(chosen.name, props, editing?.children)}
          </pre>
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
