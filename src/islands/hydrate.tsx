// Browser side of islands: finds every [data-island] in a container, loads that island's chunk and hydrates
// it as its own React root. Only pages that contain an island download its code (the build also lists each
// page's island chunks for preloading, see scripts/build/island-preloads.ts).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandPrefix } from './prefix.ts';

// Every island module, except this loader and the server-side wrapper (which bundles react-dom/server).
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
          { identifierPrefix: islandPrefix(name) },
        );
      });
      el.dataset.hydrated = 'true';
    }),
  ).then(() => undefined);
}
