// State and behaviour of one lead form: values (kept in sessionStorage until sent), field errors, anti-spam,
// submission and its outcome. The component only renders what this returns.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { notify, notifyError } from '../components/toast.ts';
import type { AntiSpamRule } from './anti-spam.ts';
import {
  DECOYS,
  HONEYPOT,
  KEY_FIELD,
  failureText,
  successText,
  initialValues,
  type FieldName,
  type FormDef,
  type FormValues,
} from './config.ts';
import { clearDraft, loadDraft, saveDraft, sendKey } from './draft.ts';
import { readVisit, type VisitSource } from './source.ts';
import { buildRequest } from './request.ts';
import { submitRequest } from './submit.ts';
import { useAntiSpam } from './use-anti-spam.ts';
import { validateForm, type FieldErrors } from './validate.ts';

export type SubmitStatus = 'idle' | 'submitting' | 'sent' | 'failed';

export interface LeadFormOptions {
  endpoint: string;
  siteUrl: string;
  phone: string;
  /** content/business.yaml's responsePromise, for the success toast. */
  responsePromise: string;
}

export const fieldId = (def: FormDef, name: string) => `${def.id}-${name}`;

/** The fields of the rendered form whose value differs from the initial one, or null when none does. */
function typedInForm(form: HTMLFormElement | null, def: FormDef): FormValues | null {
  if (!form) return null;
  const initial = initialValues(def);
  const typed: FormValues = {};
  for (const field of def.fields) {
    const el = form.elements.namedItem(field.sendAs);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      continue;
    if (el.value !== (initial[field.name] ?? '')) typed[field.name] = el.value;
  }
  return Object.keys(typed).length ? typed : null;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return Object.keys({ ...a, ...b }).every((k) => (a[k as FieldName] ?? '') === (b[k as FieldName] ?? ''));
}

export function useLeadForm(def: FormDef, { endpoint, siteUrl, phone, responsePromise }: LeadFormOptions) {
  const [values, setValues] = useState<FormValues>(() => initialValues(def));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [spamError, setSpamError] = useState<{ rule: AntiSpamRule; message: string; seq: number } | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // Where the visit came from (sessionStorage, noted by the browser entry): read after hydration, so the server's
  // empty fields hydrate as they are.
  const [visit, setVisit] = useState<VisitSource | null>(null);
  const antiSpam = useAntiSpam(endpoint);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);

  // Restore what was typed before a reload or a failed send (client only, after hydration), and take over what
  // the visitor typed or chose in the server-rendered form while its code was on its way: hydration leaves the
  // fields' values (and the focus and caret) as they are, and this makes them the state, so the next render keeps
  // them instead of writing the initial values back.
  useEffect(() => {
    const draft = loadDraft(def);
    const typed = typedInForm(formRef.current, def);
    if (draft || typed) setValues((v) => ({ ...v, ...draft, ...typed }));
    setVisit(readVisit());
    setHydrated(true);
  }, [def]);

  useEffect(() => {
    if (!hydrated) return;
    if (sameValues(values, initialValues(def))) clearDraft(def);
    else saveDraft(def, values);
  }, [def, values, hydrated]);

  // Each anti-spam failure moves focus to the banner, so it is read out and the visitor starts from there.
  useEffect(() => {
    if (spamError) bannerRef.current?.focus();
  }, [spamError]);

  useEffect(() => {
    if (status === 'failed') failureRef.current?.focus();
  }, [status]);

  // After the first attempt, errors follow the values as the visitor fixes them.
  useEffect(() => {
    if (attempted) setErrors(validateForm(def, values));
  }, [def, values, attempted]);

  const setValue = useCallback((name: FieldName, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const { newQuestion: makeNewQuestion, check, proof } = antiSpam;
  const newQuestion = useCallback(() => {
    void makeNewQuestion();
    setSpamError(null);
  }, [makeNewQuestion]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const form = event.currentTarget;

      setAttempted(true);
      const fieldErrors = validateForm(def, values);
      setErrors(fieldErrors);
      const firstInvalid = def.fields.find((f) => fieldErrors[f.name]);
      if (firstInvalid) {
        document.getElementById(fieldId(def, firstInvalid.name))?.focus();
        return;
      }

      const trap = [HONEYPOT, ...DECOYS].map((n) => {
        const el = form.elements.namedItem(n);
        return el instanceof HTMLInputElement ? el.value : '';
      });
      const result = check(trap);
      if (!result.ok) {
        const message = def.words.spam[result.rule];
        setSpamError((prev) => ({ rule: result.rule, message, seq: (prev?.seq ?? 0) + 1 }));
        notifyError(def.words.spam.toast, message);
        return;
      }

      setSpamError(null);
      busy.current = true;
      setStatus('submitting');
      const extras = { key: sendKey(def, values), proof: await proof(), visit: readVisit() };
      const outcome = await submitRequest(buildRequest(endpoint, def, values, siteUrl, '', extras));
      busy.current = false;
      if (outcome === 'held' && endpoint.startsWith('/')) {
        // The site's own receiver held it (its challenge could not be fetched, or is too old): post the form again
        // natively with the same key, so the receiver shows its question page for that held post, then thanks.
        const key = document.createElement('input');
        key.type = 'hidden';
        key.name = KEY_FIELD;
        key.value = extras.key;
        form.append(key);
        form.submit();
        return;
      }
      if (outcome !== 'failed') {
        notify(def.success.title, successText(def, responsePromise));
        clearDraft(def);
        setValues(initialValues(def));
        setErrors({});
        setAttempted(false);
        void makeNewQuestion();
        setStatus('sent');
        // The disabled button lost focus; give it back so keyboard users keep their place.
        requestAnimationFrame(() => {
          if (!document.activeElement || document.activeElement === document.body)
            form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
        });
      } else {
        notifyError(def.words.common.errorToast, failureText(def, phone));
        setStatus('failed');
      }
    },
    [def, values, check, proof, endpoint, siteUrl, phone, responsePromise, makeNewQuestion],
  );

  return {
    values,
    errors,
    status,
    spamError,
    hydrated,
    visit,
    antiSpam: { ...antiSpam, newQuestion },
    setValue,
    onSubmit,
    refs: { formRef, bannerRef, failureRef },
  };
}
