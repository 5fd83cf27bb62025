import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { fill } from '../content-text.tsx';
import { cn } from '../cn.ts';
import { detailsFor, required, serviceSlug } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    columns: z.literal([2, 3]).default(3).describe('columns on wide screens (4 steps look best in 2)'),
  })
  .meta({
    description:
      "The numbered steps of a service's process from content/service-details.yaml (`<slug>.steps`), as an ordered list: one column on phones, two or three on wide screens.",
    examples: ['<ProcessSteps of="crawl-space" />'],
  });

export function ProcessSteps(input: z.input<typeof props>) {
  const { of, columns } = parseProps('ProcessSteps', props, input);
  const d = detailsFor(of, 'ProcessSteps');
  const steps = required(d.steps, 'ProcessSteps', `"${of}.steps"`);
  return (
    <ol className={cn('mt-8 grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')} data-testid="process-steps">
      {steps.map((step, i) => (
        <li
          key={step.title}
          data-testid="process-step"
          className="relative rounded-xl border border-border bg-background p-5 pl-16 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="absolute top-5 left-5 flex h-8 w-8 items-center justify-center rounded-full bg-accent text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="text-lg font-semibold text-foreground">
            <span className="sr-only">Step {i + 1}: </span>
            {fill(step.title, d.figures)}
          </h3>
          <p className="mt-1 text-base leading-relaxed text-body">{fill(step.description, d.figures)}</p>
        </li>
      ))}
    </ol>
  );
}
