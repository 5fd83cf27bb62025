import { useUi } from './lang.ts';
import type { Crumb } from '../seo/structured-data.ts';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const ui = useUi();
  return (
    <nav aria-label={ui.breadcrumbs.label} className="border-b border-border bg-muted">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm text-muted-foreground sm:px-6">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.url} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {c.name}
                </span>
              ) : (
                <>
                  <a href={c.url} className="underline-offset-4 hover:text-link hover:underline">
                    {c.name}
                  </a>
                  <span aria-hidden="true" className="text-slate-400">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
