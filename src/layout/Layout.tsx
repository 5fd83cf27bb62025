// The frame around every route, as the build renders it: skip link, header, main content, related blocks,
// footer and call bar. In the browser nothing here is re-rendered: the header is an island (the only part
// with JavaScript on most pages) and everything else stays the static HTML the build wrote (see main.tsx).
import { Outlet, useLocation } from 'react-router-dom';
import { Island } from '../islands/Island.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { MobileCallBar } from './MobileCallBar.tsx';
import { RelatedBlocks } from './RelatedBlocks.tsx';
import { Static } from './Static.tsx';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <Island name="Header" component={Header} props={{ pathname }} />
      <div>
        <main id="main" tabIndex={-1} className="focus:outline-none">
          <Outlet />
        </main>
        <Static id="related">
          <RelatedBlocks route={pathname} />
        </Static>
        <Static id="footer">
          <Footer />
        </Static>
      </div>
      <MobileCallBar />
    </>
  );
}
