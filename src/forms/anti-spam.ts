// The anti-spam checks every form runs before anything is sent, in this order: the honeypot must be empty,
// the form must not be sent within 2000 ms of the page loading (its navigation's start, not when the form's code or
// its question arrived), and the security question (the sum of two
// random whole numbers from 1 to 10) must be answered exactly. Pure functions; the hook lives in use-anti-spam.ts.
// What each failed rule says, and the question's wording, are the page language's words (content/ui.<lang>.yaml
// `forms.spam` and `forms.security.question`).

export const TOO_FAST_MS = 2000;

/** The rules, named as their messages are in `forms.spam`. */
export type AntiSpamRule = 'honeypot' | 'tooFast' | 'question';

export interface Question {
  a: number;
  b: number;
}

export type AntiSpamResult = { ok: true } | { ok: false; rule: AntiSpamRule };

/** A new question: two whole numbers from 1 to 10. `random` returns [0, 1) like Math.random. */
export function makeQuestion(random: () => number = Math.random): Question {
  const pick = () => Math.min(10, Math.floor(random() * 10) + 1);
  return { a: pick(), b: pick() };
}

/** The question in words: `template` is the language's "What is {a} + {b}?". */
export function questionText(q: Question, template: string): string {
  return template.replace(/\{a\}/g, String(q.a)).replace(/\{b\}/g, String(q.b));
}

/** Exact numeric match: digits only (surrounding spaces ignored), equal to the sum. "12abc" or "1e1" fail. */
export function isCorrectAnswer(q: Question | null, answer: string): boolean {
  if (!q) return false;
  const t = answer.trim();
  return /^\d{1,3}$/.test(t) && Number(t) === q.a + q.b;
}

export interface AntiSpamInput {
  /** Values of the honeypot and decoy fields; all must be empty. */
  honeypot: readonly string[];
  /** When the page loaded (ms, same clock as `now`: in the browser 0, performance.now()'s origin). */
  loadedAt: number;
  now: number;
  /** Null until the question is made on the client. */
  question: Question | null;
  answer: string;
}

const fail = (rule: AntiSpamRule): AntiSpamResult => ({ ok: false, rule });

export function checkAntiSpam(input: AntiSpamInput): AntiSpamResult {
  if (input.honeypot.some((v) => v !== '')) return fail('honeypot');
  // Sent before the question arrived: the question is what is missing, however early it is.
  if (!input.question) return fail('question');
  if (input.now - input.loadedAt < TOO_FAST_MS) return fail('tooFast');
  if (!isCorrectAnswer(input.question, input.answer)) return fail('question');
  return { ok: true };
}
