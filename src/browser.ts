// The browser entry (loaded by src/index.html; the build renders pages with src/main.tsx): every page is complete static HTML, so this only hydrates the page's islands (the
// header's menus on every page, forms and the site-map filter where a page has them) and adds two small
// enhancements: the FAQ item a #hash or an in-page link names opens (with one item open at a time in
// browsers without exclusive <details>), and the not-found page logs the path that was asked for.
// No router, no page content and no re-rendering: navigation is a normal load of the next pre-rendered page.
import { hydrateIslands } from './islands/hydrate.tsx';
import './styles.css';

function enhanceAccordions(root: HTMLElement): void {
  const openFromHash = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  };
  root.addEventListener(
    'toggle',
    (e) => {
      const opened = e.target as HTMLDetailsElement;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.name) return;
      root.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(opened.name)}"]`).forEach((d) => {
        if (d !== opened && d.open) d.open = false;
      });
    },
    true,
  );
  // A link to the item whose #hash is already in the address bar causes no hashchange: open it anyway.
  root.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const target = link ? document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  });
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
}

export async function startBrowser(): Promise<void> {
  const page = document.querySelector<HTMLElement>('[data-static="page"]');
  if (page?.querySelector('[data-not-found]'))
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  if (page) enhanceAccordions(page);
  await hydrateIslands(document);
  // Lets tests and scripts know the page is interactive.
  document.documentElement.dataset.hydrated = 'true';
}

void startBrowser();
