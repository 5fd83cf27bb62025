import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business } from '../../content/business.ts';

export const props = z
  .strictObject({
    quoteValidity: z.string().min(1).describe('how long the quote stays valid, e.g. "90 days"'),
  })
  .meta({
    description:
      'The four steps after an inspection request (confirm, inspect, written report and quote, schedule the repair), worded from content/business.yaml, as a numbered list.',
    examples: ['<InspectionSteps quoteValidity="90 days" />'],
  });

export function InspectionSteps(input: z.input<typeof props>) {
  const { quoteValidity } = parseProps('InspectionSteps', props, input);
  const steps = [
    {
      title: 'We confirm your appointment',
      text: `We call you ${business.responsePromise} to confirm a time that suits you, usually the same day or the next.`,
    },
    {
      title: 'We inspect your foundation',
      text: `An inspector spends ${business.inspection.duration} measuring floor levels, checking inside and out, and walking you through what they find.`,
    },
    {
      title: 'You get a written report and quote',
      text: `Within ${business.inspection.reportWithin} you receive photos, our findings and a written quote. The quote stays valid for ${quoteValidity}.`,
    },
    {
      title: 'You decide, we schedule',
      text: 'Take your time and compare. If you go ahead, we schedule the work at a time that suits you and explain what happens on each day of the job.',
    },
  ];
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-steps={steps.length}>
      {steps.map((s, i) => (
        <li key={s.title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-foreground">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-base text-body">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
