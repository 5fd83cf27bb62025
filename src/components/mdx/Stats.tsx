import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { areaBySlug, countLabel } from '../../content/areas.ts';
import { cn } from '../ui/cn.ts';
import { Card } from '../ui/card.tsx';
import { fill, useFacts, useUi } from '../../page/lang.ts';

type Facts = ReturnType<typeof useFacts>;
import type { UiWords } from '../../content/schemas/ui.ts';

interface Stat {
  value: string;
  label: string;
}

function companyStats(w: UiWords['blocks']['stats'], facts: Facts): Stat[] {
  return [
    { value: facts.years, label: fill(w.yearsSince, { founded: facts.founded }) },
    { value: facts.homesRepaired, label: w.homes },
    { value: facts.rating, label: fill(w.rating, { count: facts.reviewCount }) },
    { value: facts.bureauGrade, label: w.bureau },
  ];
}

function areaStats(area: string, w: UiWords['blocks']['stats'], facts: Facts): Stat[] {
  const { data, city } = areaBySlug(area);
  return [
    ...(data.homesRepaired ? [{ value: countLabel(data.homesRepaired), label: fill(w.homesIn, { city }) }] : []),
    { value: facts.years, label: w.years },
    { value: facts.rating, label: fill(w.rating, { count: facts.reviewCount }) },
  ];
}

export const props = z
  .strictObject({
    area: areaSlug.optional(),
  })
  .meta({
    description:
      'Headline figures as large numbers. For the company (content/business.yaml): years in business (and founding year), homes repaired, rating with review count, and the rating-bureau grade. With `area`: homes repaired in that city (content/areas.yaml), years in business and the overall rating.',
    says: 'Headline figures as large numbers: years in business, homes repaired, rating.',
    finds: 'stats numbers figures statistics years homes rating',
    examples: ['<Stats />', '<Stats area="alvin-tx" />'],
  });

export function Stats(input: z.input<typeof props>) {
  const { area } = parseProps('Stats', props, input);
  const w = useUi().blocks.stats;
  const facts = useFacts();
  const stats = area ? areaStats(area, w, facts) : companyStats(w, facts);
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
