// vite-react-ssg's server entry (ssgOptions.entry), in its single-page mode: no router. The generator asks
// `includedRoutes` which paths to render (every page in pages/**/*.mdx, from the route table) and calls the
// function below once per path. It renders the page (src/page-app.tsx): the generator gets the head tags as its
// app, and the body and the page's script needs ride on its context to the onPageRendered hook
// (scripts/build/page-scripts.ts). The dev server calls it per request (unknown paths get the not-found page).
// The browser never runs this file: src/browser.ts keeps the pre-rendered HTML as it is, enhances the menus and
// hydrates only the page's islands. So a page downloads its own few scripts and nothing else.
import { ViteReactSSG, type ViteReactSSGContext } from 'vite-react-ssg/single-page';
import { pages } from './content/pages.ts';
import { renderPage, routeFor } from './page-app.tsx';
import type { PageScript } from './islands/page-scripts.ts';
import type { PhotoVariant } from './components/photo-slots.ts';
import type { DrawingFile } from './components/Drawing.tsx';

/** What the onPageRendered hook receives: the generator's context plus the page's body and script needs. */
export type SiteRenderContext = ViteReactSSGContext<false> & {
  pageBody?: string;
  pageScripts?: Set<PageScript>;
  /** The photo files the page names, for the build to make. */
  pagePhotos?: PhotoVariant[];
  /** The drawing files the page names, for the build to write. */
  pageDrawings?: DrawingFile[];
};

export const includedRoutes = (): string[] => pages.map((p) => p.route);

export const createRoot = ViteReactSSG(null, async (context: SiteRenderContext) => {
  // Called once without a path (the generator asks for routes then; includedRoutes above answers).
  if (context.routePath === undefined) return;
  const { head, body, scripts, photos, drawings } = await renderPage(routeFor(context.routePath));
  context.app = head;
  context.pageBody = body;
  context.pageScripts = scripts;
  context.pagePhotos = photos;
  context.pageDrawings = drawings;
});
