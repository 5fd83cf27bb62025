// What a visitor reaches only by scrolling is skipped when the page first renders (content-visibility: auto in
// src/styles.css, on the blocks LATER_BLOCKS names): the first screen paints and the page loads without laying out
// the whole page in one long task. Once the page has loaded, each of those blocks is rendered in an idle moment of
// its own, one at a time, so the page reaches its real height (and the scrollbar its real size) long before the
// visitor scrolls there, and nothing waits on a long task. Without JavaScript, they render as they come near.

/** The blocks after the first screen: every block after the site stylesheet's link (where the first screen ends,
 * src/layout/FirstScreen.tsx), the related blocks and the footer. src/styles.css names the same. */
export const LATER_BLOCKS = "link[rel='stylesheet'] ~ *, [data-static='related'] > *, footer";

export function renderLaterBlocks(root: ParentNode = document): void {
  const blocks = [...root.querySelectorAll<HTMLElement>(LATER_BLOCKS)];
  const whenIdle = (next: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(next, { timeout: 1000 }) : setTimeout(next, 50);
  const renderNext = () => {
    const block = blocks.shift();
    if (!block) return;
    block.style.contentVisibility = 'visible';
    whenIdle(renderNext);
  };
  whenIdle(renderNext);
}
