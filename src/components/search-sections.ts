// The sections the site search files each page under (its `section` filter, scripts/build/search-index.ts) and the
// search page offers as a filter (src/components/SiteSearchPanel.tsx): from the page's English route.
export const SEARCH_SECTIONS = ['service', 'area', 'article', 'project', 'page'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

const BY_TOP: Record<string, SearchSection> = {
  services: 'service',
  'service-areas': 'area',
  articles: 'article',
  projects: 'project',
};

/** The section of the page whose English route (a Spanish page's translationOf) is `englishRoute`. */
export function searchSectionOf(englishRoute: string): SearchSection {
  return BY_TOP[englishRoute.split('/')[1] ?? ''] ?? 'page';
}
