// The page's language for the components that render it: the interface words (content/ui.<lang>.yaml), the
// route of a page in that language, the locale for dates and numbers. The page renderer (src/page-app.tsx) sets the
// language from the route; every component reads it here instead of typing English words.
import { createContext, useContext } from 'react';
import { SECTIONS, langOfRoute, type Lang } from '../content/route-path.ts';
import type { UiWords } from '../content/schemas/ui.ts';
import { uiWords as words } from '../content/ui.ts';
import { businessIn, factsIn } from '../content/business.ts';
import { pageByRoute } from '../content/pages.ts';
import { navFor } from './nav.ts';

export { fill, plural } from './fill.ts';

export const LangContext = createContext<Lang>('en');

export function useLang(): Lang {
  return useContext(LangContext);
}

/** The interface words of `lang` (for a part of a page in another language, such as the site map's Spanish pages). */
export function uiFor(lang: Lang): UiWords {
  return words[lang];
}

/** The interface words of the page's language. */
export function useUi(): UiWords {
  return words[useLang()];
}

/** content/business.yaml in the page's language: its texts from content/business.es.yaml on Spanish pages, its
 * figures (phone, address, rating, …) the same in both. The one way components read the business. */
export function useBusiness() {
  return businessIn[useLang()];
}

/** The business facts by name in the page's language ("de por vida" on a Spanish page, "lifetime" on an English
 * one): what `<Fact>` and `{@name}` show. */
export function useFacts() {
  return factsIn[useLang()];
}

/** The page `route` in `lang`: an English route's translation when it has one, else the English page; a route
 * already in `lang` as it is. */
export function routeIn(route: string, lang: Lang): string {
  if (lang === 'en' || langOfRoute(route) === lang) return route;
  return pageByRoute.get(route)?.pair ?? route;
}

/** A route in the page's language (see routeIn). */
export function useRoute(route: string): string {
  return routeIn(route, useLang());
}

/** The menus of the page's language. */
export function useNav() {
  const lang = useLang();
  return navFor(lang, words[lang], {
    services: routeIn(SECTIONS.services, lang),
    areas: routeIn(SECTIONS.areas, lang),
  });
}
