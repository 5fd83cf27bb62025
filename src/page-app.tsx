// One route as the build (and the dev server) renders it. The site renders the page's body itself, in one
// renderToString, and hands vite-react-ssg only the head tags (SeoHead, through its Helmet `Head`): the generator
// puts those into the template, parses the result with JSDOM and calls onPageRendered, where the body goes into
// the root container (scripts/build/page-scripts.ts, fillRoot). Parsing a 60–110 KB page with JSDOM cost about
// 30 ms a page; parsing the shell costs a fraction of it (docs/GENERATOR-NOTES.md, "Page bodies").
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { breadcrumbsFor, pageByRoute } from './content/pages.ts';
import { PageScriptsContext, type PageScript } from './islands/page-scripts.ts';
import { Layout } from './layout/Layout.tsx';
import { PageView } from './layout/PageView.tsx';
import { SeoHead } from './seo/SeoHead.tsx';
import { frontmatterFor } from './content/collections.ts';
import { LangContext } from './page/lang.ts';
import { langOfRoute, NOT_FOUND_ROUTES } from './content/route-path.ts';
import { isPhotoName, ogVariant, photoInfo, PhotoFilesContext } from './components/photos.tsx';
import type { PhotoVariant } from './components/photo-slots.ts';
import { IconSprite, IconSpriteContext, iconCollector } from './components/icons.tsx';
import { DrawingFilesContext, type DrawingFile } from './components/Drawing.tsx';

type PageModule = typeof import('*.mdx');
const loaders = import.meta.glob<PageModule>('/pages/**/*.mdx');

/** The route a request path renders: the page itself, or the not-found page of its language for any other path. */
export function routeFor(path: string): string {
  const clean = path.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1') || '/';
  if (pageByRoute.has(clean)) return clean;
  const own = NOT_FOUND_ROUTES[langOfRoute(clean)];
  return pageByRoute.has(own) ? own : NOT_FOUND_ROUTES.en;
}

export interface RenderedPage {
  /** The head tags, for the generator to render (inside its HelmetProvider). */
  head: ReactNode;
  /** The body's HTML: what goes inside the root container. */
  body: string;
  /** The browser code the page's islands and enhancers need. */
  scripts: Set<PageScript>;
  /** The photo files the page names (scripts/build/photos.ts makes them). */
  photos: PhotoVariant[];
  /** The drawing files the page names (scripts/build/drawings.ts writes them). */
  drawings: DrawingFile[];
}

export async function renderPage(route: string): Promise<RenderedPage> {
  const page = pageByRoute.get(route);
  const load = page && loaders[page.file];
  if (!load) throw new Error(`No page file for ${route}`);
  const mod = await load();
  const scripts = new Set<PageScript>();
  // A page generated from a collection (a tag page, page 2 of a list) has its own route, title and description.
  const frontmatter = frontmatterFor(mod.frontmatter, page);
  const photos: PhotoVariant[] = [];
  const icons = iconCollector();
  const drawings: DrawingFile[] = [];
  const content = renderToString(
    <LangContext.Provider value={langOfRoute(route)}>
      <PageScriptsContext.Provider value={scripts}>
        <PhotoFilesContext.Provider value={photos}>
          <IconSpriteContext.Provider value={icons}>
            <DrawingFilesContext.Provider value={drawings}>
              <Layout pathname={route}>
                <PageView frontmatter={frontmatter} Content={mod.default} />
              </Layout>
            </DrawingFilesContext.Provider>
          </IconSpriteContext.Provider>
        </PhotoFilesContext.Provider>
      </PageScriptsContext.Provider>
    </LangContext.Provider>,
  );
  // Each icon the page shows, drawn once, before its first use.
  const body = renderToStaticMarkup(<IconSprite icons={icons} />) + content;
  // A project's first photo, an article's hero photo, is its social image: a 1200×630 crop the build makes.
  const hero = frontmatter.article?.hero;
  const cover =
    frontmatter.project?.photos[0] ??
    (hero && isPhotoName(hero) ? { src: hero, alt: frontmatter.article?.heroAlt ?? '' } : undefined);
  const og = cover && ogVariant(photoInfo(cover.src, `${page.file.slice(1)}: its first photo`));
  if (og) photos.push(og.variant);
  const photo = og && cover ? { path: og.path, alt: cover.alt } : undefined;
  return {
    head: <SeoHead fm={frontmatter} crumbs={breadcrumbsFor(frontmatter.route)} photo={photo} />,
    body,
    scripts,
    photos,
    drawings,
  };
}
