// The route table, derived from pages/**/*.mdx: never typed by hand. Only the small meta slice of each page's
// frontmatter is bundled here (virtual:route-table, made from the site model by scripts/build/content-plugin.ts). The build and the site-map island use it; the /* @__PURE__ */ marks let the
// browser bundle drop it wherever it is imported but unused (the header reads the capped virtual:site-nav).
import type { PageMeta } from './page-meta.ts';
import { comparePages, isChildOf, langOfRoute, SECTIONS, type Lang } from './route-path.ts';
import type { Frontmatter } from './schemas/frontmatter.ts';
import type { Crumb } from '../seo/structured-data.ts';
import { business, tags } from './data.ts';
import { generatedPages } from './collections.ts';
import { leftOut, metas } from 'virtual:route-table';

export type PageFrontmatter = Frontmatter & { route: string; lastUpdated: string };
export type { PageMeta };

function sortPages(list: PageMeta[]): PageMeta[] {
  return [...list].sort(comparePages);
}

/** Page files; drafts and articles dated after the build date only while developing (`npm run dev`). */
const files = /* @__PURE__ */ metas.filter((p) => p.published || import.meta.env.DEV);

/** Page files plus the pages generated from the collections (src/content/collections.ts). */
export const pages: PageMeta[] = /* @__PURE__ */ sortPages([
  ...files,
  .../* @__PURE__ */ generatedPages(files, tags, business.projectListIndexMinimum),
]);

export const pageByRoute = /* @__PURE__ */ new Map(/* @__PURE__ */ pages.map((p) => [p.route, p]));

/** Pages that exist but this build leaves out for their own mistakes (`npm run check` reports them there): a page
 * naming one shows nothing for it instead of failing too. */
export const leftOutRoutes: ReadonlySet<string> = /* @__PURE__ */ new Set(leftOut);

/** The English pages whose frontmatter says `notFound: true`, in menu order: the links of the not-found page. */
export const notFoundRoutes = /* @__PURE__ */ pages.filter((p) => p.lang === 'en' && p.notFound).map((p) => p.route);

function childrenOf(route: string): PageMeta[] {
  return pages.filter((p) => !p.hidden && isChildOf(p.route, route));
}

export const serviceAreas = /* @__PURE__ */ childrenOf(SECTIONS.areas);

/**
 * The pages directly under the section `route` (an English or a Spanish section page), in `lang`: a Spanish list
 * holds the translations of the English section's pages, in the same order, leaving out pages not translated yet.
 */
export function childrenIn(route: string, lang: Lang): PageMeta[] {
  const english = langOfRoute(route) === 'es' ? (pageByRoute.get(route)?.pair ?? route) : route;
  const list = childrenOf(english);
  if (lang === 'en') return list;
  return list.flatMap((p) => {
    const t = p.pair ? pageByRoute.get(p.pair) : undefined;
    return t ? [t] : [];
  });
}

/** Home > ancestors that are pages > this page; or the page's own override. */
export function breadcrumbsFor(route: string): Crumb[] {
  const meta = pageByRoute.get(route);
  if (meta?.breadcrumbs) return meta.breadcrumbs;
  const trail: Crumb[] = [];
  const parts = route === '/' ? [] : route.slice(1).split('/');
  // A Spanish page's trail starts at the Spanish home page (/es), named by its label.
  const home = langOfRoute(route) === 'es' && pageByRoute.has('/es') ? '/es' : '/';
  trail.push({ name: home === '/' ? 'Home' : pageByRoute.get(home)!.label, url: home });
  for (let i = home === '/' ? 1 : 2; i <= parts.length; i++) {
    const r = '/' + parts.slice(0, i).join('/');
    const p = pageByRoute.get(r);
    if (p) trail.push({ name: p.label, url: r });
  }
  return trail;
}
