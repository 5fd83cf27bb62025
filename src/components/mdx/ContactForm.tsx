import { LeadForm } from '../../forms/LeadForm.tsx';
import { Island } from '../../islands/Island.tsx';

/**
 * The contact message form: name, phone, email, optional subject and a message, with the anti-spam checks,
 * sent to the configured form endpoint (works without JavaScript too). No props.
 * @example <ContactForm />
 */
export function ContactForm() {
  // An island: the only part of the page that ships JavaScript (src/islands/LeadForm.tsx).
  return <Island name="LeadForm" component={LeadForm} props={{ formId: 'contact' as const }} />;
}
