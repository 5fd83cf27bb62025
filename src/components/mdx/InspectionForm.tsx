import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { LeadForm } from '../../forms/LeadForm.tsx';
import { Island } from '../../islands/Island.tsx';
import { useLang, useRoute, useUi } from '../../page/lang.ts';
import { usePagePath } from '../../page/page-context.ts';

export const props = z
  .strictObject({
    variant: z
      .enum(['home', 'booking'])
      .describe('"home" (home page wording and best-time choices) or "booking" (the /book-inspection form)'),
  })
  .meta({
    description:
      'The free-inspection request form: name, phone, email, property address, best time and an optional message, with the anti-spam checks, sent to the configured form endpoint (works without JavaScript too).',
    says: 'The form to book a free inspection.',
    finds: 'inspection form book appointment schedule request quote',
    examples: ['<InspectionForm variant="booking" />'],
  });

export function InspectionForm(input: z.input<typeof props>) {
  const { variant } = parseProps('InspectionForm', props, input);
  // The form says the page's language, and lands on the thank-you page of that language.
  const lang = useLang();
  const thankYou = useRoute('/thank-you');
  // The page it is on goes with every lead (its source), also without JavaScript.
  const page = usePagePath();
  // The forms' words of the page's language only: the island's props carry them to the browser.
  const words = useUi().forms;
  // An island: the only part of the page that ships JavaScript (src/islands/LeadForm.tsx).
  // data-booking-form: while it is on screen the phone call bar offers the call alone (src/browser/call-bar.ts).
  return (
    <div data-booking-form>
      <Island
        name="LeadForm"
        component={LeadForm}
        props={{ formId: variant === 'home' ? 'home-inspection' : 'book-inspection', lang, thankYou, page, words }}
      />
    </div>
  );
}
