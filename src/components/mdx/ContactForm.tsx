import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { LeadForm } from '../../forms/LeadForm.tsx';
import { Island } from '../../islands/Island.tsx';
import { useLang, useRoute, useUi } from '../../page/lang.ts';
import { usePagePath } from '../../page/page-context.ts';

export const props = z.strictObject({}).meta({
  description:
    'The contact message form: name, phone, email, optional subject and a message, with the anti-spam checks, sent to the configured form endpoint (works without JavaScript too).',
  says: 'The contact form visitors fill in to send a message.',
  finds: 'contact form message email write to us',
  examples: ['<ContactForm />'],
});

export function ContactForm(input: z.input<typeof props>) {
  parseProps('ContactForm', props, input);
  // An island: the only part of the page that ships JavaScript (src/islands/LeadForm.tsx).
  const lang = useLang();
  const thankYou = useRoute('/thank-you');
  // The page it is on goes with every lead (its source), also without JavaScript.
  const page = usePagePath();
  // The forms' words of the page's language only: the island's props carry them to the browser.
  const words = useUi().forms;
  return (
    <Island name="LeadForm" component={LeadForm} props={{ formId: 'contact' as const, lang, thankYou, page, words }} />
  );
}
