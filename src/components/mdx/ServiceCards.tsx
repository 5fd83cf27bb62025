import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { fill } from '../content-text.tsx';
import { cn } from '../cn.ts';
import { CheckIcon } from '../icons.tsx';
import { detailsFor, required, serviceSlug } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    columns: z.literal([2, 3]).default(2).describe('columns on wide screens'),
  })
  .meta({
    description:
      'Service cards from content/service-details.yaml (`<slug>.cards`): title, description, optional typical cost, and a feature list or a deliverables list.',
    examples: ['<ServiceCards of="crawl-space" />', '<ServiceCards of="drainage-solutions" columns={3} />'],
  });

export function ServiceCards(input: z.input<typeof props>) {
  const { of, columns } = parseProps('ServiceCards', props, input);
  const d = detailsFor(of, 'ServiceCards');
  const cards = required(d.cards, 'ServiceCards', `"${of}.cards"`);
  return (
    <ul className={cn('mt-8 grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {cards.map((card) => {
        const items = card.features ?? card.deliverables;
        return (
          <li
            key={card.title}
            data-testid="service-card"
            className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm"
          >
            <h3 className="text-xl font-semibold text-foreground">{fill(card.title, d.figures)}</h3>
            {card.cost && (
              <p className="mt-2 text-body" data-testid="service-card-cost">
                <span className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Typical cost </span>
                <span className="block text-2xl font-bold text-primary">{fill(card.cost, d.figures)}</span>
              </p>
            )}
            <p className="mt-2 text-base leading-relaxed text-body">{fill(card.description, d.figures)}</p>
            {items && (
              <>
                <p className="mt-5 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {card.deliverables ? 'Deliverables' : 'What’s included'}
                </p>
                <ul className="mt-2 space-y-2" data-testid={card.deliverables ? 'deliverables' : 'features'}>
                  {items.map((item) => (
                    <li key={item} className="flex gap-2 text-base text-body">
                      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
                      <span>{fill(item, d.figures)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
