// Builds what is sent: multipart FormData with the form's fields under their send names (email as `_replyto`
// where the spec says), the honeypot, the hidden subject and decoys, the form name and the thank-you address,
// plus the Request init (POST, Accept: application/json). A scripted send also carries the idempotency key and
// the server challenge's token with the answer. Pure: no network, no DOM.
import {
  ANSWER_FIELD,
  CHALLENGE_FIELD,
  FORM_FIELD,
  HONEYPOT,
  KEY_FIELD,
  NEXT_FIELD,
  THANK_YOU_PATH,
  type FormDef,
  type FormValues,
} from './config.ts';
import { visitFields, type VisitSource } from './source.ts';

/**
 * Hidden fields in the order they appear in the form: honeypot, subject and decoys (and the page it is on), form
 * name, `_next`, then the visit's source (empty until the browser knows it, src/forms/source.ts).
 */
export function hiddenFields(
  def: FormDef,
  siteUrl: string,
  honeypot = '',
  visit: VisitSource | null = null,
): [string, string][] {
  return [
    [HONEYPOT, honeypot],
    ...Object.entries(def.hidden),
    [FORM_FIELD, def.id],
    [NEXT_FIELD, `${siteUrl}${def.thankYou ?? THANK_YOU_PATH}`],
    ...visitFields(visit),
  ];
}

/** What only a scripted send adds: the idempotency key, the server's challenge with its answer, the visit's source. */
export interface SendExtras {
  key?: string;
  proof?: { challenge: string; answer: string } | null;
  visit?: VisitSource | null;
}

export function buildFormData(
  def: FormDef,
  values: FormValues,
  siteUrl: string,
  honeypot = '',
  extras: SendExtras = {},
): FormData {
  const data = new FormData();
  for (const field of def.fields) data.append(field.sendAs, values[field.name] ?? '');
  for (const [name, value] of hiddenFields(def, siteUrl, honeypot, extras.visit)) data.append(name, value);
  if (extras.key) data.append(KEY_FIELD, extras.key);
  if (extras.proof) {
    data.append(CHALLENGE_FIELD, extras.proof.challenge);
    data.append(ANSWER_FIELD, extras.proof.answer);
  }
  return data;
}

export interface FormRequest {
  url: string;
  init: RequestInit & { method: 'POST'; headers: Record<string, string>; body: FormData };
}

export function buildRequest(
  endpoint: string,
  def: FormDef,
  values: FormValues,
  siteUrl: string,
  honeypot = '',
  extras: SendExtras = {},
): FormRequest {
  return {
    url: endpoint,
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    init: {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: buildFormData(def, values, siteUrl, honeypot, extras),
    },
  };
}
