import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { telHref } from '../../content/business.ts';
import { TextLink } from '../ui/text-link.tsx';
import { useBusiness } from '../../page/lang.ts';

export const props = z
  .strictObject({
    label: z.string().min(1).optional().describe('replaces the visible text (the number stays in the link)'),
    plain: z.boolean().default(false).describe('render the number as text, without a link'),
  })
  .meta({
    description: 'The business phone number as a tap-to-call link (from content/business.yaml).',
    says: "The business's phone number, as a link to call.",
    finds: 'phone telephone call number',
    examples: ['Call us at <Phone />.', '<Phone label="Call now" />'],
  });

export function Phone(input: z.input<typeof props>) {
  const business = useBusiness();
  const { label, plain } = parseProps('Phone', props, input);
  if (plain) return <span className="whitespace-nowrap">{business.phone}</span>;
  return (
    <TextLink weight="semibold" href={telHref} className="whitespace-nowrap">
      {label ?? business.phone}
    </TextLink>
  );
}
