import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, mailtoHref } from '../../content/business.ts';

export const props = z.strictObject({}).meta({
  description: 'The business email address as a mailto link (from content/business.yaml).',
  examples: ['Write to <Email />.'],
});

export function Email(input: z.input<typeof props>) {
  parseProps('Email', props, input);
  return (
    <a
      href={mailtoHref}
      className="font-semibold break-all text-link underline underline-offset-4 hover:text-link-hover"
    >
      {business.email}
    </a>
  );
}
