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
import { cn } from '../cn.ts';

interface Stat {
  value: string;
  label: string;
}

function companyStats(): Stat[] {
  return [
    { value: yearsInBusinessRounded, label: `Years in business, since ${business.founded}` },
    { value: homesRepairedLabel, label: 'Homes repaired' },
    { value: ratingLabel, label: `Average rating from ${reviewCountLabel} reviews` },
    { value: business.rating.bureauGrade, label: 'Better Business Bureau rating' },
  ];
}

function areaStats(area: string): Stat[] {
  const { data, city } = areaBySlug(area);
  return [
    ...(data.homesRepaired ? [{ value: countLabel(data.homesRepaired), label: `Homes repaired in ${city}` }] : []),
    { value: yearsInBusinessRounded, label: 'Years in business' },
    { value: ratingLabel, label: `Average rating from ${reviewCountLabel} reviews` },
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
  const stats = area ? areaStats(area) : companyStats();
  return (
    <dl
      className={cn('grid gap-4', area ? 'sm:grid-cols-3' : 'grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4')}
      data-area-stats={area}
      data-company-stats={area ? undefined : true}
    >
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col rounded-xl border border-border bg-background p-6 text-center shadow-sm"
        >
          <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-primary" data-stat>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
