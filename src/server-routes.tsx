// The build's route table: one lazy route per page file, never typed by hand.
import type { RouteRecord } from 'vite-react-ssg';
import { pages } from './content/pages.ts';
import { Layout } from './layout/Layout.tsx';
import { PageView } from './layout/PageView.tsx';

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

export function serverRoutes(): RouteRecord[] {
  const notFound = pages.find((p) => p.route === '/404');
  return [
    {
      path: '/',
      Component: Layout,
      children: [
        ...pages.map((p): RouteRecord =>
          p.route === '/'
            ? { index: true, lazy: lazyPage(p.file) }
            : { path: p.route.slice(1), lazy: lazyPage(p.file) },
        ),
        ...(notFound ? [{ path: '*', lazy: lazyPage(notFound.file) }] : []),
      ],
    },
  ];
}
