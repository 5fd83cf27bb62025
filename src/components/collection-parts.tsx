// Small pieces the article and project pages and their lists share: dates, the draft marker, tag links, cards.
import { isPhotoName, photoInfo, PhotoPicture } from './photos.tsx';
import { Drawing } from './Drawing.tsx';
import type { ReactNode } from 'react';
import type { PageMeta } from '../content/pages.ts';
import { langOfRoute } from '../content/route-path.ts';
import { tagById } from '../content/authors.ts';
import { tagRoute } from '../content/collections.ts';
import { illustration } from './illustrations.ts';
import { longDate } from '../content/format.ts';
import { useUi } from '../page/lang.ts';
import { Card } from './ui/card.tsx';
import { LinkCard } from './ui/link-card.tsx';
import { Badge } from './ui/badge.tsx';
import { Heading } from './ui/heading.tsx';
import { TextLink } from './ui/text-link.tsx';

export function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{longDate(date, useUi().dates.locale)}</time>;
}

/** Shown only while developing: the production build leaves drafts and scheduled articles out. */
export function DraftBadge({ meta }: { meta: Pick<PageMeta, 'published' | 'draft'> | undefined }) {
  if (!meta || meta.published) return null;
  return (
    <Badge tone="warning" className="inline-block tracking-wide uppercase">
      {meta.draft ? 'Draft: not published' : 'Scheduled: not published yet'}
    </Badge>
  );
}

export function TagLinks({ ids, current }: { ids: string[]; current?: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li key={id}>
          <LinkCard variant="tag" border="tint" href={tagRoute(id)} aria-current={id === current ? 'page' : undefined}>
            {tagById(id).label}
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}

/** A card linking to an article or project: its heading level follows the list it is in. */
export function EntryCard({
  meta,
  heading = 'h2',
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
  // A photo (an article's hero photo, a project's first photo) or a drawing: decorative beside the card's title,
  // which is the link.
  const photo = image && isPhotoName(image) ? image : meta.project?.photo;
  const img =
    image && !isPhotoName(image) ? illustration(image, meta.file.slice(1), langOfRoute(meta.route)) : undefined;
  return (
    <Card as="li" padding="none" className="flex flex-col overflow-hidden">
      {img && <Drawing img={img} alt="" loading="lazy" className="h-auto w-full bg-secondary" />}
      {!img && photo && (
        <PhotoPicture
          info={photoInfo(photo, meta.file.slice(1))}
          alt=""
          slot="tile"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted-foreground">{kicker}</p>
        <Heading as={heading} size="block" className="mt-2">
          <TextLink href={meta.route} tone="quiet" weight="normal" underline="hover">
            {meta.title}
          </TextLink>
        </Heading>
        <DraftBadge meta={meta} />
        <p className="mt-2 flex-1 text-base text-body">{meta.summary}</p>
        {children}
      </div>
    </Card>
  );
}
