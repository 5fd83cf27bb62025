// Browser side of islands: finds every [data-island] in a container, loads that island's chunk and hydrates
// it as its own React root. Only pages that contain an island download this module, React and the island's code
// (the build preloads exactly those chunks on those pages, see scripts/build/page-scripts.ts).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Every island module, except this loader and the server-side wrapper.
const loaders = import.meta.glob<{ default: ComponentType<object> }>(['./*.tsx', '!./hydrate.tsx', '!./Island.tsx']);

/** Renders nothing of its own; tells the loader once the island's first render has been committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates the islands in `container`; resolves once every one of them is interactive. */
export function hydrateIslands(container: ParentNode): Promise<void> {
  const islands = [...container.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')];
  return Promise.all(
    islands.map(async (el) => {
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
    }),
  ).then(() => undefined);
}
