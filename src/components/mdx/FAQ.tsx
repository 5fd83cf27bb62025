import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../page/page-context.ts';
import { Accordion } from '../Accordion.tsx';

export const props = z.strictObject({}).meta({
  description:
    "The page's `faq` frontmatter as a single-open accordion. The same items feed the FAQPage structured data.",
  says: "The page's questions and answers, each opening when clicked.",
  finds: 'faq questions answers q&a help',
  examples: ['<FAQ />'],
});

export function FAQ(input: z.input<typeof props>) {
  parseProps('FAQ', props, input);
  const { faq = [] } = usePage();
  return (
    <Accordion
      items={faq.map((item, i) => ({ id: item.id ?? `faq-${i + 1}`, title: item.question, html: item.answer.html }))}
    />
  );
}
