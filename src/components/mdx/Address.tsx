import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { addressLine } from '../../content/business.ts';
import { useBusiness } from '../../page/lang.ts';

export const props = z
  .strictObject({
    block: z.boolean().default(false).describe('render an <address> block with street and city on separate lines'),
  })
  .meta({
    description: 'The business street address (from content/business.yaml): one line inline, or a two-line block.',
    says: "The business's street address, city and ZIP, as a block of lines.",
    finds: 'address street where location directions',
    examples: ['Our office is at <Address />.', '<Address block />'],
  });

export function Address(input: z.input<typeof props>) {
  const business = useBusiness();
  const { block } = parseProps('Address', props, input);
  if (!block) return <span>{addressLine}</span>;
  const a = business.address;
  return (
    <address className="not-italic">
      <span className="block">{a.street}</span>
      <span className="block">
        {a.city}, {a.region} {a.postalCode}
      </span>
    </address>
  );
}
