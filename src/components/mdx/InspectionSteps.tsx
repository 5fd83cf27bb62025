import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { StepList } from '../ui/step-list.tsx';
import { fill, useBusiness, useUi } from '../../page/lang.ts';

export const props = z
  .strictObject({
    quoteValidity: z.string().min(1).describe('how long the quote stays valid, e.g. "90 days"'),
  })
  .meta({
    description:
      'The four steps after an inspection request (confirm, inspect, written report and quote, schedule the repair), worded from content/business.yaml, as a numbered list.',
    says: 'The steps of a free inspection, from the visit to the written quote.',
    finds: 'inspection steps how it works process visit quote',
    examples: ['<InspectionSteps quoteValidity="90 days" />'],
  });

export function InspectionSteps(input: z.input<typeof props>) {
  const { quoteValidity } = parseProps('InspectionSteps', props, input);
  const w = useUi().blocks.inspectionSteps;
  const business = useBusiness();
  const steps = [
    { title: w.confirm, text: fill(w.confirmText, { response: business.responsePromise }) },
    { title: w.inspect, text: fill(w.inspectText, { duration: business.inspection.duration }) },
    {
      title: w.report,
      text: fill(w.reportText, { within: business.inspection.reportWithin, validity: quoteValidity }),
    },
    { title: w.decide, text: w.decideText },
  ];
  return (
    <StepList
      variant="above"
      steps={steps.map((s) => ({ key: s.title, title: s.title, text: s.text }))}
      className="md:grid-cols-2 lg:grid-cols-4"
      data-steps={steps.length}
    />
  );
}
