import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { cn } from '../ui/cn.ts';
import { required, serviceSlug, useDetails } from '../service-details.ts';
import { Card } from '../ui/card.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { Heading } from '../ui/heading.tsx';
import { useUi } from '../../page/lang.ts';
import { PriceScope } from '../PriceScope.tsx';

export const props = z
  .strictObject({
    of: serviceSlug,
    scope: z.string().min(1).optional().describe('small label over each tier name ("Number of piers")'),
    note: z
      .string()
      .min(1)
      .optional()
      .describe('the line under the tiers (by default the page language\'s "Typical ranges for homes in our area…")'),
  })
  .meta({
    description:
      'Price tiers from content/service-details.yaml (`<slug>.tiers`): scope of work, typical cost with what it covers (`<slug>.tierScope`: the whole job at that size, a fee), what the work is and, where given, the timeline; followed by a one-line note that the written quote sets the price.',
    says: 'Prices of one service as small, medium and large jobs.',
    finds: 'price prices cost tiers how much pricing levels',
    examples: ['<CostTiers of="slab-foundation-repair" scope="Number of piers" />'],
  });

export function CostTiers(input: z.input<typeof props>) {
  const { of, scope, note } = parseProps('CostTiers', props, input);
  const { d, text } = useDetails(of, 'CostTiers');
  const w = useUi().blocks.cards;
  const tiers = required(d.tiers, 'CostTiers', `"${of}.tiers"`);
  return (
    <div className="mt-8">
      <ul className={cn('grid gap-4 sm:grid-cols-2', tiers.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {tiers.map((t) => (
          <Card as="li" padding="md" key={t.label} data-testid="cost-tier" className="flex flex-col">
            {scope && <Eyebrow>{scope}</Eyebrow>}
            <Heading as="h3" size="item" className="[p+&]:mt-1">
              {text(t.label)}
            </Heading>
            <div data-price>
              <p
                className={cn(
                  'mt-3 font-bold text-primary',
                  tiers.length > 3 ? 'text-2xl lg:text-xl xl:text-2xl' : 'text-2xl',
                )}
                data-testid="cost-tier-cost"
              >
                {text(t.cost)}
              </p>
              {d.tierScope && <PriceScope scope={d.tierScope} />}
            </div>
            {t.timeline && (
              <p className="mt-1 text-base font-medium text-body" data-testid="cost-tier-timeline">
                <Eyebrow as="span">{w.timeline}: </Eyebrow>
                {text(t.timeline)}
              </p>
            )}
            {t.description && <p className="mt-3 text-base leading-relaxed text-body">{text(t.description)}</p>}
          </Card>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{note ?? w.costNote}</p>
    </div>
  );
}
