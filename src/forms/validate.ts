// Field rules: required fields must be filled, the email must be a valid address, the phone must have an
// area code. Pure; returns one message per invalid field.
import { groupDigits } from '../content/format.ts';
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

const missing: Partial<Record<FieldName, string>> = {
  name: 'Please enter your name.',
  phone: 'Please enter your phone number.',
  email: 'Please enter your email address.',
  address: 'Please enter the property address.',
  message: 'Please enter a message.',
};

function validateField(field: FieldDef, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? (missing[field.name] ?? `Please fill in ${field.label.toLowerCase()}.`) : null;
  if (field.kind === 'email' && !isValidEmail(value))
    return 'Please enter a valid email address, like name@example.com.';
  if (field.kind === 'tel' && !isValidPhone(value)) return 'Please enter a phone number with area code.';
  if (value.length > field.maxLength) return `Please keep this under ${groupDigits(field.maxLength)} characters.`;
  if (field.options && !field.options.some((o) => o.value === value)) return 'Please choose one of the options.';
  return null;
}

export type FieldErrors = Partial<Record<FieldName, string>>;

export function validateForm(def: FormDef, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const error = validateField(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}
