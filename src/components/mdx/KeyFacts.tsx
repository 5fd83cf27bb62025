import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { fill } from '../content-text.tsx';
import { cn } from '../cn.ts';
import { detailsFor, required, serviceSlug } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    group: z.string().min(1).describe('the group\'s key ("timeline", "pricing", "included"…)'),
  })
  .meta({
    description:
      'A group of labelled figures from content/service-details.yaml (`<slug>.facts.<group>`), such as a timeline or what an inspection includes, as a definition list of tiles.',
    examples: ['<KeyFacts of="concrete-lifting" group="timeline" />'],
  });

export function KeyFacts(input: z.input<typeof props>) {
  const { of, group } = parseProps('KeyFacts', props, input);
  const d = detailsFor(of, 'KeyFacts');
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
        <div key={f.label} data-testid="key-fact" className="rounded-xl border border-border bg-muted p-5">
          <dt className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
            {fill(f.label, d.figures)}
          </dt>
          <dd className="mt-1 text-lg font-semibold text-foreground">{fill(f.value, d.figures)}</dd>
        </div>
      ))}
    </dl>
  );
}
