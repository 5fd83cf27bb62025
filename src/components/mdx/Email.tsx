import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, mailtoHref } from '../../content/business.ts';
import { TextLink } from '../ui/text-link.tsx';

export const props = z.strictObject({}).meta({
  description: 'The business email address as a mailto link (from content/business.yaml).',
  examples: ['Write to <Email />.'],
});

export function Email(input: z.input<typeof props>) {
  parseProps('Email', props, input);
  return (
    <TextLink weight="semibold" href={mailtoHref} className="break-all">
      {business.email}
    </TextLink>
  );
}
