// The routes `ROUTES=sample npm run audit` measures (CI does): each kind of page at its heaviest. A kind, in each
// language: the home page, the top-level pages, each section's pages (services, service areas, articles, projects,
// and their lists one level down), a page with a form, and a page with its own enhancer (the FAQ accordion, the
// site-map filter, the search); of each kind, the page whose document has the most elements (the most to style and
// lay out). Pages of one kind share their
// components, so a budget one of them misses shows on its heaviest.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFileForRoute, langOfRoute } from '../../src/content/route-path.ts';
import { documentWeight } from '../checks/page-weight.ts';

/** What makes a page a kind of its own, besides its section and language. */
const OWN_KINDS: [string, RegExp][] = [
  ['form', /\sdata-island="/],
  ['accordion', /\sdata-accordion\b/],
  ['site-filter', /\sdata-site-filter\b/],
  ['search', /\sdata-site-search\b/],
];

/** `routes`: each route with the English route it translates (itself for an English page). */
export function sampleRoutes(dist: string, routes: { route: string; english: string }[]): string[] {
  const heaviest = new Map<string, { route: string; elements: number }>();
  for (const { route, english } of routes) {
    const html = fs.readFileSync(path.join(dist, htmlFileForRoute(route)), 'utf8');
    const own = OWN_KINDS.find(([, marker]) => marker.test(html))?.[0];
    // Of the English route: nothing is the home page, one segment a top-level page, more a section's page (its own
    // kind for each depth: an article, and a tag's list of articles).
    const parts = english.split('/').filter(Boolean);
    const where = parts.length === 0 ? 'home' : parts.length === 1 ? 'page' : `${parts[0]}/${parts.length}`;
    const { elements } = documentWeight(html);
    // Each kind, and each language's heaviest page whatever its kind.
    for (const kind of [own ?? where, `language ${langOfRoute(route)}`]) {
      const known = heaviest.get(kind);
      if (!known || elements > known.elements) heaviest.set(kind, { route, elements });
    }
  }
  return routes.filter((r) => [...heaviest.values()].some((h) => h.route === r.route)).map((r) => r.route);
}
