// What a visitor typed, kept in sessionStorage per form until the form is sent, so a reload or a failed send
// loses nothing. The honeypot and the security answer are never stored.
// The draft also keeps the send's idempotency key: made on the first send attempt and reused by every resend
// of the same values (after a failure, a reload, a lost answer), so the receiver stores and delivers it once.
// Changing what was typed starts a new key; a successful send clears the draft and the key with it.
import type { FormDef, FormValues } from './config.ts';

const key = (def: FormDef) => `lead-form-draft:${def.id}`;
const KEY_PROP = '_key';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readRaw(def: FormDef): Record<string, unknown> | null {
  try {
    const raw = storage()?.getItem(key(def));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function pick(def: FormDef, raw: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const field of def.fields) {
    const v = raw[field.name];
    if (typeof v === 'string') out[field.name] = v;
  }
  return out;
}

const sameValues = (def: FormDef, a: FormValues, b: FormValues) =>
  def.fields.every((f) => (a[f.name] ?? '') === (b[f.name] ?? ''));

export function loadDraft(def: FormDef): FormValues | null {
  const raw = readRaw(def);
  return raw ? pick(def, raw) : null;
}

function write(def: FormDef, value: Record<string, unknown>) {
  try {
    storage()?.setItem(key(def), JSON.stringify(value));
  } catch {
    // full or blocked: the form still works, it just won't survive a reload
  }
}

export function saveDraft(def: FormDef, values: FormValues): void {
  const raw = readRaw(def);
  const keep = raw && typeof raw[KEY_PROP] === 'string' && sameValues(def, pick(def, raw), values);
  write(def, keep ? { ...values, [KEY_PROP]: raw[KEY_PROP] } : { ...values });
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key for sending these values: the draft's, or a new one saved with the draft. */
export function sendKey(def: FormDef, values: FormValues): string {
  const raw = readRaw(def);
  if (raw && typeof raw[KEY_PROP] === 'string' && sameValues(def, pick(def, raw), values)) return raw[KEY_PROP];
  const k = newKey();
  write(def, { ...values, [KEY_PROP]: k });
  return k;
}

export function clearDraft(def: FormDef): void {
  try {
    storage()?.removeItem(key(def));
  } catch {
    // ignore
  }
}
