import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { cn } from '../ui/cn.ts';
import { CheckIcon } from '../icons.tsx';
import { bare } from '../content-text.tsx';
import { required, serviceSlug, useDetails } from '../service-details.ts';
import { Card } from '../ui/card.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { Heading } from '../ui/heading.tsx';
import { useUi } from '../../page/lang.ts';
import { PriceScope } from '../PriceScope.tsx';

export const props = z
  .strictObject({
    of: serviceSlug,
    columns: z.literal([2, 3]).default(2).describe('columns on wide screens'),
  })
  .meta({
    description:
      'Service cards from content/service-details.yaml (`<slug>.cards`): title, description, optional typical cost, and a feature list or a deliverables list.',
    says: 'Cards linking to each service.',
    finds: 'services cards list repairs what we do',
    examples: ['<ServiceCards of="crawl-space" />', '<ServiceCards of="drainage-solutions" columns={3} />'],
  });

export function ServiceCards(input: z.input<typeof props>) {
  const { of, columns } = parseProps('ServiceCards', props, input);
  const { d, text } = useDetails(of, 'ServiceCards');
  const w = useUi().blocks.cards;
  const cards = required(d.cards, 'ServiceCards', `"${of}.cards"`);
  return (
    <ul className={cn('mt-8 grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {cards.map((card) => {
        const items = card.features ?? card.deliverables;
        return (
          <Card as="li" key={card.title} data-testid="service-card" className="flex flex-col">
            <Heading as="h3" size="card">
              {text(card.title)}
            </Heading>
            {card.cost && (
              <div className="mt-2" data-price>
                <p className="text-body" data-testid="service-card-cost">
                  <Eyebrow as="span">{w.typicalCost} </Eyebrow>
                  <span className="block text-2xl font-bold text-primary">{text(card.cost)}</span>
                </p>
                {card.scope && <PriceScope scope={card.scope} />}
              </div>
            )}
            <p className="mt-2 text-base leading-relaxed text-body">{text(card.description)}</p>
            {items && (
              <>
                <p className="mt-5 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {card.deliverables ? w.deliverables : w.included}
                </p>
                <ul className="mt-2 space-y-2" data-testid={card.deliverables ? 'deliverables' : 'features'}>
                  {items.map((item) => (
                    <li key={item} className="flex gap-2 text-base text-body">
                      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
                      {bare(text(item))}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
