// The action bar, always on screen at the foot of the editor: the number of problems (a link to their list), the
// unsaved files of this browser (links to each), one sentence about the change, Save (in words that say what it will
// do: "Save and open a pull request", or "Save to a branch" when this clone cannot open one) and Discard (after a
// confirmation). Saving writes every unsaved file, commits them on a new branch and (with a GitHub remote and a
// token) opens a pull request.
import { useEffect, useRef, useState } from 'react';
import { api, drafts, type StoredDraft } from './api.ts';

interface SaveResult {
  branch: string;
  pullRequest?: string;
  message: string;
}

/** What Save will do (server.ts's /api/save-target), asked once per page load. */
let target: Promise<{ pullRequest: boolean }> | undefined;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function SavePanel({
  problems,
  onProblems,
  onSaved,
  nameOf,
}: {
  /** Problems of the file open now (the drafts' counts cover the others). */
  problems: number;
  /** Shows the list of problems. */
  onProblems: () => void;
  onSaved: () => void;
  /** What a writer calls a file (a page's title, a data file's name). */
  nameOf: (path: string) => string;
}) {
  const [sentence, setSentence] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaveResult>();
  const [error, setError] = useState('');
  const [pullRequest, setPullRequest] = useState<boolean>();
  const [, redraw] = useState(0);
  const confirm = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    (target ??= api<{ pullRequest: boolean }>('/api/save-target')).then(
      (t) => setPullRequest(t.pullRequest),
      () => setPullRequest(false),
    );
    const onDrafts = () => redraw((n) => n + 1);
    window.addEventListener('site-editor:drafts', onDrafts);
    return () => window.removeEventListener('site-editor:drafts', onDrafts);
  }, []);
  const list: StoredDraft[] = drafts.all();
  const total = list.reduce((n, d) => n + d.problems, 0) || problems;
  const action = pullRequest === false ? 'Save to a branch' : 'Save and open a pull request';
  const discard = async () => {
    confirm.current?.close();
    for (const d of list) {
      drafts.drop(d.path);
      await api('/api/discard', { path: d.path });
    }
    location.reload();
  };
  return (
    <form
      className="save action-bar"
      aria-label="Save your changes"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError('');
        try {
          const result = await api<SaveResult>('/api/save', {
            message: sentence,
            files: list.map((d) =>
              d.photo ? { path: d.path, photo: true } : { path: d.path, text: d.text, version: d.version },
            ),
          });
          for (const d of list) drafts.drop(d.path);
          setDone(result);
          setSentence('');
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="bar-status">
        <a
          href="#findings-title"
          className={total ? 'problems' : 'no-problems'}
          onClick={(e) => {
            e.preventDefault();
            onProblems();
          }}
        >
          {total ? plural(total, 'problem') : 'No problems'}
        </a>
        <p className="help unsaved-files">
          {list.length ? (
            <>
              Unsaved:{' '}
              {list.map((d, i) => (
                <span key={d.path}>
                  {i ? ', ' : ''}
                  <a href={`#/edit/${encodeURIComponent(d.path)}`} title={d.path}>
                    {nameOf(d.path)}
                  </a>
                </span>
              ))}
            </>
          ) : (
            'Nothing to save yet: your changes appear here as you type.'
          )}
        </p>
      </div>
      <div className="bar-save">
        <label htmlFor="save-sentence">What did you change? (one sentence)</label>
        <input
          id="save-sentence"
          value={sentence}
          onChange={(e) => setSentence(e.target.value)}
          required
          placeholder="New crawl space title and inspection price"
        />
        <button type="submit" className="primary" disabled={busy || !list.length}>
          {busy ? 'Saving…' : `${action}${total ? ` (${plural(total, 'problem')} remain)` : ''}`}
        </button>
        <button
          type="button"
          className="discard"
          disabled={busy || !list.length}
          onClick={() => confirm.current?.showModal()}
        >
          Discard…
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {done && (
        <div role="status" className="saved">
          <p>{done.message}</p>
          {done.pullRequest && (
            <p>
              <a href={done.pullRequest} target="_blank" rel="noreferrer">
                Open the pull request
              </a>
            </p>
          )}
          <button type="button" onClick={onSaved}>
            Continue editing
          </button>
        </div>
      )}
      <dialog ref={confirm} aria-labelledby="discard-title" className="confirm">
        <h2 id="discard-title">Discard your changes?</h2>
        <p>
          The unsaved changes to {list.map((d) => nameOf(d.path)).join(', ')} will be thrown away. This cannot be
          undone.
        </p>
        <button type="button" className="danger" onClick={discard}>
          Discard changes
        </button>{' '}
        <button type="button" onClick={() => confirm.current?.close()}>
          Keep editing
        </button>
      </dialog>
    </form>
  );
}
