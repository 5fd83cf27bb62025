import { LeadForm } from '../../forms/LeadForm.tsx';
import { Island } from '../../islands/Island.tsx';

/**
 * The free-inspection request form: name, phone, email, property address, best time and an optional message,
 * with the anti-spam checks, sent to the configured form endpoint (works without JavaScript too).
 * Props: `variant` "home" (home page wording and best-time choices) or "booking" (the /book-inspection form).
 * @example <InspectionForm variant="booking" />
 */
export function InspectionForm({ variant }: { variant: 'home' | 'booking' }) {
  // An island: the only part of the page that ships JavaScript (src/islands/LeadForm.tsx).
  return (
    <Island
      name="LeadForm"
      component={LeadForm}
      props={{ formId: variant === 'home' ? 'home-inspection' : 'book-inspection' }}
    />
  );
}
