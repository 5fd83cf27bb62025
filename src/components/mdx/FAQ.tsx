import { usePage } from '../../layout/page-context.ts';
import { Accordion } from '../Accordion.tsx';

/**
 * The page's `faq` frontmatter as a single-open accordion. The same items feed the FAQPage structured data.
 * @example <FAQ />
 */
export function FAQ() {
  const { faq = [] } = usePage();
  return (
    <Accordion
      items={faq.map((item, i) => ({ id: item.id ?? `faq-${i + 1}`, title: item.question, html: item.answer.html }))}
    />
  );
}
