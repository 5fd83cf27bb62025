// Menu entries, all from the route table (virtual:site-nav, built by scripts/build/content-plugin.ts): services and
// areas (capped, see MENU_LIMIT there, so the header and its script don't grow with every page), and the other
// top-level pages with their own labels. A page that is removed simply drops out of every list here.
import { areaLinks as areas, moreAreas, moreServices, serviceLinks as services, topPages } from 'virtual:site-nav';
import { FINE_PRINT_ORDER } from '../content/menus.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's short list beside the two menus: a design choice; a page that doesn't exist is left out. */
const HEADER_PAGES = ['/about', '/projects', '/foundation-repair-cost', '/articles', '/reviews', '/contact'];

const link = (p: NavLink): NavLink => ({ to: p.to, label: p.label });

export const serviceLinks: NavLink[] = [
  ...services,
  ...(moreServices ? [{ to: '/services', label: 'All services' }] : []),
];
export const areaLinks: NavLink[] = [
  ...areas,
  ...(moreAreas ? [{ to: '/service-areas', label: 'All service areas' }] : []),
];

export const headerLinks: NavLink[] = HEADER_PAGES.flatMap((to) => topPages.filter((p) => p.to === to).map(link));

/** The footer's Company column: every other top-level page, in menu order. */
export const companyLinks: NavLink[] = topPages.filter((p) => p.order < FINE_PRINT_ORDER).map(link);

export const legalLinks: NavLink[] = topPages.filter((p) => p.order >= FINE_PRINT_ORDER).map(link);
