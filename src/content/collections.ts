// The two collections, articles (pages/articles/<slug>.mdx) and projects (pages/projects/<slug>.mdx), as pure
// functions over the route table: what is published, in which order, and the pages generated from them (article
// pagination, tag pages, project filter pages by city and by service). The route table (pages.ts), the site model
// (model.ts), the build (sitemap, feed), the checks, the docs and the tests all use these, so they agree.
import type { PageMeta } from './page-meta.ts';
import { collectionOf } from './route-path.ts';

export const ARTICLES = '/articles';
export const PROJECTS = '/projects';
export const ARTICLES_PER_PAGE = 10;
/** Where the articles' RSS feed is written (a file, not a page route). */
export const FEED_PATH = '/articles/feed.xml';
const RELATED_ARTICLES = 3;

/** The collections' index pages are menu entries like the other top-level pages, although pages sit under them. */
export const isCollectionIndex = (route: string) => route === ARTICLES || route === PROJECTS;

/** The page file a generated route is rendered from (its collection's index page), if the route is generated. */
export function templateOf(route: string): string | undefined {
  if (/^\/articles\/(page\/\d+|tags\/[a-z0-9-]+)$/.test(route)) return ARTICLES;
  if (/^\/projects\/(city|service)\/[a-z0-9-]+$/.test(route)) return PROJECTS;
  return undefined;
}

export const articlesPageRoute = (n: number) => (n <= 1 ? ARTICLES : `${ARTICLES}/page/${n}`);
export const tagRoute = (tag: string) => `${ARTICLES}/tags/${tag}`;
export const projectCityRoute = (areaSlug: string) => `${PROJECTS}/city/${areaSlug}`;
export const projectServiceRoute = (serviceRoute: string) =>
  `${PROJECTS}/service/${serviceRoute.slice(serviceRoute.lastIndexOf('/') + 1)}`;
export const areaSlugOf = (areaRoute: string) => areaRoute.slice(areaRoute.lastIndexOf('/') + 1);

/** The number of index pages for `count` entries: always at least one (an empty index still exists). */
export function pageCount(count: number, size = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Entries split into index pages of `size`; zero entries give one empty page. */
export function paginate<T>(items: T[], size = ARTICLES_PER_PAGE): T[][] {
  return Array.from({ length: pageCount(items.length, size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

type Article = PageMeta & { article: NonNullable<PageMeta['article']> };
type Project = PageMeta & { project: NonNullable<PageMeta['project']> };

/** Articles, newest first (then by title). */
export function articlesOf(pages: PageMeta[]): Article[] {
  return pages
    .filter((p): p is Article => !!p.article && collectionOf(p.route) === 'articles')
    .sort((a, b) => b.article.date.localeCompare(a.article.date) || a.label.localeCompare(b.label));
}

/** Projects, most recent year first (then by title). */
export function projectsOf(pages: PageMeta[]): Project[] {
  return pages
    .filter((p): p is Project => !!p.project && collectionOf(p.route) === 'projects')
    .sort((a, b) => b.project.year - a.project.year || a.label.localeCompare(b.label));
}

export interface TagInfo {
  id: string;
  label: string;
  description: string;
}

/**
 * The pages generated from the collections, given the route table's page files (already without the unpublished
 * ones) and the declared tags: article index pages 2…n, a page per tag that has articles, a page per city and per
 * service that has projects. Each is rendered from its collection's index page file. A town's or service's project
 * list with fewer than `listMinimum` projects (content/business.yaml's projectListIndexMinimum) has too little of its
 * own to be found on its own: it is `hidden` (noindex, out of sitemap.xml, the search index and the lists) until
 * it holds enough.
 */
export function generatedPages(pages: PageMeta[], tags: TagInfo[], listMinimum: number): PageMeta[] {
  const out: PageMeta[] = [];
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const articleIndex = byRoute.get(ARTICLES);
  const projectIndex = byRoute.get(PROJECTS);
  const base = (
    template: PageMeta,
    route: string,
    title: string,
    label: string,
    description: string,
    order: number,
  ) => ({
    route,
    lang: template.lang,
    file: template.file,
    title,
    label,
    summary: description,
    description,
    order,
    hidden: false,
    breadcrumbs: undefined,
    published: true,
  });
  if (articleIndex) {
    const articles = articlesOf(pages);
    const total = pageCount(articles.length);
    for (let n = 2; n <= total; n++)
      out.push({
        ...base(
          articleIndex,
          articlesPageRoute(n),
          `${articleIndex.label}, Page ${n} of ${total}`,
          `Articles, page ${n}`,
          `${articleIndex.summary} Page ${n} of ${total}, older articles.`.slice(0, 170),
          1000 + n,
        ),
        generated: { kind: 'articles', page: n, pages: total },
      });
    for (const tag of tags)
      if (articles.some((a) => a.article.tags.includes(tag.id)))
        out.push({
          ...base(
            articleIndex,
            tagRoute(tag.id),
            `${tag.label}: Foundation Repair Articles`,
            tag.label,
            tag.description,
            500,
          ),
          generated: { kind: 'tag', key: tag.id },
        });
  }
  if (projectIndex) {
    const projects = projectsOf(pages);
    // English area pages only: a Spanish area page names the same town (one list page per town).
    for (const area of pages.filter((p) => p.area && p.lang === 'en')) {
      const slug = areaSlugOf(area.route);
      const count = projects.filter((p) => p.project.city === slug).length;
      if (count)
        out.push({
          ...base(
            projectIndex,
            projectCityRoute(slug),
            `Foundation Repair Projects in ${area.area!.city}`,
            `Projects in ${area.area!.city}`,
            `Foundation repairs we have finished in ${area.area!.city}: what each inspection found, how many piers went in, how deep and how long the crew was there.`,
            500,
          ),
          hidden: count < listMinimum,
          generated: { kind: 'city', key: slug },
        });
    }
    for (const service of pages.filter((p) => /^\/services\/[a-z0-9-]+$/.test(p.route))) {
      const count = projects.filter((p) => p.project.services.includes(service.route)).length;
      if (!count) continue;
      out.push({
        ...base(
          projectIndex,
          projectServiceRoute(service.route),
          `${service.label} Projects We Have Finished`.slice(0, 70),
          `${service.label} projects`,
          `Finished jobs that used ${service.label.toLowerCase()}: where they were, what the inspection found and what the fix involved.`,
          600,
        ),
        hidden: count < listMinimum,
        generated: { kind: 'service', key: service.route },
      });
    }
  }
  return out;
}

/** The frontmatter a page renders with: a generated page takes its own route, title, description and whether it
 * is hidden (noindex). */
export function frontmatterFor<
  T extends { route: string; title: string; description: string; label?: string; hidden: boolean },
>(fm: T, meta: PageMeta | undefined): T {
  if (!meta?.generated) return fm;
  return {
    ...fm,
    route: meta.route,
    title: meta.title,
    description: meta.description ?? fm.description,
    label: meta.label,
    hidden: meta.hidden,
  };
}

/** The article before (older) and after (newer) this one, in date order. */
export function neighbours(route: string, pages: PageMeta[]): { older?: Article; newer?: Article } {
  const list = articlesOf(pages);
  const i = list.findIndex((a) => a.route === route);
  if (i < 0) return {};
  return { newer: list[i - 1], older: list[i + 1] };
}

/** Articles sharing the most tags with this one (at least one), newest first among equals. */
export function relatedArticles(route: string, pages: PageMeta[], limit = RELATED_ARTICLES): Article[] {
  const list = articlesOf(pages);
  const self = list.find((a) => a.route === route);
  if (!self) return [];
  const shared = (a: Article) => a.article.tags.filter((t) => self.article.tags.includes(t)).length;
  return list
    .filter((a) => a.route !== route && shared(a) > 0)
    .map((a, i) => ({ a, i, n: shared(a) }))
    .sort((x, y) => y.n - x.n || x.i - y.i)
    .slice(0, limit)
    .map((x) => x.a);
}

/** The projects in a service area (by its page route) or using a service (by its page route). */
export function projectsFor(route: string, pages: PageMeta[]): Project[] {
  const projects = projectsOf(pages);
  if (/^\/service-areas\/[a-z0-9-]+$/.test(route)) return projects.filter((p) => p.project.city === areaSlugOf(route));
  if (/^\/services\/[a-z0-9-]+$/.test(route)) return projects.filter((p) => p.project.services.includes(route));
  return [];
}
