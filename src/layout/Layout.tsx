// The frame around every route: skip link, header, main content, related blocks, footer, call bar, toasts.
// Pages are separate documents (see main.tsx), so each load starts at the top and Back restores the position.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { MobileCallBar } from './MobileCallBar.tsx';
import { RelatedBlocks } from './RelatedBlocks.tsx';
import { SiteToaster } from './SiteToaster.tsx';
import { Static } from './Static.tsx';

export function Layout() {
  const { pathname } = useLocation();
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
          <Outlet />
        </main>
        {/* Static blocks: rendered by the build, kept as HTML in the browser (no JavaScript shipped for them). */}
        <Static id="related">{import.meta.env.SSR && <RelatedBlocks route={pathname} />}</Static>
        <Static id="footer">{import.meta.env.SSR && <Footer />}</Static>
      </div>
      <MobileCallBar />
      <SiteToaster />
    </>
  );
}
