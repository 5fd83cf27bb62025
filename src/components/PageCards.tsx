// Links to pages of the route table, as cards, compact cards, rows or pills: the one list behind <PageLinks> and
// the related blocks under each page. Each page brings its own label and summary (frontmatter).
import type { PageMeta } from '../content/pages.ts';
import { useUi } from '../page/lang.ts';
import { ArrowIcon } from './icons.tsx';
import { cn } from './ui/cn.ts';
import { Badge } from './ui/badge.tsx';
import { Heading } from './ui/heading.tsx';
import { LinkCard } from './ui/link-card.tsx';

export type PageCardsVariant = 'cards' | 'compact' | 'rows' | 'pills';

const listClass: Record<PageCardsVariant, string> = {
  cards: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  compact: 'grid gap-3 sm:grid-cols-2',
  rows: 'space-y-2',
  pills: 'flex flex-wrap gap-3',
};

function Item({ page, variant, label }: { page: PageMeta; variant: PageCardsVariant; label: string }) {
  const ui = useUi();
  switch (variant) {
    case 'cards':
      return (
        <LinkCard href={page.route}>
          <Heading as="h3" size="card" tone="primary">
            {label}
          </Heading>
          <p className="mt-2 flex-1 text-base leading-relaxed text-body">{page.summary}</p>
          <span className="mt-4 inline-flex items-center gap-1 font-semibold text-accent">
            {ui.lists.learnMore}
            <ArrowIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </span>
        </LinkCard>
      );
    case 'compact':
      return (
        <LinkCard href={page.route} variant="compact">
          <span className="font-semibold text-primary">{label}</span>
          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{page.summary}</span>
        </LinkCard>
      );
    case 'rows':
      return (
        <LinkCard href={page.route} variant="row">
          <span>{label}</span>
          <span aria-hidden="true" className="text-subtle">
            →
          </span>
        </LinkCard>
      );
    case 'pills':
      return (
        <LinkCard href={page.route} variant="pill" border="strong">
          {label}
          {page.area?.primary && (
            <Badge tone="primary" size="xs">
              {ui.lists.primary}
            </Badge>
          )}
        </LinkCard>
      );
  }
}

export function PageCards({
  pages,
  variant,
  labelOf = (p) => p.label,
  className,
  after,
  ...props
}: {
  pages: PageMeta[];
  variant: PageCardsVariant;
  /** The link text of a page: its menu label unless the list says otherwise. */
  labelOf?: (page: PageMeta) => string;
  className?: string;
  /** A last item after the pages (a link to the whole section). */
  after?: React.ReactNode;
  /** On <PageLinks>: the section listed. */
  'data-page-links'?: string;
}) {
  return (
    <ul className={cn(listClass[variant], className)} {...props}>
      {pages.map((p) => (
        <li key={p.route}>
          <Item page={p} variant={variant} label={labelOf(p)} />
        </li>
      ))}
      {after && <li>{after}</li>}
    </ul>
  );
}
