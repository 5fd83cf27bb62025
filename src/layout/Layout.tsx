// The frame around every route: skip link, header, main content, related blocks, footer, call bar, toasts.
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { pageByRoute } from '../content/pages.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { MobileCallBar } from './MobileCallBar.tsx';
import { RelatedBlocks } from './RelatedBlocks.tsx';
import { SiteToaster } from './SiteToaster.tsx';

export function Layout() {
  const { pathname } = useLocation();
  const page = pageByRoute.get(pathname);
  useEffect(() => {
    // Lets tests and scripts know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <Header />
      <div>
        <main id="main" tabIndex={-1} className="focus:outline-none">
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        {page && !page.hidden && <RelatedBlocks route={pathname} />}
        <Footer />
      </div>
      <MobileCallBar />
      <SiteToaster />
      <ScrollRestoration />
    </>
  );
}
