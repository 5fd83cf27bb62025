import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { areaBySlug, countLabel } from '../../content/areas.ts';
import {
  business,
  homesRepairedLabel,
  ratingLabel,
  reviewCountLabel,
  yearsInBusinessRounded,
} from '../../content/business.ts';
import { cn } from '../ui/cn.ts';
import { Card } from '../ui/card.tsx';
import { fill, useUi } from '../../layout/lang.ts';
import type { UiWords } from '../../content/schemas/ui.ts';

interface Stat {
  value: string;
  label: string;
}

function companyStats(w: UiWords['blocks']['stats']): Stat[] {
  return [
    { value: yearsInBusinessRounded, label: fill(w.yearsSince, { founded: business.founded }) },
    { value: homesRepairedLabel, label: w.homes },
    { value: ratingLabel, label: fill(w.rating, { count: reviewCountLabel }) },
    { value: business.rating.bureauGrade, label: w.bureau },
  ];
}

function areaStats(area: string, w: UiWords['blocks']['stats']): Stat[] {
  const { data, city } = areaBySlug(area);
  return [
    ...(data.homesRepaired ? [{ value: countLabel(data.homesRepaired), label: fill(w.homesIn, { city }) }] : []),
    { value: yearsInBusinessRounded, label: w.years },
    { value: ratingLabel, label: fill(w.rating, { count: reviewCountLabel }) },
  ];
}

export const props = z
  .strictObject({
    area: areaSlug.optional(),
  })
  .meta({
    description:
      'Headline figures as large numbers. For the company (content/business.yaml): years in business (and founding year), homes repaired, rating with review count, and the rating-bureau grade. With `area`: homes repaired in that city (content/areas.yaml), years in business and the overall rating.',
    examples: ['<Stats />', '<Stats area="alvin-tx" />'],
  });

export function Stats(input: z.input<typeof props>) {
  const { area } = parseProps('Stats', props, input);
  const w = useUi().blocks.stats;
  const stats = area ? areaStats(area, w) : companyStats(w);
  return (
    <dl
      className={cn('grid gap-4', area ? 'sm:grid-cols-3' : 'grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4')}
      data-area-stats={area}
      data-company-stats={area ? undefined : true}
    >
      {stats.map((s) => (
        <Card key={s.label} className="flex flex-col text-center">
          <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-primary" data-stat>
            {s.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
