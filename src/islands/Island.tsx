// Server side of an interactive island. Pages are static HTML: only islands (forms, the site-map filter) get
// JavaScript. The island renders in place, inside the page; its wrapper carries its name and props (JSON) so the
// browser can hydrate it as a separate React root (src/islands/hydrate.tsx), and the page records that it needs
// the island's code (src/islands/page-scripts.ts).
// The component must live in src/islands/<name>.tsx (default export) so the browser can load it by name. Because
// the browser hydrates it as its own root, an island must not use useId or read React context from the page:
// ids come from its props (the forms use their formId), and its icons are drawn inline, not from the page's sprite.
import type { ComponentType } from 'react';
import { usePageScript } from './page-scripts.ts';
import { IconSpriteContext } from '../components/icons.tsx';

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  usePageScript(`island:${name}`);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {/* The browser renders the island again without the page's sprite: its icons are drawn inline on both sides. */}
      <IconSpriteContext.Provider value={null}>
        <Component {...props} />
      </IconSpriteContext.Provider>
    </div>
  );
}
