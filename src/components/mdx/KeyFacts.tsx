import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { cn } from '../ui/cn.ts';
import { required, serviceSlug, useDetails } from '../service-details.ts';
import { Card } from '../ui/card.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';

export const props = z
  .strictObject({
    of: serviceSlug,
    group: z.string().min(1).describe('the group\'s key ("timeline", "pricing", "included"…)'),
  })
  .meta({
    description:
      'A group of labelled figures from content/service-details.yaml (`<slug>.facts.<group>`), such as a timeline or what an inspection includes, as a definition list of tiles.',
    says: 'A short list of key figures: cost, time, warranty.',
    finds: 'key facts figures summary cost time warranty',
    examples: ['<KeyFacts of="concrete-lifting" group="timeline" />'],
  });

export function KeyFacts(input: z.input<typeof props>) {
  const { of, group } = parseProps('KeyFacts', props, input);
  const { d, text } = useDetails(of, 'KeyFacts');
  const facts = required(d.facts[group], 'KeyFacts', `"${of}.facts.${group}"`);
  return (
    <dl
      className={cn(
        'mt-6 grid gap-4 sm:grid-cols-2',
        facts.length === 4 ? 'lg:grid-cols-4' : facts.length > 2 && 'lg:grid-cols-3',
      )}
      data-facts={group}
    >
      {facts.map((f) => (
        <Card tone="muted" elevated={false} padding="md" key={f.label} data-testid="key-fact">
          <Eyebrow as="dt">{text(f.label)}</Eyebrow>
          <dd className="mt-1 text-lg font-semibold text-foreground">{text(f.value)}</dd>
        </Card>
      ))}
    </dl>
  );
}
