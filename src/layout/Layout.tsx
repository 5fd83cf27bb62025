// The frame around every route, as the build renders it: skip link, header, main content, related blocks,
// footer and call bar. In the browser nothing here is re-rendered: it all stays the static HTML the build wrote
// (the header's menus are enhanced by plain TypeScript, src/browser/menus.ts; see src/browser.ts).
import type { ReactNode } from 'react';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { MobileCallBar } from './MobileCallBar.tsx';
import { RelatedBlocks } from './RelatedBlocks.tsx';
import { Static } from './Static.tsx';
import { useUi } from '../page/lang.ts';

export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const ui = useUi();
  return (
    <>
      <a href="#main" className="skip-link">
        {ui.header.skipToMain}
      </a>
      <Header pathname={pathname} />
      <div>
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <Static id="related">
          <RelatedBlocks route={pathname} />
        </Static>
        <Static id="footer">
          <Footer />
        </Static>
      </div>
      <MobileCallBar pathname={pathname} />
    </>
  );
}
