// The one route ↔ file mapping, both ways: a page file to its route, a route to its built HTML file and back, and
// the one order pages are listed in. Shared by the build plugin, the client route table, the checks and the
// server, so the one trailing-slash policy (none, except "/") is decided here. No Node or browser APIs.
export function routeFromFile(file: string): string {
  const rel = file
    .replace(/\\/g, '/')
    .replace(/^.*?\/?pages\//, '')
    .replace(/\.mdx$/, '');
  const parts = rel.split('/').filter((p) => p !== 'index');
  return '/' + parts.join('/');
}

/** File name of a route in dist/ (flat style: /services/x -> services/x.html). */
export function htmlFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The route of a page as the site search's index names it, by its built file (scripts/build/search-index.ts):
 * "/services/x.html" -> "/services/x", "/" -> "/".
 */
export function routeFromSearchUrl(url: string): string {
  return routeFromHtmlFile(url.replace(/^\//, ''));
}

/** The route a built HTML file (relative to dist/) is served at: "services/x.html" -> "/services/x". */
export function routeFromHtmlFile(file: string): string {
  const clean = file.replace(/\\/g, '/').replace(/\.html$/, '');
  if (clean === 'index') return '/';
  return '/' + clean.replace(/\/index$/, '');
}

/** Whether `route` is a page directly under `parent`: "/services/x" under "/services", "/faq" under "/". */
export function isChildOf(route: string, parent: string): boolean {
  const prefix = parent === '/' ? '/' : `${parent}/`;
  const rest = route.startsWith(prefix) ? route.slice(prefix.length) : '';
  return rest !== '' && !rest.includes('/');
}

/** Routes that are ancestors of `route`, nearest last: /a/b/c -> ['/', '/a', '/a/b']. */
export function ancestorRoutes(route: string): string[] {
  if (route === '/') return [];
  const parts = route.slice(1).split('/');
  const out = ['/'];
  for (let i = 1; i < parts.length; i++) out.push('/' + parts.slice(0, i).join('/'));
  return out;
}

/**
 * The site's sections, named once: the pages directly under a section page are its pages (the menus, the related
 * blocks, the area and service lists). A Spanish section is the translation of one of these (its own slug).
 */
export const SECTIONS = { services: '/services', areas: '/service-areas' } as const;
export type Section = keyof typeof SECTIONS;

/** The route of a service's page: "foundation-inspection" → "/services/foundation-inspection". */
export function serviceRoute(slug: string): string {
  return `${SECTIONS.services}/${slug}`;
}

/** The route of a service area's page: "pearland-tx" → "/service-areas/pearland-tx". */
export function areaRoute(slug: string): string {
  return `${SECTIONS.areas}/${slug}`;
}

/** The one order of pages in menus, lists and the model: `order`, then label, then route. */
export function comparePages(
  a: { order: number; label: string; route: string },
  b: { order: number; label: string; route: string },
): number {
  return a.order - b.order || a.label.localeCompare(b.label) || a.route.localeCompare(b.route);
}

type CollectionName = 'articles' | 'projects';

/** The collection an entry route belongs to: "/articles/<slug>" is an article, "/projects/<slug>" a project. */
export function collectionOf(route: string): CollectionName | undefined {
  if (/^\/articles\/[a-z0-9-]+$/.test(route)) return 'articles';
  if (/^\/projects\/[a-z0-9-]+$/.test(route)) return 'projects';
  return undefined;
}

/** The site's languages: English at "/", Spanish under "/es". The folder a page lives in gives its language. */
export type Lang = 'en' | 'es';

/** The route prefix of the Spanish pages (pages/es/ → /es/…). */
const SPANISH_ROOT = '/es';

/** The language of a route: "/es" and everything under it is Spanish, every other route English. */
export function langOfRoute(route: string): Lang {
  return route === SPANISH_ROOT || route.startsWith(`${SPANISH_ROOT}/`) ? 'es' : 'en';
}

/** The not-found page of each language: what an unknown path under "/" or under "/es" shows, with status 404. */
export const NOT_FOUND_ROUTES: Record<Lang, string> = { en: '/404', es: `${SPANISH_ROOT}/404` };
