import { areaBySlug, countLabel } from '../../content/areas.ts';
import { ratingLabel, reviewCountLabel, yearsInBusinessRounded } from '../../content/business.ts';

/**
 * The headline figures for a service area: homes repaired in that city (content/areas.yaml), years in business
 * and the overall rating (content/business.yaml).
 * Props: `area` — the page slug under /service-areas, e.g. "pearland-tx".
 * @example <AreaStats area="alvin-tx" />
 */
export function AreaStats({ area }: { area: string }) {
  const { data, city } = areaBySlug(area);
  const stats = [
    ...(data.homesRepaired ? [{ value: countLabel(data.homesRepaired), label: `Homes repaired in ${city}` }] : []),
    { value: yearsInBusinessRounded, label: 'Years in business' },
    { value: ratingLabel, label: `Average rating from ${reviewCountLabel} reviews` },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3" data-area-stats={area}>
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-brand-800" data-stat>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
