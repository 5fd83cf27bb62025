// The editor of one file: a page (its frontmatter form and MDX body) or a data file (its form), with the gate's
// findings as the writer types, the live preview beside it and "Save as a pull request". Every change is kept in
// this browser (api.ts's drafts) until it is saved.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  ApiError,
  drafts,
  type Component,
  type DraftResult,
  type Finding,
  type FormContext,
  type OpenedFile,
} from './api.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { BodyEditor, type BodyEditorHandle } from './BodyEditor.tsx';
import { ComponentMenu, type Editing } from './ComponentMenu.tsx';
import { Preview } from './Preview.tsx';
import { SearchPreview } from './SearchPreview.tsx';
import { SavePanel } from './SavePanel.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { href, startNewFile } from './Home.tsx';
import { dataFileName } from './names.ts';
import { fieldFinding, fieldLabel, frontmatterFinding, pathKey } from './plain.ts';
import { findingText } from './writer-words.ts';
import type { RichEditorHandle } from './RichEditor.tsx';

// The word view and MDXEditor: fetched only when a writer first switches to it (its own chunk), with its stylesheet.
const RichEditor = lazy(() => {
  if (!document.querySelector('link[href="/__editor/rich.css"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/__editor/rich.css';
    // Before editor.css, so the editor's own rules win.
    document.head.insertBefore(link, document.querySelector('link[href="/__editor/editor.css"]'));
  }
  return import('./RichEditor.tsx');
});

/** The pickers before the file has loaded: none. */
const NO_PICKERS: FormContext = { references: {}, referenceFields: {}, referenceLabels: {} };

const DRAFT_DELAY_MS = 300;

/** What a writer calls the file: a page's title (as typed so far), a data file's name. */
function nameOf(kind: OpenedFile['kind'] | undefined, path: string, value: unknown): string {
  if (kind === 'data') return dataFileName(path);
  const title = (value as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() ? title : path;
}

/** The pickers with photos just brought in added to the photo lists. */
function withPhotos(ctx: FormContext, names: string[]): FormContext {
  if (!names.length) return ctx;
  const add = (list: string[] = []) => [...new Set([...list, ...names])].sort();
  return {
    ...ctx,
    references: { ...ctx.references, photos: add(ctx.references.photos), images: add(ctx.references.images) },
  };
}

export function FileEditor({ path }: { path: string }) {
  const [file, setFile] = useState<OpenedFile>();
  const [error, setError] = useState('');
  const [value, setValue] = useState<unknown>();
  const [body, setBody] = useState<string>();
  const [draft, setDraft] = useState<DraftResult>();
  const [findings, setFindings] = useState<Finding[]>();
  const [conflict, setConflict] = useState('');
  const [menu, setMenu] = useState<{ open: boolean; editing?: Editing }>({ open: false });
  const [previewVersion, setPreviewVersion] = useState(0);
  // Photos brought in from this computer since the file was opened: offered in the pickers at once.
  const [addedPhotos, setAddedPhotos] = useState<string[]>([]);
  const editor = useRef<BodyEditorHandle>(null);
  // The body's view: the MDX text (CodeMirror) or the word view (MDXEditor), and the components the latter shows.
  const [view, setView] = useState<'text' | 'word'>('text');
  // The body the word view could not show (a mistake MDX cannot read, or blocks it does not line up): the switch
  // stays off until the text changes.
  const [unavailableFor, setUnavailableFor] = useState<string>();
  const [components, setComponents] = useState<Component[]>();
  const rich = useRef<RichEditorHandle>(null);
  const unavailable = unavailableFor !== undefined && unavailableFor === body;
  // A component's props form opened from the word view: where its props go back to.
  const richApply = useRef<((props: Record<string, unknown>) => void) | null>(null);
  // A line to show once the text view is back (a finding or a click in the preview while in the word view).
  const pendingLine = useRef<number | null>(null);
  const base = useRef('');
  const version = useRef<string | null>(null);

  // Open the file, and the draft this browser kept of it, if any.
  useEffect(() => {
    api<OpenedFile>(`/api/file?path=${encodeURIComponent(path)}`).then(
      (opened) => {
        const kept = drafts.get(path);
        if (kept && kept.version !== opened.version && !kept.created)
          setConflict(
            `${path} changed on disk since you started your draft. Your draft is shown and kept in this browser; saving it will be refused until you discard it or copy your change into the new version.`,
          );
        base.current = kept?.base ?? opened.text;
        version.current = kept ? kept.version : opened.version;
        setFile(opened);
        setValue(kept?.value !== undefined ? kept.value : opened.value);
        setBody(kept?.body !== undefined ? kept.body : opened.body);
      },
      (e: Error) => setError(e.message),
    );
  }, [path]);

  // Send the draft to the server: it composes the file's text and puts it in the preview (reloaded at once), then
  // runs the gate on it beside the preview's render. An answer to an older draft is dropped.
  const sent = useRef(0);
  // The draft waiting for its delay: sent at once when the writer leaves the file before the delay is over.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!file) return;
    const send = async () => {
      pending.current = null;
      const mine = ++sent.current;
      try {
        const r = await api<DraftResult>('/api/draft', { path, base: base.current, value, body });
        if (mine !== sent.current) return;
        setDraft(r);
        setPreviewVersion((v) => v + 1);
        const kept = drafts.get(path);
        const keep = (problems: number) => {
          if (r.changed || kept?.created)
            drafts.put({
              path,
              base: base.current,
              version: version.current,
              value,
              body,
              text: r.text,
              problems,
              name: nameOf(file.kind, path, value),
              ...(kept?.created ? { created: true } : {}),
            });
          else drafts.drop(path);
        };
        keep(kept?.problems ?? 0);
        const { findings } = await api<{ findings: Finding[] }>(`/api/findings?path=${encodeURIComponent(path)}`);
        if (mine !== sent.current) return;
        setFindings(findings);
        keep(findings.filter((f) => !f.warning).length);
      } catch (e) {
        setError((e as ApiError).message);
      }
    };
    pending.current = () => void send();
    const timer = setTimeout(send, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, path, value, body]);
  // Leaving the file (another file opened) within the delay still keeps the last change.
  useEffect(() => () => pending.current?.(), [path]);

  const ctx = withPhotos(file ?? NO_PICKERS, addedPhotos);
  const headLines = draft?.headLines ?? file?.headLines ?? 0;
  const problems = (findings ?? []).filter((f) => !f.warning).length;
  const showText = () => {
    const text = rich.current?.text();
    if (text !== undefined && text !== body) setBody(text);
    setView('text');
  };
  const showWords = () => {
    if (!components) api<Component[]>('/api/components').then(setComponents, (e: Error) => setError(e.message));
    setView('word');
  };
  const goTo = useCallback(
    (line: number) => {
      if (line <= headLines) document.getElementById('settings')?.setAttribute('open', '');
      else if (editor.current) editor.current.goToLine(line - headLines);
      else {
        // In the word view: the text view shows the line.
        pendingLine.current = line - headLines;
        showText();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [headLines, body],
  );
  useEffect(() => {
    if (view !== 'text' || pendingLine.current === null || !editor.current) return;
    editor.current.goToLine(pendingLine.current);
    pendingLine.current = null;
  }, [view]);
  const insertSource = (source: string) => (view === 'word' ? rich.current : editor.current)?.insert(source);
  // The findings that belong to a form field, in the form's words: under their field, and so in the list.
  const said = new Map<Finding, { field: string; text: string }>();
  const byField: Record<string, string[]> = {};
  for (const f of findings ?? []) {
    const at = !file
      ? undefined
      : (fieldFinding(f, file.kind) ??
        (file.kind === 'page' && f.file === path ? frontmatterFinding(f, draft?.text ?? file.text) : undefined));
    if (!at) continue;
    const text = `${fieldLabel(at.path, value)}: ${at.words}`;
    said.set(f, { field: pathKey(at.path), text });
    (byField[pathKey(at.path)] ??= []).push(text);
  }
  const goToField = (field: string) => {
    const target = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    if (!target) return false;
    for (let d = target.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    target.scrollIntoView({ block: 'center' });
    target.focus();
    return true;
  };
  const goToFinding = (f: Finding) => {
    const field = said.get(f)?.field;
    if (!field || !goToField(field)) goTo(f.line);
  };
  // The finding a failed render names (its message is in the error's first line), else the first problem.
  const explain = (error: string) => {
    const problems = (findings ?? []).filter((f) => !f.warning);
    const f = problems.find((p) => error.includes(p.message)) ?? problems[0];
    return f ? { text: said.get(f)?.text ?? f.text, go: () => goToFinding(f) } : undefined;
  };
  const showFindings = () => {
    const list = document.getElementById('findings-title');
    list?.scrollIntoView({ block: 'start' });
    (list?.parentElement?.querySelector('button') ?? list)?.focus();
  };
  const name = nameOf(file?.kind, path, value);
  const openComponentAtCursor = async () => {
    const cursor = editor.current!.cursor();
    const { component } = await api<{ component: Editing | null }>('/api/component-at', {
      body: editor.current!.text(),
      offset: cursor.offset,
    });
    if (!component) setError('Put the cursor inside a component (its <Name … /> tag) to edit it.');
    else {
      setError('');
      setMenu({ open: true, editing: component });
    }
  };
  const discard = async () => {
    drafts.drop(path);
    await api('/api/discard', { path });
    location.reload();
  };

  if (error && !file)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!file) return <p role="status">Opening {path}…</p>;
  return (
    <div className="file-editor">
      <div className="edit-pane">
        <h1>{name}</h1>
        <p className="route">
          {file.route ? (
            <>
              Page at <code>{file.route}</code>
            </>
          ) : (
            'List of facts the pages show'
          )}{' '}
          <span className="help">({path})</span>
        </p>
        {conflict && (
          <div role="alert" className="conflict">
            <p>{conflict}</p>
            <button type="button" onClick={discard}>
              Discard my draft and open the version on disk
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {file.spanish && (
          <p className="translation">
            Spanish page: <a href={href(file.spanish)}>open the Spanish page</a>
          </p>
        )}
        {file.kind === 'page' && file.route && !file.route.startsWith('/es') && !file.spanish && (
          <button
            type="button"
            onClick={() =>
              api<{ path: string; text: string; version: string | null }>('/api/translate', { route: file.route }).then(
                startNewFile,
                (e: Error) => setError(e.message),
              )
            }
          >
            Translate this page into Spanish
          </button>
        )}
        {file.schema && value !== undefined && (
          <details id="settings" open={file.kind === 'data'}>
            <summary>{file.kind === 'page' ? 'Page settings (title, description, lists…)' : 'Fields'}</summary>
            <SchemaForm
              schema={file.schema}
              value={value}
              onChange={setValue}
              ctx={ctx}
              file={path}
              problems={byField}
            />
          </details>
        )}
        {file.kind === 'page' && file.schema && file.route && (
          <SearchPreview
            schema={file.schema}
            value={value}
            route={file.route}
            siteUrl={file.siteUrl}
            facts={file.facts}
          />
        )}
        {file.kind === 'page' && body !== undefined && (
          <section aria-labelledby="body-title" className="body-section">
            <div className="body-tools">
              <h2 id="body-title">Page text</h2>
              <div className="view-switch" role="group" aria-label="How to show the page text">
                <button type="button" aria-pressed={view === 'text'} onClick={showText}>
                  Text view
                </button>
                <button
                  type="button"
                  aria-pressed={view === 'word'}
                  onClick={showWords}
                  disabled={unavailable}
                  aria-describedby={unavailable ? 'word-view-unavailable' : undefined}
                >
                  Word view
                </button>
              </div>
              <button type="button" onClick={() => setMenu({ open: true })}>
                Insert component
              </button>
              {view === 'text' && (
                <button type="button" onClick={openComponentAtCursor}>
                  Edit component at cursor
                </button>
              )}
            </div>
            {unavailable && (
              <p className="help" id="word-view-unavailable" role="status">
                This page can be edited only in the text view.
              </p>
            )}
            <p className="help" id="body-help">
              Type as in a letter: what you type shows on the page as you wrote it. Photos, price tables, maps and the
              like go in with “Insert component”.
            </p>
            <PhotoUpload onInsert={insertSource} onAdded={(name) => setAddedPhotos((names) => [...names, name])}>
              {view === 'word' ? (
                <Suspense fallback={<p role="status">Opening the word view…</p>}>
                  {components ? (
                    <RichEditor
                      ref={rich}
                      value={body}
                      onChange={setBody}
                      components={components}
                      label="Page text"
                      onUnavailable={() => {
                        setUnavailableFor(body);
                        setView('text');
                      }}
                      onEditComponent={(editing, apply) => {
                        richApply.current = apply;
                        setMenu({ open: true, editing });
                      }}
                    />
                  ) : (
                    <p role="status">Opening the word view…</p>
                  )}
                </Suspense>
              ) : (
                <BodyEditor
                  ref={editor}
                  value={body}
                  onChange={setBody}
                  findings={findings ?? []}
                  headLines={headLines}
                  label="Page text"
                />
              )}
            </PhotoUpload>
          </section>
        )}
        <Findings findings={findings} said={said} onGo={goToFinding} />
        <SavePanel
          problems={problems}
          onProblems={showFindings}
          onSaved={() => location.reload()}
          nameOf={(p) => (p === path ? name : (drafts.get(p)?.name ?? p))}
        />
        <ComponentMenu
          open={menu.open}
          editing={menu.editing}
          ctx={ctx}
          onClose={() => {
            richApply.current = null;
            setMenu({ open: false });
          }}
          onInsert={(source, editing, props) => {
            if (editing && richApply.current) richApply.current(props);
            else if (editing) editor.current!.replace(editing.from, editing.to, source);
            else insertSource(source);
            richApply.current = null;
            setMenu({ open: false });
          }}
        />
      </div>
      <Preview route={file.route} choices={file.previews} version={previewVersion} onLine={goTo} explain={explain} />
    </div>
  );
}

function Findings({
  findings,
  said,
  onGo,
}: {
  findings?: Finding[];
  /** The findings about a form field, in the form's words. */
  said: Map<Finding, { text: string }>;
  onGo: (finding: Finding) => void;
}) {
  if (!findings)
    return (
      <section aria-labelledby="findings-title" className="findings">
        <h2 id="findings-title">Check</h2>
        <p>Checking…</p>
      </section>
    );
  const errors = findings.filter((f) => !f.warning).length;
  return (
    <section aria-labelledby="findings-title" className="findings">
      <h2 id="findings-title">Check</h2>
      <p role="status">
        {errors ? `${errors} problem${errors > 1 ? 's' : ''} to fix` : 'No problems found'}
        {findings.length > errors
          ? `, ${findings.length - errors} warning${findings.length - errors > 1 ? 's' : ''}`
          : ''}
      </p>
      <ul>
        {findings.map((f) => (
          <li key={f.text} className={f.warning ? 'warning' : 'problem'}>
            <button type="button" onClick={() => onGo(f)}>
              {said.get(f)?.text ?? findingText(f)}
              {f.warning ? ' (warning)' : ''}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
