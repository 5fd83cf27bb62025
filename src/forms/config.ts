// What each lead form is: its fields (visible label, the name it is sent under, input type, autocomplete,
// required or not), its hidden fields and its wording. Shared by the form components, the request builder,
// the tests and the embedded receiver (which checks required fields of native, no-JavaScript posts).

export type FormId = 'home-inspection' | 'book-inspection' | 'contact';

export type FieldName = 'name' | 'phone' | 'email' | 'address' | 'best_time' | 'subject' | 'message';

export interface FieldDef {
  name: FieldName;
  /** The multipart field name the value is sent under (email goes as `_replyto` where the spec says). */
  sendAs: string;
  label: string;
  kind: 'text' | 'tel' | 'email' | 'select' | 'textarea';
  required: boolean;
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email';
  placeholder?: string;
  maxLength: number;
  /** Choices of a select; the first one is the initial value. */
  options?: { value: string; label: string }[];
  /** Spans both columns on wider screens. */
  wide?: boolean;
  /** Visible lines of a textarea. */
  rows?: number;
}

export interface FormDef {
  id: FormId;
  kind: 'inspection' | 'contact';
  /** Accessible name of the <form>. */
  title: string;
  fields: FieldDef[];
  /** Hidden fields sent as they are: the subject line and the decoys hosted services drop bots on. */
  hidden: Record<string, string>;
  submitLabel: string;
  submittingLabel: string;
  /** Success toast; {response} in the description is replaced with the business's response promise. */
  success: { title: string; description: string };
  /** Error toast text; {phone} is replaced with the business phone number. */
  failure: string;
  /** Where a native (no-JavaScript) post lands afterwards: the thank-you page of the form's language. */
  thankYou?: string;
}

/** The visually hidden honeypot; people never see it, form-filling bots do. */
export const HONEYPOT = 'website';
/** Names the form in each stored submission. */
export const FORM_FIELD = '_form';
/** Where hosted services (and the embedded receiver) send a native, no-JavaScript post afterwards. */
export const NEXT_FIELD = '_next';
export const THANK_YOU_PATH = '/thank-you';
/** The language of the page the lead was sent from ("en", "es"): the office calls a Spanish lead back in Spanish. */
export const LANG_FIELD = '_lang';

/** A form as the page of `lang` sends it: it says its language, and a native post lands on `thankYou`. */
export function formIn(def: FormDef, lang: string, thankYou: string): FormDef {
  return { ...def, hidden: { ...def.hidden, [LANG_FIELD]: lang }, thankYou };
}
/** Sent by scripted sends only: the idempotency key, the server challenge's token and the answer to it. */
export const KEY_FIELD = '_key';
export const CHALLENGE_FIELD = '_challenge';
export const ANSWER_FIELD = '_answer';
/** Decoy fields: the honeypot names two common hosted form services check themselves. Must stay empty. */
export const DECOYS = ['_gotcha', '_honey'] as const;

const name: FieldDef = {
  name: 'name',
  sendAs: 'name',
  label: 'Full name',
  kind: 'text',
  required: true,
  autoComplete: 'name',
  maxLength: 120,
};
const phone: FieldDef = {
  name: 'phone',
  sendAs: 'phone',
  label: 'Phone',
  kind: 'tel',
  required: true,
  autoComplete: 'tel',
  inputMode: 'tel',
  maxLength: 40,
};
const email = (sendAs: string): FieldDef => ({
  name: 'email',
  sendAs,
  label: 'Email',
  kind: 'email',
  required: true,
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: 254,
  wide: true,
});
const address: FieldDef = {
  name: 'address',
  sendAs: 'address',
  label: 'Property address',
  // A two-line textarea: the only control `street-address` autofill (the whole address) is valid on.
  kind: 'textarea',
  rows: 2,
  required: true,
  autoComplete: 'street-address',
  placeholder: 'Street, city and ZIP',
  maxLength: 300,
  wide: true,
};
const message = (label: string, required: boolean, placeholder: string): FieldDef => ({
  name: 'message',
  sendAs: 'message',
  label,
  kind: 'textarea',
  required,
  autoComplete: 'off',
  placeholder,
  maxLength: 20_000,
  wide: true,
});

/** The best-time-to-call select; each form has its own wording and choices (the first is the default). */
const bestTime = (label: string, options: string[], placeholder?: string): FieldDef => ({
  name: 'best_time',
  sendAs: 'best_time',
  label,
  kind: 'select',
  required: false,
  autoComplete: 'off',
  maxLength: 40,
  wide: true,
  options: [
    ...(placeholder === undefined ? [] : [{ value: '', label: placeholder }]),
    ...options.map((o) => ({ value: o, label: o })),
  ],
});

const inspectionFailure = 'Failed to schedule inspection. Please call us at {phone}.';

export const forms: Record<FormId, FormDef> = {
  'home-inspection': {
    id: 'home-inspection',
    kind: 'inspection',
    title: 'Free inspection request',
    fields: [
      name,
      phone,
      email('email'),
      address,
      bestTime('Best time to call', ['Morning', 'Afternoon', 'Evening', 'Anytime'], 'Best time to call'),
      message('What are you noticing? (optional)', false, 'Cracks, sticking doors, uneven floors…'),
    ],
    hidden: {},
    submitLabel: 'Schedule Free Inspection',
    submittingLabel: 'Scheduling...',
    success: {
      title: 'Inspection Scheduled!',
      description: "We'll contact you within 2 hours to confirm your appointment.",
    },
    failure: inspectionFailure,
  },
  'book-inspection': {
    id: 'book-inspection',
    kind: 'inspection',
    title: 'Book your free foundation inspection',
    fields: [
      name,
      phone,
      email('_replyto'),
      address,
      bestTime('Best time to reach you', [
        'Anytime',
        'Morning (7am-12pm)',
        'Afternoon (12pm-5pm)',
        'Evening (5pm-7pm)',
      ]),
      message('Anything we should know? (optional)', false, 'What you have noticed, gate codes, pets…'),
    ],
    hidden: { _subject: 'New free inspection request (book-inspection page)', _gotcha: '', _honey: '' },
    submitLabel: 'Book My Free Inspection',
    submittingLabel: 'Scheduling...',
    success: {
      title: 'Inspection Scheduled!',
      description: "We'll contact you {response} to confirm your appointment.",
    },
    failure: inspectionFailure,
  },
  contact: {
    id: 'contact',
    kind: 'contact',
    title: 'Send us a message',
    fields: [
      name,
      phone,
      email('_replyto'),
      {
        name: 'subject',
        sendAs: 'subject',
        label: 'Subject (optional)',
        kind: 'text',
        required: false,
        autoComplete: 'off',
        maxLength: 200,
        wide: true,
      },
      message('Message', true, 'How can we help?'),
    ],
    hidden: { _subject: 'New contact message (contact page)', _gotcha: '', _honey: '' },
    submitLabel: 'Send Message',
    submittingLabel: 'Sending...',
    success: { title: 'Message Sent!', description: "We'll respond {response}." },
    failure: 'Failed to send message. Please call us at {phone}.',
  },
};

export type FormValues = Partial<Record<FieldName, string>>;

export function initialValues(def: FormDef): FormValues {
  return Object.fromEntries(def.fields.map((f) => [f.name, f.options?.[0]?.value ?? ''])) as FormValues;
}

export function successText(def: FormDef, responsePromise: string): string {
  return def.success.description.replace('{response}', responsePromise);
}

export function failureText(def: FormDef, phone: string): string {
  return def.failure.replace('{phone}', phone);
}

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(forms, value);
}
