// vite-react-ssg entry.
// Build (SSR): one route per page in pages/**/*.mdx (see src/content/pages.ts), rendered to static HTML.
// Browser: every route is the same <StaticPage/>, which keeps that HTML as it is and hydrates only the
// interactive islands in it; navigation between pages is a normal page load of pre-rendered HTML. So a page
// downloads the shared runtime, the layout's menus and its own islands, and no page content as JavaScript.
import 'react-dom/client';
import { ViteReactSSG } from 'vite-react-ssg';
import type { RouteRecord } from 'vite-react-ssg';
import { Layout } from './layout/Layout.tsx';
import { StaticPage } from './layout/StaticPage.tsx';
import { serverRoutes } from './server-routes.tsx';
import './styles.css';

const browserRoutes: RouteRecord[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: StaticPage },
      { path: '*', Component: StaticPage },
    ],
  },
];

// The constant import.meta.env.SSR lets the browser bundle drop the server routes and every page module.
export const routes = import.meta.env.SSR ? serverRoutes() : browserRoutes;

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL });
