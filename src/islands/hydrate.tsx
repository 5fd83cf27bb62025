// Browser side of islands: loads an island's chunk and hydrates it as its own React root. Only pages that contain
// an island download this module, React and the island's code, and only once the visitor reaches for the island
// (src/browser.ts, on-demand.ts; the build lists exactly those chunks on those pages, scripts/build/page-scripts.ts).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Every island module, except this loader and the server-side wrapper.
const loaders = import.meta.glob<{ default: ComponentType<object> }>(['./*.tsx', '!./hydrate.tsx', '!./Island.tsx']);

/** Renders nothing of its own; tells the loader once the island's first render has been committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates one [data-island] element (once); resolves once it is interactive. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  if (el.dataset.hydrated) return;
  const name = el.dataset.island!;
  const load = loaders[`./${name}.tsx`];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  el.dataset.hydrated = 'pending';
  const { default: Component } = await load();
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      el,
      <Committed onCommit={resolve}>
        <Component {...props} />
      </Committed>,
    );
  });
  el.dataset.hydrated = 'true';
}
