// vite-react-ssg's server entry (ssgOptions.entry): one route per page in pages/**/*.mdx (see
// src/server-routes.tsx), rendered to static HTML by the build and by the dev server.
// The browser never runs this file: src/index.html loads src/browser.ts, which keeps the pre-rendered HTML as
// it is and hydrates only the page's islands (the header, forms, the site-map filter). No router, no page
// rendering; navigation is a normal page load. So a page downloads React, its islands and nothing else.
import { ViteReactSSG } from 'vite-react-ssg';
import { serverRoutes } from './server-routes.tsx';
import './styles.css';

export const createRoot = ViteReactSSG({ routes: serverRoutes(), basename: import.meta.env.BASE_URL });
