// The slice of a page's frontmatter that goes into the main bundle (menus, related blocks, breadcrumbs,
// the HTML sitemap, the collection lists). Full frontmatter (FAQ items and the like) stays in the page's own chunk.
import type { ParsedPage } from './load.ts';
import { siteBuildDate } from './build-date.ts';
import { langOfRoute } from './route-path.ts';

/** What a generated page lists: a page of all articles, one tag's articles, or one city's or service's projects. */
type GeneratedInfo =
  | { kind: 'articles'; page: number; pages: number }
  | { kind: 'tag'; key: string }
  | { kind: 'city'; key: string }
  | { kind: 'service'; key: string };

/** A draft, or an article dated after `today` (YYYY-MM-DD), is not published. */
function isPublished(
  fm: { article?: { date: string; draft?: boolean }; project?: { draft?: boolean } },
  today: string,
): boolean {
  if (fm.article) return !fm.article.draft && fm.article.date <= today;
  if (fm.project) return !fm.project.draft;
  return true;
}

/** Reading time in minutes at 220 words a minute (at least 1), counting the words of the MDX text, not its tags. */
function readingMinutes(mdx: string): number {
  const text = mdx
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' word ');
  const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return Math.max(1, Math.round(words / 220));
}

/** `pair`: the page's counterpart in the other language, when it has one (the site model's `pairs`). */
export function toPageMeta(page: ParsedPage, today = siteBuildDate(), pair?: string) {
  const fm = page.frontmatter;
  const a = fm.article;
  const p = fm.project;
  return {
    route: page.route,
    /** The page's language, from its folder (pages/es/ is Spanish). */
    lang: langOfRoute(page.route),
    /** The route of the same page in the other language, if it has been translated. */
    ...(pair ? { pair } : {}),
    file: '/' + page.file.replace(/\\/g, '/').replace(/^.*?\/pages\//, 'pages/'),
    title: fm.title,
    label: fm.label ?? fm.title,
    summary: fm.summary ?? fm.description,
    order: fm.order,
    hidden: fm.hidden,
    ...(fm.notFound ? { notFound: true as const } : {}),
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
    ...(p
      ? {
          project: {
            city: p.city,
            services: p.services,
            year: p.year,
            /** Its first photo, shown on the project's card in lists. */
            ...(p.photos[0] ? { photo: p.photos[0].src } : {}),
          },
        }
      : {}),
    /** False for a draft or an article dated after the build date: only `npm run dev` shows it. */
    published: isPublished(fm, today),
    ...(a?.draft || p?.draft ? { draft: true } : {}),
  };
}

/** One page of the route table: a page file, or a page generated from a collection (pagination, tag, filter). */
export type PageMeta = ReturnType<typeof toPageMeta> & { description?: string; generated?: GeneratedInfo };
