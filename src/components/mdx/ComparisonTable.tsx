import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { required, serviceSlug, useDetails } from '../service-details.ts';
import { Card } from '../ui/card.tsx';

export const props = z
  .strictObject({
    of: serviceSlug,
  })
  .meta({
    description:
      'A side-by-side comparison table from content/service-details.yaml (`<slug>.comparison`): a caption, column headings and one row per point compared. The first option column is highlighted as ours.',
    says: 'A table comparing repair methods side by side.',
    finds: 'compare comparison table methods versus',
    examples: ['<ComparisonTable of="concrete-lifting" />'],
  });

export function ComparisonTable(input: z.input<typeof props>) {
  const { of } = parseProps('ComparisonTable', props, input);
  const { d, text } = useDetails(of, 'ComparisonTable');
  const t = required(d.comparison, 'ComparisonTable', `"${of}.comparison"`);
  const [corner, ...options] = t.columns;
  return (
    <Card padding="none" className="mt-8 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base" data-testid="comparison-table">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="border-b border-border bg-muted px-3 py-3 text-sm font-semibold text-muted-foreground sm:px-4"
            >
              {corner}
            </th>
            {options.map((col, i) => (
              <th
                key={col}
                scope="col"
                className={
                  i === 0
                    ? 'border-b border-primary bg-primary px-3 py-3 font-semibold text-primary-foreground sm:px-4'
                    : 'border-b border-border bg-muted px-3 py-3 font-semibold text-foreground sm:px-4'
                }
              >
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.rows.map((row) => (
            <tr key={row.label} data-testid="comparison-row" className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-3 font-semibold text-foreground sm:px-4">
                {text(row.label)}
              </th>
              {row.values.map((v, i) => (
                <td
                  key={i}
                  className={
                    i === 0
                      ? 'bg-secondary px-3 py-3 font-semibold text-secondary-foreground sm:px-4'
                      : 'px-3 py-3 text-body sm:px-4'
                  }
                >
                  {text(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
