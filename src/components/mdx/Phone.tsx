import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, telHref } from '../../content/business.ts';

export const props = z
  .strictObject({
    label: z.string().min(1).optional().describe('replaces the visible text (the number stays in the link)'),
    plain: z.boolean().default(false).describe('render the number as text, without a link'),
  })
  .meta({
    description: 'The business phone number as a tap-to-call link (from content/business.yaml).',
    examples: ['Call us at <Phone />.', '<Phone label="Call now" />'],
  });

export function Phone(input: z.input<typeof props>) {
  const { label, plain } = parseProps('Phone', props, input);
  if (plain) return <span className="whitespace-nowrap">{business.phone}</span>;
  return (
    <a
      href={telHref}
      className="font-semibold whitespace-nowrap text-link underline underline-offset-4 hover:text-link-hover"
    >
      {label ?? business.phone}
    </a>
  );
}
