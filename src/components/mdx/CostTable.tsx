import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { costGuides } from '../../content/cost-guide.ts';
import { routeIn, useLang, useUi } from '../../page/lang.ts';
import { TextLink } from '../ui/text-link.tsx';
import { cardVariants } from '../ui/card.tsx';
import { cn } from '../ui/cn.ts';
import { PriceScope } from '../PriceScope.tsx';

const partial = { radius: null, tone: null, elevated: null, padding: null } as const;
const onlyWide = { screens: 'wide', ...partial } as const;
const onlyNarrow = { screens: 'narrow', ...partial } as const;

export const props = z.strictObject({}).meta({
  description:
    'The cost guide from content/cost-guide.yaml (its Spanish texts from content/cost-guide.es.yaml on Spanish pages): one row per service with its typical cost range, what the price covers (the whole job, one pier, a square foot) and what the work is, linking to the service page where there is one. A table on wide screens, stacked cards on phones.',
  says: 'The price list: every service with its typical cost and what it covers (from Prices).',
  finds: 'price prices cost costs how much table pricing fees',
  examples: ['<CostTable />'],
});

export function CostTable(input: z.input<typeof props>) {
  parseProps('CostTable', props, input);
  const lang = useLang();
  const guide = costGuides[lang];
  const w = useUi().blocks.costTable;
  return (
    // From `sm` up one card holds the table; on phones each row is a card of its own.
    <div className={cn(cardVariants(onlyWide), 'mt-8 sm:overflow-hidden')}>
      <table className="w-full border-collapse text-left text-base max-sm:block" data-testid="cost-table">
        <caption className="sr-only">{w.caption}</caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="bg-muted px-5 py-3 font-semibold text-foreground">
              {w.service}
            </th>
            <th scope="col" className="bg-muted px-5 py-3 font-semibold text-foreground">
              {w.cost}
            </th>
            <th scope="col" className="bg-muted px-5 py-3 font-semibold text-foreground">
              {w.covers}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-4">
          {guide.items.map((item) => (
            <tr
              key={item.service}
              data-testid="cost-guide-item"
              className={cn(cardVariants(onlyNarrow), 'border-t border-border max-sm:block max-sm:p-5')}
            >
              <th
                scope="row"
                className="px-5 py-4 align-top font-semibold text-foreground max-sm:block max-sm:p-0 max-sm:text-lg"
              >
                {item.href ? <TextLink href={routeIn(item.href, lang)}>{item.service}</TextLink> : item.service}
              </th>
              <td
                className="px-5 py-4 align-top text-lg font-bold text-primary max-sm:block max-sm:p-0 max-sm:pt-1 max-sm:text-xl"
                data-price={item.scope ? '' : undefined}
              >
                <span className="whitespace-nowrap" data-testid="cost-guide-cost">
                  {item.unit ? `${item.cost} ${item.unit}` : item.cost}
                </span>
                {item.scope && <PriceScope scope={item.scope} className="mt-1 max-w-56" />}
              </td>
              <td className="px-5 py-4 align-top text-body max-sm:block max-sm:p-0 max-sm:pt-2">{item.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
