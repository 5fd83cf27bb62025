// The FAQ accordion's small enhancements, loaded only on pages that have one (src/components/Accordion.tsx renders
// <details name>): the item a #hash or an in-page link names opens, and one item stays open at a time in browsers
// without exclusive <details>.

export function enhanceAccordions(root: HTMLElement): void {
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
