// The site map's filter (src/components/SiteIndexList.tsx), loaded only on the page that has one: hides the pages
// that don't match every typed word (in the link text, title or summary), hides emptied groups, and tells screen
// readers how many pages are left. /sitemap?q=… (its search box without JavaScript)
// opens with the list already filtered.

import { fill, plural } from '../page/fill-text.ts';

export function enhanceSiteFilter(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const form = input?.form;
  if (!input || !form) return;
  const items = [...root.querySelectorAll<HTMLLIElement>('li[data-filter-text]')].map((li) => ({
    li,
    text: `${li.textContent ?? ''} ${li.dataset.filterText ?? ''}`.toLowerCase(),
  }));
  // Groups, and a language's section of groups (SiteIndexList), hide when nothing in them is left.
  const groups = [...root.querySelectorAll<HTMLElement>('[data-filter-group], [data-site-lang]')];
  const count = root.querySelector<HTMLElement>('[data-filter-count]');
  const empty = root.querySelector<HTMLElement>('[data-filter-empty]');

  const apply = () => {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { li, text } of items) {
      const match = words.every((w) => text.includes(w));
      li.hidden = !match;
      if (match) shown++;
    }
    for (const group of groups) group.hidden = !group.querySelector('li:not([hidden])');
    // The words come with the page (content/ui.<lang>.yaml, blocks.siteIndex), in its language.
    if (count)
      count.textContent = plural(
        { one: count.dataset.foundOne ?? '', other: count.dataset.found ?? '' },
        shown,
        count.dataset.locale ?? 'en-US',
      );
    if (empty) {
      empty.hidden = shown > 0;
      empty.textContent = fill(empty.dataset.noneFor ?? '', { query: input.value.trim() });
    }
  };

  input.addEventListener('input', apply);
  // Filtering happens as the visitor types; submitting only keeps the words in the address (shareable, and the
  // back button restores them) without reloading the page.
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set('q', input.value);
    history.replaceState(null, '', url);
    apply();
  });
  const q = new URLSearchParams(window.location.search).get('q');
  if (q) input.value = q;
  if (input.value) apply();
}
