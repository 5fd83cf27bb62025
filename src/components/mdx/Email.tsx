import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { mailtoHref } from '../../content/business.ts';
import { TextLink } from '../ui/text-link.tsx';
import { useBusiness } from '../../page/lang.ts';

export const props = z.strictObject({}).meta({
  description: 'The business email address as a mailto link (from content/business.yaml).',
  says: "The business's email address, as a link.",
  finds: 'email e-mail mail address contact',
  examples: ['Write to <Email />.'],
});

export function Email(input: z.input<typeof props>) {
  const business = useBusiness();
  parseProps('Email', props, input);
  return (
    <TextLink weight="semibold" href={mailtoHref} className="break-all">
      {business.email}
    </TextLink>
  );
}
