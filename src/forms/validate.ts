// Field rules: required fields must be filled, the email must be a valid address, the phone must have an
// area code. Pure; returns one message per invalid field, in the form's language (its words' `errors`).
import { groupDigits } from '../content/format.ts';
import { fill } from '../page/fill.ts';
import type { FieldDef, FieldName, FormDef, FormValues } from './config.ts';

// The HTML standard's valid-email rule, plus a dot in the domain (a lead with "me@gmail" can't be answered).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 && /^[\d\s()+.\-x#ext]*$/i.test(value.trim());
}

function validateField(def: FormDef, field: FieldDef, raw: string | undefined): string | null {
  const e = def.words.errors;
  const value = (raw ?? '').trim();
  if (!value) {
    if (!field.required) return null;
    const missing: Partial<Record<FieldName, string>> = e;
    return missing[field.name] ?? fill(e.fillIn, { field: field.label.toLowerCase() });
  }
  if (field.kind === 'email' && !isValidEmail(value)) return e.emailFormat;
  if (field.kind === 'tel' && !isValidPhone(value)) return e.phoneFormat;
  if (value.length > field.maxLength) return fill(e.tooLong, { max: groupDigits(field.maxLength) });
  if (field.options && !field.options.some((o) => o.value === value)) return e.option;
  return null;
}

export type FieldErrors = Partial<Record<FieldName, string>>;

export function validateForm(def: FormDef, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const error = validateField(def, field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}
