// The card grid behind <WarningSigns> and <Highlights>: titled points from one list in service-details.yaml.
import type { ReactNode } from 'react';
import type { Point } from '../content/schemas/service-details.ts';
import { cn } from './ui/cn.ts';
import { CheckIcon, WarningIcon } from './icons.tsx';
import { Card } from './ui/card.tsx';
import { Heading } from './ui/heading.tsx';

export const pointIcons = ['check', 'warning', 'number'] as const;
export const pointColumns = [2, 3, 4] as const;
export type PointIcon = (typeof pointIcons)[number];
export type PointColumns = (typeof pointColumns)[number];

const columnClass: Record<PointColumns, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

function Marker({ icon, index }: { icon: PointIcon; index: number }): ReactNode {
  if (icon === 'number')
    return (
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
      >
        {index + 1}
      </span>
    );
  if (icon === 'warning')
    return (
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-light/15 text-accent">
        <WarningIcon className="h-5 w-5" />
      </span>
    );
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary text-link">
      <CheckIcon className="h-5 w-5" />
    </span>
  );
}

export function PointGrid({
  points,
  text,
  icon,
  columns,
  list,
  testId,
}: {
  points: Point[];
  /** Fills a text's placeholders (the service's figures, facts in the page's language). */
  text: (s: string) => ReactNode;
  icon: PointIcon;
  columns: PointColumns;
  list: string;
  testId: string;
}) {
  return (
    <ul className={cn('mt-8 grid gap-4', columnClass[columns])} data-list={list}>
      {points.map((p, i) => (
        <Card as="li" padding="md" key={p.title} data-testid={testId} className="flex gap-4">
          <Marker icon={icon} index={i} />
          <div>
            <Heading as="h3" size="item">
              {text(p.title)}
            </Heading>
            <p className="mt-1 text-base leading-relaxed text-body">{text(p.description)}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
