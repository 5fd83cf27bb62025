// What the search page's form (src/components/SiteSearchPanel.tsx), its script (site-search.ts), the build's CSP
// (scripts/build/security-headers.ts) and the static server's no-JavaScript fill (scripts/server/search-form.ts)
// agree on: the attribute that marks a search page and the longest query the box takes.

/** The attribute on the search panel's root element; a page that has it is a search page. */
export const SEARCH_MARKER = 'data-site-search';

/** The longest query (in characters) the search box holds; longer ones are cut to it. */
export const QUERY_MAX_LENGTH = 200;

/** Whether a built page is a search page: one of its elements carries SEARCH_MARKER. */
export function isSearchPage(html: string): boolean {
  return new RegExp(`<[a-z]+\\s[^>]*\\b${SEARCH_MARKER}[\\s=>]`).test(html);
}
