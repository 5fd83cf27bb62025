// The browser's view of every route: the pre-rendered page content kept as static HTML, plus the few
// enhancements it needs — islands hydrated, the FAQ item a #hash or an in-page link names opened, one FAQ item
// open at a time in
// browsers without exclusive <details>, and the not-found path logged.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hydrateIslands } from '../islands/hydrate.tsx';
import { Static } from './Static.tsx';

function enhanceAccordions(root: HTMLElement): () => void {
  const openFromHash = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  };
  const onToggle = (e: Event) => {
    const opened = e.target as HTMLDetailsElement;
    if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.name) return;
    root.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(opened.name)}"]`).forEach((d) => {
      if (d !== opened && d.open) d.open = false;
    });
  };
  // A link to the item whose #hash is already in the address bar causes no hashchange: open it anyway.
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const target = link ? document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  };
  openFromHash();
  root.addEventListener('toggle', onToggle, true);
  root.addEventListener('click', onClick);
  window.addEventListener('hashchange', openFromHash);
  return () => {
    root.removeEventListener('toggle', onToggle, true);
    root.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', openFromHash);
  };
}

export function StaticPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('[data-static="page"]');
    if (!root) return;
    if (root.querySelector('[data-not-found]'))
      console.error('404 Error: User attempted to access non-existent route:', pathname);
    hydrateIslands(root);
    return enhanceAccordions(root);
  }, [pathname]);
  return <Static id="page">{null}</Static>;
}
