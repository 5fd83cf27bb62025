// Small pieces the article and project pages and their lists share: dates, the draft marker, tag links, cards.
import { Drawing } from '../../components/Drawing.tsx';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../content/pages.ts';
import { tagById } from '../../content/authors.ts';
import { tagRoute } from '../../content/collections.ts';
import { illustration } from '../../components/illustrations.ts';
import { longDate } from '../../content/format.ts';
import { useUi } from '../lang.ts';

export function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{longDate(date, useUi().dates.locale)}</time>;
}

/** Shown only while developing: the production build leaves drafts and scheduled articles out. */
export function DraftBadge({ meta }: { meta: Pick<PageMeta, 'published' | 'draft'> | undefined }) {
  if (!meta || meta.published) return null;
  return (
    <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300">
      {meta.draft ? 'Draft: not published' : 'Scheduled: not published yet'}
    </span>
  );
}

export function TagLinks({ ids, current }: { ids: string[]; current?: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li key={id}>
          <a
            href={tagRoute(id)}
            aria-current={id === current ? 'page' : undefined}
            className="inline-block rounded-full border border-brand-200 bg-secondary px-3 py-1 text-sm font-medium text-primary hover:border-highlight aria-[current=page]:bg-primary aria-[current=page]:text-white"
          >
            {tagById(id).label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A card linking to an article or project: its heading level follows the list it is in. */
export function EntryCard({
  meta,
  heading: Heading = 'h2',
  kicker,
  image,
  children,
}: {
  meta: PageMeta;
  heading?: 'h2' | 'h3';
  kicker: ReactNode;
  image?: string | undefined;
  children?: ReactNode;
}) {
  const img = image ? illustration(image, meta.file.slice(1)) : undefined;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm">
      {img && <Drawing img={img} alt="" loading="lazy" className="h-auto w-full bg-secondary" />}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted-foreground">{kicker}</p>
        <Heading className="mt-2 text-xl font-bold text-foreground">
          <a href={meta.route} className="hover:text-link hover:underline">
            {meta.title}
          </a>
        </Heading>
        <DraftBadge meta={meta} />
        <p className="mt-2 flex-1 text-base text-body">{meta.summary}</p>
        {children}
      </div>
    </li>
  );
}
