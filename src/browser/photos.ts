// Job photos' small enhancements, loaded only on pages that show a before/after pair of photos or a gallery
// (src/components/PhotoComparison.tsx, src/components/mdx/Gallery.tsx): the pair's range input is shown and moves
// the split between the two photos; a gallery tile opens its photo larger in its <dialog> (a tap on the backdrop
// or Escape closes it). Without this script the pair stands side by side and a tile links to the large picture.

export function enhancePhotos(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-before-after]').forEach((figure) => {
    const input = figure.querySelector<HTMLInputElement>('input[type="range"]');
    if (!input) return;
    const split = () => figure.style.setProperty('--split', `${input.value}%`);
    input.addEventListener('input', split);
    split();
    input.hidden = false;
    figure.dataset.enhanced = 'true';
  });
  root.querySelectorAll<HTMLAnchorElement>('a[data-gallery-open]').forEach((link) => {
    const dialog = document.getElementById(link.dataset.galleryOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    link.addEventListener('click', (e) => {
      e.preventDefault();
      dialog.showModal();
    });
    // A click on the backdrop lands on the dialog itself.
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) dialog.close();
    });
  });
}
