// Menu entries: services and areas come from the route table (capped, see MENU_LIMIT in scripts/build/content-plugin.ts,
// so the header and its script don't grow with every page); the rest are the company pages the spec names.
import { areaLinks as areas, moreAreas, moreServices, serviceLinks as services, topLabels } from 'virtual:site-nav';

export interface NavLink {
  to: string;
  label: string;
}

const page = (to: string, fallback: string): NavLink => ({ to, label: topLabels[to] ?? fallback });

export const serviceLinks: NavLink[] = [
  ...services,
  ...(moreServices ? [{ to: '/services', label: 'All services' }] : []),
];
export const areaLinks: NavLink[] = [
  ...areas,
  ...(moreAreas ? [{ to: '/service-areas', label: 'All service areas' }] : []),
];

export const headerLinks: NavLink[] = [
  page('/about', 'About'),
  { to: '/foundation-repair-cost', label: 'Cost Guide' },
  page('/reviews', 'Reviews'),
  page('/contact', 'Contact'),
];

export const companyLinks: NavLink[] = [
  page('/about', 'About Us'),
  page('/reviews', 'Reviews'),
  page('/warranty', 'Warranty'),
  page('/emergency-foundation-repair', 'Emergency Service'),
  { to: '/foundation-repair-cost', label: 'Cost Guide' },
  page('/faq', 'FAQ'),
  page('/contact', 'Contact'),
  { to: '/book-inspection', label: 'Book Free Inspection' },
];

export const legalLinks: NavLink[] = [
  page('/privacy-policy', 'Privacy Policy'),
  page('/terms-of-service', 'Terms of Service'),
  page('/sitemap', 'Site Map'),
];
