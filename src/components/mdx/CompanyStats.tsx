import {
  business,
  homesRepairedLabel,
  ratingLabel,
  reviewCountLabel,
  yearsInBusinessRounded,
} from '../../content/business.ts';

/**
 * The company's headline figures from content/business.yaml: years in business (and founding year), homes
 * repaired, rating with review count, and the rating-bureau grade.
 * @example <CompanyStats />
 */
export function CompanyStats() {
  const stats = [
    { value: yearsInBusinessRounded, label: `Years in business, since ${business.founded}` },
    { value: homesRepairedLabel, label: 'Homes repaired' },
    { value: ratingLabel, label: `Average rating from ${reviewCountLabel} reviews` },
    { value: business.rating.bureauGrade, label: 'Better Business Bureau rating' },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4" data-company-stats>
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-brand-800">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
