// What each lead form is: its fields (visible label, the name it is sent under, input type, autocomplete,
// required or not), its hidden fields and its wording. Shared by the form components, the request builder,
// the tests and the embedded receiver (which checks required fields of native, no-JavaScript posts). The words
// are the page language's (content/ui.<lang>.yaml `forms`), given to formDef: a form island gets only its page's.
import type { FormWords } from '../content/schemas/ui.ts';
import { sourceField } from './source.ts';

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

/** A form in the words of one language (content/ui.<lang>.yaml `forms`), as its page renders and sends it. */
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
  /** Under the form after a failed send, and the no-JavaScript "not sent" box; {phone} is the phone link. */
  failed: string;
  notSent: string;
  /** The rest of the language's form words: errors, the security question, the anti-spam messages. */
  words: FormWords;
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

/**
 * A form as the page of `lang` sends it: it says its language and the page it is on (`page`, the route: a lead's
 * source, also without JavaScript), and a native post lands on `thankYou`.
 */
export function formIn(def: FormDef, lang: string, thankYou: string, page?: string): FormDef {
  return {
    ...def,
    hidden: { ...def.hidden, [LANG_FIELD]: lang, ...(page ? { [sourceField('page')]: page } : {}) },
    thankYou,
  };
}
/** Sent by scripted sends only: the idempotency key, the server challenge's token and the answer to it. */
export const KEY_FIELD = '_key';
export const CHALLENGE_FIELD = '_challenge';
export const ANSWER_FIELD = '_answer';
/** Sent by the receiver's question page (a post that came without the challenge): the held post it answers for. */
export const HELD_FIELD = '_held';
/** Decoy fields: the honeypot names two common hosted form services check themselves. Must stay empty. */
export const DECOYS = ['_gotcha', '_honey'] as const;

/** Words are picked from the language's form words when the form is made (formDef), so this file holds none. */
type Words<T> = (w: FormWords) => T;

/** A field without its words: what the receiver checks (required, sent as), and where its words are. */
interface FieldSpec extends Omit<FieldDef, 'label' | 'placeholder' | 'options'> {
  label: Words<string>;
  placeholder?: Words<string>;
  /** Choices of a select: the value sent (the office's words, the same in every language) and its label. */
  options?: { value: string; label: Words<string> }[];
}

export interface FormSpec {
  id: FormId;
  kind: FormDef['kind'];
  fields: FieldSpec[];
  hidden: Record<string, string>;
  words: Words<{
    title: string;
    submit: string;
    submitting: string;
    successTitle: string;
    success: string;
    failure: string;
    failed: string;
    notSent: string;
  }>;
}

const name: FieldSpec = {
  name: 'name',
  sendAs: 'name',
  label: (w) => w.fields.name,
  kind: 'text',
  required: true,
  autoComplete: 'name',
  maxLength: 120,
};
const phone: FieldSpec = {
  name: 'phone',
  sendAs: 'phone',
  label: (w) => w.fields.phone,
  kind: 'tel',
  required: true,
  autoComplete: 'tel',
  inputMode: 'tel',
  maxLength: 40,
};
const email = (sendAs: string): FieldSpec => ({
  name: 'email',
  sendAs,
  label: (w) => w.fields.email,
  kind: 'email',
  required: true,
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: 254,
  wide: true,
});
const address: FieldSpec = {
  name: 'address',
  sendAs: 'address',
  label: (w) => w.fields.address,
  // A two-line textarea: the only control `street-address` autofill (the whole address) is valid on.
  kind: 'textarea',
  rows: 2,
  required: true,
  autoComplete: 'street-address',
  placeholder: (w) => w.fields.addressHint,
  maxLength: 300,
  wide: true,
};
const message = (required: boolean, words: Words<{ message: string; messageHint: string }>): FieldSpec => ({
  name: 'message',
  sendAs: 'message',
  label: (w) => words(w).message,
  kind: 'textarea',
  required,
  autoComplete: 'off',
  placeholder: (w) => words(w).messageHint,
  maxLength: 20_000,
  wide: true,
});

/** The best-time-to-call select; each form has its own wording and choices (the first is the default). */
const bestTime = (
  label: Words<string>,
  options: [value: string, label: Words<string>][],
  placeholder?: Words<string>,
): FieldSpec => ({
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
    ...options.map(([value, label]) => ({ value, label })),
  ],
});

/** Each form's fields and hidden fields, without words; the receiver checks posts against these. */
export const forms: Record<FormId, FormSpec> = {
  'home-inspection': {
    id: 'home-inspection',
    kind: 'inspection',
    fields: [
      name,
      phone,
      email('email'),
      address,
      bestTime(
        (w) => w.homeInspection.bestTime,
        [
          ['Morning', (w) => w.homeInspection.morning],
          ['Afternoon', (w) => w.homeInspection.afternoon],
          ['Evening', (w) => w.homeInspection.evening],
          ['Anytime', (w) => w.homeInspection.anytime],
        ],
        (w) => w.homeInspection.bestTime,
      ),
      message(false, (w) => w.homeInspection),
    ],
    hidden: {},
    words: (w) => ({ ...w.inspection, ...w.homeInspection }),
  },
  'book-inspection': {
    id: 'book-inspection',
    kind: 'inspection',
    fields: [
      name,
      phone,
      email('_replyto'),
      address,
      bestTime(
        (w) => w.bookInspection.bestTime,
        [
          ['Anytime', (w) => w.bookInspection.anytime],
          ['Morning (7am-12pm)', (w) => w.bookInspection.morning],
          ['Afternoon (12pm-5pm)', (w) => w.bookInspection.afternoon],
          ['Evening (5pm-7pm)', (w) => w.bookInspection.evening],
        ],
      ),
      message(false, (w) => w.bookInspection),
    ],
    hidden: { _subject: 'New free inspection request (book-inspection page)', _gotcha: '', _honey: '' },
    words: (w) => ({ ...w.inspection, ...w.bookInspection }),
  },
  contact: {
    id: 'contact',
    kind: 'contact',
    fields: [
      name,
      phone,
      email('_replyto'),
      {
        name: 'subject',
        sendAs: 'subject',
        label: (w) => w.fields.subject,
        kind: 'text',
        required: false,
        autoComplete: 'off',
        maxLength: 200,
        wide: true,
      },
      message(true, (w) => w.contact),
    ],
    hidden: { _subject: 'New contact message (contact page)', _gotcha: '', _honey: '' },
    words: (w) => w.contact,
  },
};

/** The form `id` in the words of one language (content/ui.<lang>.yaml `forms`). */
export function formDef(id: FormId, words: FormWords): FormDef {
  const spec = forms[id];
  const w = spec.words(words);
  return {
    id,
    kind: spec.kind,
    title: w.title,
    fields: spec.fields.map(({ label, placeholder, options, ...field }) => ({
      ...field,
      label: label(words),
      ...(placeholder && { placeholder: placeholder(words) }),
      ...(options && { options: options.map((o) => ({ value: o.value, label: o.label(words) })) }),
    })),
    hidden: spec.hidden,
    submitLabel: w.submit,
    submittingLabel: w.submitting,
    success: { title: w.successTitle, description: w.success },
    failure: w.failure,
    failed: w.failed,
    notSent: w.notSent,
    words,
  };
}

export type FormValues = Partial<Record<FieldName, string>>;

export function initialValues(def: Pick<FormDef, 'fields'>): FormValues {
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
