import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { fill } from '../content-text.tsx';
import { cn } from '../cn.ts';
import { detailsFor, required, serviceSlug } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    scope: z.string().min(1).optional().describe('small label over each tier name ("Number of piers")'),
    note: z
      .string()
      .min(1)
      .default('Typical ranges for homes in our area. Your price is set in a written quote after the free inspection.')
      .describe('the line under the tiers'),
  })
  .meta({
    description:
      'Price tiers from content/service-details.yaml (`<slug>.tiers`): scope of work, typical cost, what it covers and, where given, the timeline; followed by a one-line note that the written quote sets the price.',
    examples: ['<CostTiers of="slab-foundation-repair" scope="Number of piers" />'],
  });

export function CostTiers(input: z.input<typeof props>) {
  const { of, scope, note } = parseProps('CostTiers', props, input);
  const d = detailsFor(of, 'CostTiers');
  const tiers = required(d.tiers, 'CostTiers', `"${of}.tiers"`);
  return (
    <div className="mt-8">
      <ul className={cn('grid gap-4 sm:grid-cols-2', tiers.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {tiers.map((t) => (
          <li
            key={t.label}
            data-testid="cost-tier"
            className="flex flex-col rounded-xl border border-border bg-background p-5 shadow-sm"
          >
            {scope && <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{scope}</p>}
            <h3 className="text-lg font-semibold text-foreground [p+&]:mt-1">{fill(t.label, d.figures)}</h3>
            <p
              className={cn(
                'mt-3 font-bold text-primary',
                tiers.length > 3 ? 'text-2xl lg:text-xl xl:text-2xl' : 'text-2xl',
              )}
              data-testid="cost-tier-cost"
            >
              {fill(t.cost, d.figures)}
            </p>
            {t.timeline && (
              <p className="mt-1 text-base font-medium text-body" data-testid="cost-tier-timeline">
                <span className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Timeline: </span>
                {fill(t.timeline, d.figures)}
              </p>
            )}
            {t.description && (
              <p className="mt-3 text-base leading-relaxed text-body">{fill(t.description, d.figures)}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{note}</p>
    </div>
  );
}
