// Builds what is sent: multipart FormData with the form's fields under their send names (email as `_replyto`
// where the spec says), the honeypot, the hidden subject and decoys, the form name and the thank-you address,
// plus the Request init (POST, Accept: application/json). Pure: no network, no DOM.
import { FORM_FIELD, HONEYPOT, NEXT_FIELD, THANK_YOU_PATH, type FormDef, type FormValues } from './config.ts';

/** Hidden fields in the order they appear in the form: honeypot, subject and decoys, form name, `_next`. */
export function hiddenFields(def: FormDef, siteUrl: string, honeypot = ''): [string, string][] {
  return [
    [HONEYPOT, honeypot],
    ...Object.entries(def.hidden),
    [FORM_FIELD, def.id],
    [NEXT_FIELD, `${siteUrl}${THANK_YOU_PATH}`],
  ];
}

export function buildFormData(def: FormDef, values: FormValues, siteUrl: string, honeypot = ''): FormData {
  const data = new FormData();
  for (const field of def.fields) data.append(field.sendAs, values[field.name] ?? '');
  for (const [name, value] of hiddenFields(def, siteUrl, honeypot)) data.append(name, value);
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
): FormRequest {
  return {
    url: endpoint,
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    init: {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: buildFormData(def, values, siteUrl, honeypot),
    },
  };
}
