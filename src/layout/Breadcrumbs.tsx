import { useUi } from '../page/lang.ts';
import type { Crumb } from '../seo/structured-data.ts';
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const ui = useUi();
  return (
    <nav aria-label={ui.breadcrumbs.label} className="border-b border-border bg-muted">
      <Container as="ol" className="flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-muted-foreground">
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
                  <TextLink href={c.url} tone="quiet" weight="normal" underline="hover">
                    {c.name}
                  </TextLink>
                  <span aria-hidden="true" className="text-subtle">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </Container>
    </nav>
  );
}
