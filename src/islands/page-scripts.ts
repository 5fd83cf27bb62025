// Which browser code a page needs, collected while the build renders it: an island adds `island:<Name>`, the FAQ
// accordion adds `accordion`, the site map's filter `site-filter`, the search page `site-search`, a before/after pair of photos or a gallery `photos`. The build turns the set into the page's script list (scripts/build/page-scripts.ts),
// so a page downloads only what it renders; src/browser.ts loads the same parts from the same markers.
import { createContext, useContext } from 'react';

export type PageScript = 'accordion' | 'site-filter' | 'site-search' | 'photos' | `island:${string}`;

export const PageScriptsContext = createContext<Set<PageScript> | null>(null);

/** Records that the page being rendered needs `script` in the browser (no-op outside a page render). */
export function usePageScript(script: PageScript): void {
  useContext(PageScriptsContext)?.add(script);
}
