// The site editor's browser app (served by scripts/editor/server.ts, never part of the site): the home page with
// every page and data file, and the editor of one file — its form, its body, the gate's findings, the live preview
// and "Save as a pull request".
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { drafts } from './api.ts';
import { FileEditor } from './FileEditor.tsx';
import { Home } from './Home.tsx';

function currentPath(): string | undefined {
  const m = /^#\/edit\/(.+)$/.exec(location.hash);
  return m ? decodeURIComponent(m[1]!) : undefined;
}

function App() {
  const [path, setPath] = useState(currentPath());
  const [unsaved, setUnsaved] = useState(drafts.all().length);
  useEffect(() => {
    const onHash = () => setPath(currentPath());
    const onDrafts = () => setUnsaved(drafts.all().length);
    window.addEventListener('hashchange', onHash);
    window.addEventListener('site-editor:drafts', onDrafts);
    window.addEventListener('storage', onDrafts);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('site-editor:drafts', onDrafts);
      window.removeEventListener('storage', onDrafts);
    };
  }, []);
  useEffect(() => {
    document.title = path ? `${path} · Site editor` : 'Site editor';
  }, [path]);
  return (
    <>
      <header className="top">
        <a href="#/" className="brand">
          Site editor
        </a>
        {unsaved > 0 && (
          <span className="unsaved" role="status">
            {unsaved} unsaved file{unsaved > 1 ? 's' : ''} (kept in this browser)
          </span>
        )}
      </header>
      <main id="main">{path ? <FileEditor key={path} path={path} /> : <Home />}</main>
    </>
  );
}

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
