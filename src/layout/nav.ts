// Menu entries of each language, all from the route table (virtual:site-nav, built by
// scripts/build/content-plugin.ts): services and areas (capped, see MENU_LIMIT there, so the header and its script
// don't grow with every page), and the other top-level pages with their own labels. A page that is removed simply
// drops out of every list here; a Spanish menu lists the Spanish pages.
import { nav } from 'virtual:site-nav';
import { FINE_PRINT_ORDER } from '../content/menus.ts';
import type { Lang } from '../content/route-path.ts';
import type { UiWords } from '../content/schemas/ui.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's short list beside the two menus (English routes, or their translations): a design choice; a page
 * that doesn't exist is left out. */
const HEADER_PAGES = ['/about', '/projects', '/foundation-repair-cost', '/articles', '/reviews', '/contact'];

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
    headerLinks: HEADER_PAGES.flatMap((en) => n.topPages.filter((p) => p.en === en).map(link)),
    /** The footer's Company column: every other top-level page, in menu order. */
    companyLinks: n.topPages.filter((p) => p.order < FINE_PRINT_ORDER).map(link),
    legalLinks: n.topPages.filter((p) => p.order >= FINE_PRINT_ORDER).map(link),
  };
}
