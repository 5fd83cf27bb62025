// Menu entries of each language, all from the route table (virtual:site-nav, src/content/site-nav.ts): services
// and areas (capped, see MENU_LIMIT there, so the header and its script don't grow with every page), and the other
// top-level pages with their own labels; the header's short list is the pages whose frontmatter says `header: true`. A page that is removed simply
// drops out of every list here; a Spanish menu lists the Spanish pages.
import { nav } from 'virtual:site-nav';
import { FINE_PRINT_ORDER } from '../content/menus.ts';
import type { Lang } from '../content/route-path.ts';
import type { UiWords } from '../content/schemas/ui.ts';

export interface NavLink {
  to: string;
  label: string;
}

const link = (p: NavLink): NavLink => ({ to: p.to, label: p.label });

/** The menus of a language: `words` gives the "All …" entries, `sections` the routes of the two section pages. */
export function navFor(lang: Lang, words: UiWords, sections: { services: string; areas: string }) {
  const n = nav[lang];
  return {
    serviceLinks: [
      ...n.serviceLinks,
      ...(n.moreServices ? [{ to: sections.services, label: words.header.allServices }] : []),
    ],
    areaLinks: [...n.areaLinks, ...(n.moreAreas ? [{ to: sections.areas, label: words.header.allServiceAreas }] : [])],
    headerLinks: n.topPages.filter((p) => p.header).map(link),
    /** The footer's Company column: every other top-level page, in menu order. */
    companyLinks: n.topPages.filter((p) => p.order < FINE_PRINT_ORDER).map(link),
    legalLinks: n.topPages.filter((p) => p.order >= FINE_PRINT_ORDER).map(link),
  };
}
