// Browser side of islands: finds every [data-island] in a container, loads that island's chunk and hydrates
// it as its own React root. Only pages that contain an island download its code.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Every island module, except this loader and the server-side wrapper (which bundles react-dom/server).
const loaders = import.meta.glob<{ default: ComponentType<object> }>(['./*.tsx', '!./hydrate.tsx', '!./Island.tsx']);

export function hydrateIslands(container: ParentNode): void {
  container.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])').forEach(async (el) => {
    const name = el.dataset.island!;
    const load = loaders[`./${name}.tsx`];
    if (!load) {
      console.error(`Unknown island "${name}"`);
      return;
    }
    el.dataset.hydrated = 'pending';
    const { default: Component } = await load();
    const props = JSON.parse(el.dataset.props ?? '{}') as object;
    hydrateRoot(el, <Component {...props} />, { identifierPrefix: `${name.toLowerCase()}-` });
    el.dataset.hydrated = 'true';
  });
}
