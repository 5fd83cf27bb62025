import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { factsIn } from '../../content/business.ts';
import { useFacts } from '../../page/lang.ts';
import type { FactName } from '../../content/facts.ts';

export type { FactName };

export const props = z
  .strictObject({
    name: z
      .enum(Object.keys(factsIn.en) as FactName[], {
        error: (issue) => `unknown fact "${String(issue.input)}" (known: ${Object.keys(factsIn.en).join(', ')})`,
      })
      .describe('which fact'),
  })
  .meta({
    description:
      'One business fact from content/business.yaml as plain inline text (a text-valued fact in the page language, from content/business.es.yaml on Spanish pages), so MDX prose never types a figure. The same names work as {@name} placeholders in frontmatter text and data (FAQ answers, titles, descriptions).',
    says: 'One business fact in the text, such as the phone number or years in business, kept up to date for you.',
    finds: 'fact phone number years warranty business detail',
    examples: ['Rated <Fact name="rating" /> from <Fact name="reviewCount" /> reviews.'],
  });

export function Fact(input: z.input<typeof props>) {
  const { name } = parseProps('Fact', props, input);
  return <>{useFacts()[name]}</>;
}
