// A block of static HTML: rendered by the build and never touched by JavaScript in the browser (the browser
// only hydrates islands, see main.tsx). The data-static name lets scripts and tests find the block.
import type { ReactNode } from 'react';

export function Static({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div data-static={id} className={className}>
      {children}
    </div>
  );
}
