// The slice of a page's frontmatter that goes into the main bundle (menus, related blocks, breadcrumbs,
// the HTML sitemap). Full frontmatter (FAQ items and the like) stays in the page's own chunk.
import type { ParsedPage } from './load.ts';

export function toPageMeta(page: ParsedPage) {
  const fm = page.frontmatter;
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
  };
}

export type PageMeta = ReturnType<typeof toPageMeta>;
