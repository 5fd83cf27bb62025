// The menus of each language, computed from the route table: just links and labels, capped. The content plugin
// serves them as virtual:site-nav (scripts/build/content-plugin.ts) and src/page/nav.ts builds the header and
// footer from them, so the module's type is this function's.
import type { SitePage } from './model.ts';
import { isCollectionIndex } from './collections.ts';
import { isChildOf, langOfRoute, SECTIONS, type Lang } from './route-path.ts';

/** Menus and footer columns list at most this many services and areas (then "All …"), so page size and the
 * browser bundle don't grow with every page added. */
export const MENU_LIMIT = 10;

interface NavLink {
  to: string;
  label: string;
}

/**
 * A Spanish menu lists the Spanish pages, found through their pairs (a Spanish service page is the translation of a
 * service page), in the one page order; each top-level link says whether the English page it stands for asks to be
 * in the header's short list (frontmatter `header`).
 * `pages`: the site model's pages, already in the one page order.
 */
export function siteNav(pages: readonly Pick<SitePage, 'route' | 'frontmatter'>[]) {
  const visible = pages.filter((p) => !p.frontmatter.hidden);
  type Page = (typeof visible)[number];
  const label = (p: Page) => p.frontmatter.label ?? p.frontmatter.title;
  /** The English route a page stands for: its own, or the one it translates. */
  const englishOf = (p: Page) => p.frontmatter.translationOf ?? p.route;
  const englishPages = visible.filter((p) => langOfRoute(p.route) === 'en');
  const navFor = (lang: Lang) => {
    const own = visible.filter((p) => langOfRoute(p.route) === lang);
    const under = (parent: string) => own.filter((p) => isChildOf(englishOf(p), parent));
    const services = under(SECTIONS.services);
    const areas = under(SECTIONS.areas);
    const link = (p: Page, text = label(p)): NavLink => ({ to: p.route, label: text });
    return {
      serviceLinks: services.slice(0, MENU_LIMIT).map((p) => link(p)),
      areaLinks: areas.slice(0, MENU_LIMIT).map((p) => link(p, p.frontmatter.area?.city ?? label(p))),
      moreServices: services.length > MENU_LIMIT,
      moreAreas: areas.length > MENU_LIMIT,
      // The top-level pages that are not sections, in menu order: header, footer company and fine-print links
      // (src/page/nav.ts).
      topPages: under('/')
        .filter(
          (p) =>
            englishOf(p) !== '/' &&
            (isCollectionIndex(englishOf(p)) || !englishPages.some((c) => c.route.startsWith(englishOf(p) + '/'))),
        )
        .map((p) => ({
          ...link(p),
          order: p.frontmatter.order,
          header: englishPages.find((e) => e.route === englishOf(p))?.frontmatter.header === true,
        })),
    };
  };
  return { en: navFor('en'), es: navFor('es') };
}

export type SiteNav = ReturnType<typeof siteNav>;
