// Server side of an interactive island. Pages are static HTML: only islands (forms, the site-map filter) get
// JavaScript. An island is rendered on its own (renderToString with its own id prefix) so that the browser
// can hydrate it as a separate React root with identical markup and useId values; its props travel as JSON.
// The component must live in src/islands/<name>.tsx (default export) so the browser can load it by name.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPrefix } from './prefix.ts';

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandPrefix(name) });
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
