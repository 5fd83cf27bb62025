// The filterable list of every visible page; hydrated as an island on /sitemap.
import { useEffect, useState } from 'react';
import { pages } from '../content/pages.ts';

export function SiteIndexList() {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setQuery(q);
  }, []);
  const visible = pages.filter((p) => !p.hidden);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = visible.filter((p) =>
    words.every((w) => `${p.label} ${p.title} ${p.summary}`.toLowerCase().includes(w)),
  );
  const groups = new Map<string, typeof visible>();
  for (const p of matches) {
    const top = p.route.split('/')[1] ?? '';
    const key = ['services', 'service-areas', 'articles', 'projects'].includes(top) ? `/${top}` : '/';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const names: Record<string, string> = {
    '/': 'Company and help',
    '/services': 'Services',
    '/service-areas': 'Service areas',
    '/articles': 'Articles',
    '/projects': 'Projects',
  };
  return (
    <div className="mt-6">
      <form
        role="search"
        action="/sitemap"
        className="flex max-w-md flex-col gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="sitemap-q" className="font-medium text-slate-800">
          Find a page
        </label>
        <div className="flex gap-2">
          <input
            id="sitemap-q"
            name="q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
          {/* The list filters as you type; the button lets the form work as a plain search too. */}
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </div>
      </form>
      <p className="sr-only" aria-live="polite">
        {matches.length} pages found
      </p>
      {matches.length === 0 && <p className="mt-6 text-slate-700">No page matches “{query}”.</p>}
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        {['/services', '/service-areas', '/articles', '/projects', '/'].map((key) =>
          groups.get(key)?.length ? (
            <div key={key}>
              <h2 className="text-xl font-bold text-slate-900">{names[key]}</h2>
              <ul className="mt-3 space-y-2">
                {groups.get(key)!.map((p) => (
                  <li key={p.route}>
                    <a href={p.route} className="text-brand-700 underline-offset-4 hover:underline">
                      {p.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
      </div>
    </div>
  );
}
