// The search page's script (src/components/SiteSearchPanel.tsx), loaded only on the pages that have it. Pagefind's
// own files (/pagefind/pagefind.js, its WebAssembly and the index chunks of the page's `<html lang>`) are imported
// only when the visitor focuses the box, changes a filter or searches, or at once when the address already asks
// for a search (/search?q=…, the header's form and the WebSite SearchAction). Results: title link, the excerpt with
// the matched words marked, the section; the count is announced in a polite live region. Submitting searches in
// place and keeps the words in the address (shareable; Back restores them).

import { QUERY_MAX_LENGTH } from './search-form.ts';
import { fill, plural } from '../page/fill-text.ts';
import { routeFromSearchUrl } from '../content/route-path.ts';

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    q: string,
    o?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}

/** Where the build writes Pagefind's files (scripts/build/search-index.ts). */
const PAGEFIND = '/pagefind/pagefind.js';
/** Results shown at a time: each needs its own fragment file (2–5 KB gzip), so more come on request. */
const SHOWN = 10;

let loading: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = PAGEFIND;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The excerpt as nodes: its text, and its <mark> elements as marks; nothing else from the HTML survives. */
function excerptNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html');
  const out: Node[] = [];
  for (const node of doc.body.firstElementChild?.childNodes ?? []) {
    if (node.nodeType === Node.TEXT_NODE) out.push(document.createTextNode(node.textContent ?? ''));
    else if (node instanceof Element) {
      const text = document.createTextNode(node.textContent ?? '');
      if (node.tagName === 'MARK') {
        const mark = document.createElement('mark');
        mark.append(text);
        out.push(mark);
      } else out.push(text);
    }
  }
  return out;
}

export function enhanceSiteSearch(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  const failed = root.querySelector<HTMLElement>('[data-search-failed]');
  if (!form || !input || !status || !list) return;
  const words = JSON.parse(root.dataset.words ?? '{}') as Record<string, string>;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select')];
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]');
  let run = 0;
  /** The results of the current search not shown yet. */
  let pending: { data(): Promise<PagefindResult> }[] = [];

  const filters = () =>
    Object.fromEntries(selects.filter((s) => s.value).map((s) => [s.name, s.value])) as Record<string, string>;

  const show = async () => {
    const query = input.value.trim();
    const mine = ++run;
    const chosen = filters();
    if (!query && !Object.keys(chosen).length) {
      list.replaceChildren();
      pending = [];
      if (more) more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = words.searching ?? '';
    try {
      const pagefind = await loadPagefind();
      const found = await pagefind.search(query || (null as unknown as string), { filters: chosen });
      if (!found || mine !== run) return; // a newer search replaced this one
      const data = await Promise.all(found.results.slice(0, SHOWN).map((r) => r.data()));
      if (mine !== run) return;
      if (failed) failed.hidden = true;
      list.replaceChildren(...data.map((d) => resultItem(d)));
      pending = found.results.slice(SHOWN);
      if (more) more.hidden = pending.length === 0;
      const count = found.results.length;
      status.textContent =
        count === 0
          ? fill(words.noResults ?? '', { query })
          : plural({ one: words.result ?? '', other: words.results ?? '' }, count, words.locale ?? 'en-US', { query });
    } catch {
      if (mine !== run) return;
      status.textContent = '';
      if (failed) failed.hidden = false;
    }
  };

  // The classes of a result's parts come with the page (SiteSearchPanel: the site's heading and link primitives).
  const looks = JSON.parse(root.dataset.looks ?? '{}') as Record<'heading' | 'link' | 'excerpt' | 'where', string>;
  const part = <K extends keyof HTMLElementTagNameMap>(tag: K, look: string): HTMLElementTagNameMap[K] => {
    const el = document.createElement(tag);
    el.className = look;
    return el;
  };
  const resultItem = (d: PagefindResult): HTMLLIElement => {
    const li = document.createElement('li');
    const heading = part('h2', looks.heading);
    const link = part('a', looks.link);
    const route = routeFromSearchUrl(d.url);
    link.href = route;
    link.textContent = d.meta.title ?? route;
    heading.append(link);
    const excerpt = part('p', looks.excerpt);
    excerpt.append(...excerptNodes(d.excerpt));
    const section = d.filters.section?.[0];
    const where = part('p', looks.where);
    where.textContent = [section ? words[section] : undefined, d.filters.town?.[0]].filter(Boolean).join(' · ');
    li.append(heading, excerpt, where);
    return li;
  };

  const keepInAddress = () => {
    const url = new URL(window.location.href);
    url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    history.replaceState(null, '', url);
  };

  // The next results; focus moves to the first of them, so a keyboard or screen-reader user goes on reading there.
  more?.addEventListener('click', () => {
    const mine = run;
    const next = pending.slice(0, SHOWN);
    pending = pending.slice(SHOWN);
    void Promise.all(next.map((r) => r.data())).then((data) => {
      if (mine !== run) return;
      const items = data.map((d) => resultItem(d));
      list.append(...items);
      more.hidden = pending.length === 0;
      items[0]?.querySelector('a')?.focus();
    });
  });

  // Fetch Pagefind's files once the visitor shows an intent to search, so the first results come sooner.
  input.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    keepInAddress();
    void show();
  });
  for (const s of selects)
    s.addEventListener('change', () => {
      keepInAddress();
      void show();
    });

  const params = new URLSearchParams(window.location.search);
  input.value = Array.from(params.get('q') ?? '')
    .slice(0, QUERY_MAX_LENGTH)
    .join('');
  for (const s of selects) {
    const v = params.get(s.name);
    if (v && [...s.options].some((o) => o.value === v)) s.value = v;
  }
  if (input.value || Object.keys(filters()).length) void show();
}
