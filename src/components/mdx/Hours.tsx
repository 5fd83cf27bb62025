import { business, hoursLines } from '../../content/business.ts';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * Office hours from content/business.yaml as a definition list, plus the 24/7 emergency line.
 * Props: `emergency` (default true) adds the emergency-service row.
 * @example <Hours />
 */
export function Hours({ emergency = true }: { emergency?: boolean }) {
  const open = new Set(business.hours.flatMap((h) => h.days));
  const closed = week.filter((d) => !open.has(d));
  return (
    <dl className="mt-3 space-y-2 text-base text-slate-700">
      {hoursLines.map((h) => (
        <div key={h.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium text-slate-900">{h.label}</dt>
          <dd>{h.time}</dd>
        </div>
      ))}
      {closed.length > 0 && (
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium text-slate-900">{closed.join(', ')}</dt>
          <dd>Closed</dd>
        </div>
      )}
      {emergency && (
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2">
          <dt className="font-medium text-slate-900">Emergency service</dt>
          <dd>{business.emergency.available}</dd>
        </div>
      )}
    </dl>
  );
}
