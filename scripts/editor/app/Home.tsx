// The editor's home: every page of the route table (title, route, language, translation state, draft or
// scheduled) with a text filter, the data files, and new pages from the `npm run new:page` templates.
import { dataFileName } from './names.ts';
import { useEffect, useRef, useState } from 'react';
import { api, drafts, type FormContext, type JsonSchema, type StoredDraft } from './api.ts';
import { SchemaForm } from './SchemaForm.tsx';
import type { PageEntry } from '../site-info.ts';

/** The options of the kind of page a route makes (server.ts's GET /api/new-page, from new:page's own list). */
interface NewPageForm extends FormContext {
  kind: string;
  schema: JsonSchema;
  defaults: Record<string, unknown>;
}

const KIND_WORDS: Record<string, string> = {
  service: 'a service page',
  area: 'a service area page',
  article: 'an article',
  project: 'a project',
  page: 'a plain page',
};

export const href = (path: string) => `#/edit/${encodeURIComponent(path)}`;

/** The translation column: an English page's Spanish page, or a Spanish page's state against its English page. */
function translationWords(p: PageEntry): string {
  if (!p.translation) return '';
  if (p.lang === 'es') return p.translation === 'out of date' ? 'Behind its English page' : 'Up to date';
  return {
    translated: 'Spanish page up to date',
    'out of date': 'Spanish page out of date',
    missing: 'No Spanish page yet',
  }[p.translation];
}

/** Opens a file the server has just written (a new page, a translation), listed with the unsaved files until it is
 * saved as a pull request. */
export function startNewFile(made: { path: string; text: string; version: string | null }) {
  const draft: StoredDraft = {
    path: made.path,
    base: made.text,
    version: made.version,
    text: made.text,
    problems: 0,
    created: true,
  };
  drafts.put(draft);
  location.hash = href(made.path);
}

function NewPage() {
  const [route, setRoute] = useState('/services/');
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [form, setForm] = useState<NewPageForm>();
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const touched = useRef(false);
  // The kind's options for the route typed, asked for once typing stops; the values it would default to are filled
  // in until the writer changes one (then only a change of kind starts them again).
  useEffect(() => {
    const timer = setTimeout(() => {
      api<NewPageForm>(`/api/new-page?route=${encodeURIComponent(route)}`).then(
        (next) => {
          if (!touched.current || form?.kind !== next.kind) {
            setOptions(next.defaults);
            touched.current = false;
          }
          setForm(next);
        },
        () => setForm(undefined),
      );
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values typed so far are kept, not a reason to ask again
  }, [route]);
  return (
    <form
      className="new-page"
      aria-labelledby="new-page-title"
      onSubmit={(e) => {
        e.preventDefault();
        setError('');
        api<{ path: string; text: string; version: string | null }>('/api/new-page', {
          route,
          title,
          options: form ? options : {},
        }).then(startNewFile, (err: Error) => setError(err.message));
      }}
    >
      <h2 id="new-page-title">New page</h2>
      <p className="help">
        A new page starts from the template for its kind: a route under /services/ makes a service page, under
        /service-areas/ an area page, under /articles/ an article and under /projects/ a project.
      </p>
      <div className="field">
        <label htmlFor="new-route">Address (route)</label>
        <input id="new-route" value={route} onChange={(e) => setRoute(e.target.value)} required />
      </div>
      <div className="field">
        <label htmlFor="new-title">Title (10–70 characters)</label>
        <input id="new-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      </div>
      {form && (
        <fieldset className="group new-page-options">
          <legend>Options for {KIND_WORDS[form.kind] ?? form.kind}</legend>
          <SchemaForm
            schema={form.schema}
            value={options}
            onChange={(next) => {
              setOptions((next ?? {}) as Record<string, unknown>);
              touched.current = true;
            }}
            ctx={form}
          />
        </fieldset>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit">Create the page</button>
    </form>
  );
}

export function Home() {
  const [site, setSite] = useState<{ pages: PageEntry[]; data: { file: string; name: string }[] }>();
  const [error, setError] = useState('');
  const [filter, setFilter] = useState('');
  useEffect(() => {
    api<typeof site>('/api/site').then(setSite, (e: Error) => setError(e.message));
  }, []);
  const unsaved = new Set(drafts.all().map((d) => d.path));
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const pages = (site?.pages ?? []).filter((p) => {
    const hay = `${p.title} ${p.route} ${p.file} ${p.lang} ${p.state ?? ''} ${translationWords(p)}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  // The data files, by what they hold ("Prices", "Reviews"), found by the same filter.
  const data = (site?.data ?? []).filter((d) => {
    const hay = `${dataFileName(d.file)} ${d.name} ${d.file}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  return (
    <div className="home">
      <h1>Edit the site</h1>
      {error && <p role="alert">{error}</p>}
      <label htmlFor="page-filter" className="block">
        Filter pages
      </label>
      <input
        id="page-filter"
        type="search"
        placeholder="Words of a title or address, “draft”, “es”, “out of date”…"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <section aria-labelledby="data-title">
        <h2 id="data-title">Lists of facts</h2>
        <p className="help">Prices, reviews, the towns we serve and the other facts the pages show.</p>
        <ul className="data-files">
          {data.map((d) => (
            <li key={d.file}>
              <a href={href(d.file)}>{dataFileName(d.file)}</a>
              {unsaved.has(d.file) && <span className="badge">unsaved</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <p role="status" className="count">
          {site ? `${pages.length} of ${site.pages.length} pages` : 'Loading…'}
        </p>
        <table className="pages">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">Language</th>
              <th scope="col">Translation</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.file}>
                <td>
                  <a href={href(p.file)}>{p.title}</a>
                  {unsaved.has(p.file) && <span className="badge">unsaved</span>}
                </td>
                <td>
                  <code>{p.route}</code>
                </td>
                <td>{p.lang === 'es' ? 'Spanish' : 'English'}</td>
                <td className={`translation ${(p.translation ?? '').replace(/ /g, '-')}`}>{translationWords(p)}</td>
                <td>
                  {p.broken
                    ? 'Has a mistake'
                    : p.state === 'draft'
                      ? 'Draft'
                      : p.state === 'scheduled'
                        ? 'Scheduled'
                        : 'Published'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <NewPage />
    </div>
  );
}
