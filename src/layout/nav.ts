// Menu entries: services and areas come from the route table; the rest are the company pages the spec names.
import { pageByRoute, serviceAreas, services } from '../content/pages.ts';

export interface NavLink {
  to: string;
  label: string;
}

const page = (to: string, fallback: string): NavLink => ({ to, label: pageByRoute.get(to)?.label ?? fallback });

export const serviceLinks: NavLink[] = services.map((p) => ({ to: p.route, label: p.label }));
export const areaLinks: NavLink[] = serviceAreas.map((p) => ({ to: p.route, label: p.area?.city ?? p.label }));

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
