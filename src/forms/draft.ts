// What a visitor typed, kept in sessionStorage per form until the form is sent, so a reload or a failed send
// loses nothing. The honeypot and the security answer are never stored.
import type { FormDef, FormValues } from './config.ts';

const key = (def: FormDef) => `lead-form-draft:${def.id}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

export function loadDraft(def: FormDef): FormValues | null {
  try {
    const raw = storage()?.getItem(key(def));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const out: FormValues = {};
    for (const field of def.fields) {
      const v = (parsed as Record<string, unknown>)[field.name];
      if (typeof v === 'string') out[field.name] = v;
    }
    return out;
  } catch {
    return null;
  }
}

export function saveDraft(def: FormDef, values: FormValues): void {
  try {
    storage()?.setItem(key(def), JSON.stringify(values));
  } catch {
    // full or blocked: the form still works, it just won't survive a reload
  }
}

export function clearDraft(def: FormDef): void {
  try {
    storage()?.removeItem(key(def));
  } catch {
    // ignore
  }
}
