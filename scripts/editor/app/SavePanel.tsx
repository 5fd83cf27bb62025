// "Save as a pull request": one sentence about the change, then every unsaved file of this browser is written,
// committed on a new branch and (with a GitHub remote and a token) opened as a pull request.
import { useState } from 'react';
import { api, drafts } from './api.ts';

interface SaveResult {
  branch: string;
  pullRequest?: string;
  message: string;
}

export function SavePanel({ problems, onSaved }: { problems: number; onSaved: () => void }) {
  const [sentence, setSentence] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaveResult>();
  const [error, setError] = useState('');
  const list = drafts.all();
  const total = list.reduce((n, d) => n + d.problems, 0) || problems;
  return (
    <form
      className="save"
      aria-labelledby="save-title"
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
      <h2 id="save-title">Save</h2>
      <p className="help">
        {list.length
          ? `Unsaved: ${list.map((d) => d.path).join(', ')}.`
          : 'Nothing to save yet: your changes appear here as you type.'}
      </p>
      <label htmlFor="save-sentence">What did you change? (one sentence)</label>
      <input
        id="save-sentence"
        value={sentence}
        onChange={(e) => setSentence(e.target.value)}
        required
        placeholder="Update the crawl space page title and the inspection price"
      />
      <button type="submit" className="primary" disabled={busy || !list.length}>
        {busy ? 'Saving…' : `Save as pull request${total ? ` (${total} problem${total > 1 ? 's' : ''} remain)` : ''}`}
      </button>
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
    </form>
  );
}
