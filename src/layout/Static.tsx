// Static HTML that the browser never re-renders. On the server it renders its children; in the browser it
// keeps the pre-rendered markup as it is (React hydrates it as opaque innerHTML), so the components inside
// ship no JavaScript. Everything that isn't interactive — page content, footer, related blocks — sits in one.
import type { ReactNode } from 'react';

const captured = new Map<string, string>();

/** The pre-rendered HTML of a static block, read from the document before hydration. */
function serverHtml(id: string): string {
  let html = captured.get(id);
  if (html === undefined) {
    html = document.querySelector(`[data-static="${id}"]`)?.innerHTML ?? '';
    captured.set(id, html);
  }
  return html;
}

export function Static({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  if (import.meta.env.SSR) {
    return (
      <div data-static={id} className={className}>
        {children}
      </div>
    );
  }
  return <div data-static={id} className={className} dangerouslySetInnerHTML={{ __html: serverHtml(id) }} />;
}
