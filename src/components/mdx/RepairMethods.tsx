import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { required, serviceSlug, useDetails } from '../service-details.ts';
import { Card } from '../ui/card.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { Heading } from '../ui/heading.tsx';
import { useUi } from '../../page/lang.ts';
import { PriceScope } from '../PriceScope.tsx';

export const props = z
  .strictObject({
    of: serviceSlug,
  })
  .meta({
    description:
      "Repair methods from content/service-details.yaml (`<slug>.methods`): name, how it works, what it's best for, cost with what it covers (one pier of this kind) and timeline, as side-by-side cards.",
    says: 'The repair methods we use, each with a short description.',
    finds: 'repair methods piers techniques how we fix',
    examples: ['<RepairMethods of="slab-foundation-repair" />'],
  });

export function RepairMethods(input: z.input<typeof props>) {
  const { of } = parseProps('RepairMethods', props, input);
  const { d, text } = useDetails(of, 'RepairMethods');
  const w = useUi().blocks.cards;
  const methods = required(d.methods, 'RepairMethods', `"${of}.methods"`);
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3">
      {methods.map((m) => (
        <Card as="li" key={m.name} data-testid="repair-method" className="flex flex-col">
          <Heading as="h3" size="card">
            {text(m.name)}
          </Heading>
          <p className="mt-2 flex-1 text-base leading-relaxed text-body">{text(m.description)}</p>
          <dl className="mt-5 space-y-3 border-t border-border pt-4 text-base">
            <div>
              <Eyebrow as="dt">{w.bestFor}</Eyebrow>
              <dd className="text-strong">{text(m.bestFor)}</dd>
            </div>
            <div data-price>
              <dt>
                <Eyebrow as="span">{w.cost}</Eyebrow> <PriceScope scope={m.scope} />
              </dt>
              <dd className="text-lg font-bold text-primary" data-testid="repair-method-cost">
                {text(m.cost)}
              </dd>
            </div>
            <div>
              <Eyebrow as="dt">{w.timeline}</Eyebrow>
              <dd className="text-strong">{text(m.timeline)}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </ul>
  );
}
