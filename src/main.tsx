// vite-react-ssg entry. Routes come from pages/**/*.mdx (see src/content/pages.ts); each page is its own chunk.
import 'react-dom/client';
import { ViteReactSSG } from 'vite-react-ssg';
import type { RouteRecord } from 'vite-react-ssg';
import { pages } from './content/pages.ts';
import { Layout } from './layout/Layout.tsx';
import { PageView } from './layout/PageView.tsx';
import './styles.css';

type PageModule = typeof import('*.mdx');
const loaders = import.meta.glob<PageModule>('/pages/**/*.mdx');

function lazyPage(file: string): RouteRecord['lazy'] {
  const load = loaders[file];
  if (!load) throw new Error(`No page module for ${file}`);
  return async () => {
    const mod = await load();
    return { Component: () => <PageView frontmatter={mod.frontmatter} Content={mod.default} /> };
  };
}

const notFound = pages.find((p) => p.route === '/404');

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      ...pages.map((p): RouteRecord =>
        // `entry` lets the build modulepreload the page's own chunk (and the components it uses) in its HTML.
        p.route === '/'
          ? { index: true, lazy: lazyPage(p.file), entry: p.file.slice(1) }
          : { path: p.route.slice(1), lazy: lazyPage(p.file), entry: p.file.slice(1) },
      ),
      ...(notFound ? [{ path: '*', lazy: lazyPage(notFound.file), entry: notFound.file.slice(1) }] : []),
    ],
  },
];

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL });
