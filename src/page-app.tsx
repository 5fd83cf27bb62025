// The React tree of one route, as the build (and the dev server) renders it: the layout around the page's MDX,
// plus the set in which the page's islands and accordion record the browser code they need.
import type { ReactNode } from 'react';
import { pageByRoute } from './content/pages.ts';
import { PageScriptsContext, type PageScript } from './islands/page-scripts.ts';
import { Layout } from './layout/Layout.tsx';
import { PageView } from './layout/PageView.tsx';
import { frontmatterFor } from './content/collections.ts';

type PageModule = typeof import('*.mdx');
const loaders = import.meta.glob<PageModule>('/pages/**/*.mdx');

export const NOT_FOUND_ROUTE = '/404';

/** The route a request path renders: the page itself, or the not-found page for any other path. */
export function routeFor(path: string): string {
  const clean = path.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1') || '/';
  return pageByRoute.has(clean) ? clean : NOT_FOUND_ROUTE;
}

export async function pageApp(route: string): Promise<{ app: ReactNode; scripts: Set<PageScript> }> {
  const page = pageByRoute.get(route);
  const load = page && loaders[page.file];
  if (!load) throw new Error(`No page file for ${route}`);
  const mod = await load();
  const scripts = new Set<PageScript>();
  const app = (
    <PageScriptsContext.Provider value={scripts}>
      <Layout pathname={route}>
        <PageView frontmatter={frontmatterFor(mod.frontmatter, page)} Content={mod.default} />
      </Layout>
    </PageScriptsContext.Provider>
  );
  return { app, scripts };
}
