// The slice of a page's frontmatter that goes into the main bundle (menus, related blocks, breadcrumbs,
// the HTML sitemap, the collection lists). Full frontmatter (FAQ items and the like) stays in the page's own chunk.
import type { ParsedPage } from './load.ts';
import { isPublished, readingMinutes, type GeneratedInfo } from './collections.ts';
import { siteBuildDate } from './build-date.ts';

export function toPageMeta(page: ParsedPage, today = siteBuildDate()) {
  const fm = page.frontmatter;
  const a = fm.article;
  const p = fm.project;
  return {
    route: page.route,
    file: '/' + page.file.replace(/\\/g, '/').replace(/^.*?\/pages\//, 'pages/'),
    title: fm.title,
    label: fm.label ?? fm.title,
    summary: fm.summary ?? fm.description,
    order: fm.order,
    hidden: fm.hidden,
    breadcrumbs: fm.breadcrumbs,
    ...(fm.area ? { area: { city: fm.area.city, primary: fm.area.primary } } : {}),
    ...(a
      ? {
          article: {
            date: a.date,
            ...(a.updated ? { updated: a.updated } : {}),
            author: a.author,
            tags: a.tags,
            ...(a.hero ? { hero: a.hero } : {}),
            minutes: readingMinutes(page.body),
          },
        }
      : {}),
    ...(p ? { project: { city: p.city, services: p.services, year: p.year } } : {}),
    /** False for a draft or an article dated after the build date: only `npm run dev` shows it. */
    published: isPublished(fm, today),
    ...(a?.draft || p?.draft ? { draft: true } : {}),
  };
}

/** One page of the route table: a page file, or a page generated from a collection (pagination, tag, filter). */
export type PageMeta = ReturnType<typeof toPageMeta> & { description?: string; generated?: GeneratedInfo };
