import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { cn } from '../ui/cn.ts';
import { StepList } from '../ui/step-list.tsx';
import { required, serviceSlug, useDetails } from '../service-details.ts';

export const props = z
  .strictObject({
    of: serviceSlug,
    columns: z.literal([2, 3]).default(3).describe('columns on wide screens (4 steps look best in 2)'),
  })
  .meta({
    description:
      "The numbered steps of a service's process from content/service-details.yaml (`<slug>.steps`), as an ordered list: one column on phones, two or three on wide screens.",
    says: 'Numbered steps of how a job goes.',
    finds: 'steps process how it works numbered',
    examples: ['<ProcessSteps of="crawl-space" />'],
  });

export function ProcessSteps(input: z.input<typeof props>) {
  const { of, columns } = parseProps('ProcessSteps', props, input);
  const { d, text } = useDetails(of, 'ProcessSteps');
  const steps = required(d.steps, 'ProcessSteps', `"${of}.steps"`);
  return (
    <StepList
      steps={steps.map((step) => ({
        key: step.title,
        title: text(step.title),
        text: text(step.description),
      }))}
      className={cn('sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}
      data-testid="process-steps"
    />
  );
}
