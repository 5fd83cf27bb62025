// Decides what a stored submission is: a verified lead, a held post (no valid challenge: a post without JavaScript,
// or a bot posting straight to the endpoint) or spam. Spam is kept apart and never delivered; a held post is
// delivered only once its question page is answered (or the owner releases it).
//  - The honeypot or a decoy filled in: spam.
//  - A challenge that is forged, answered wrongly, sent within 2 s or used before: spam.
//  - No challenge (or an expired one): held, unless the content check flags it.
import { ANSWER_FIELD, CHALLENGE_FIELD, DECOYS, HONEYPOT, KEY_FIELD } from '../../src/forms/config.ts';
import type { ChallengeResult } from './challenge.ts';
import type { Fields } from './lead-store.ts';

export { ANSWER_FIELD, CHALLENGE_FIELD, KEY_FIELD };

export const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? '')).trim();

const URL_SOURCE = String.raw`\b(?:https?://|www\.)\S+|\[url=|<a\s`;
const links = (v: string) => v.match(new RegExp(URL_SOURCE, 'gi'))?.length ?? 0;

/** The visitor-typed fields (not the hidden routing and anti-spam ones). */
export function typedFields(fields: Fields): [string, string][] {
  return Object.keys(fields)
    .filter((k) => !k.startsWith('_') && k !== HONEYPOT)
    .map((k): [string, string] => [k, text(fields[k])])
    .filter(([, v]) => v !== '');
}

/** Content that a person asking about their foundation does not send; null when it looks fine. */
export function contentSpamReason(fields: Fields): string | null {
  const typed = typedFields(fields);
  if (!typed.length) return null;
  const withLinks = typed.filter(([, v]) => links(v) > 0);
  if (typed.length >= 2 && withLinks.length === typed.length) return 'content: links in every field';
  const message = text(fields.message);
  if (message && message.replace(new RegExp(URL_SOURCE, 'gi'), '').replace(/[\s,.;|-]/g, '') === '')
    return 'content: message is only links';
  if (typed.reduce((n, [, v]) => n + links(v), 0) > 3) return 'content: more than 3 links';
  if (/<a\s[^>]*href|\[url[=\]]/i.test(typed.map(([, v]) => v).join('\n'))) return 'content: link markup';
  const name = text(fields.name);
  if (links(name) > 0) return 'content: link in the name';
  return null;
}

export type Verdict = { kind: 'verified' } | { kind: 'held' } | { kind: 'spam'; reason: string };

export function classify(fields: Fields, challenge: ChallengeResult | null): Verdict {
  if ([HONEYPOT, ...DECOYS].some((n) => text(fields[n]) !== '')) return { kind: 'spam', reason: 'honeypot' };
  if (challenge && !challenge.ok && challenge.reason !== 'expired')
    return { kind: 'spam', reason: `challenge: ${challenge.reason}` };
  if (challenge?.ok) return { kind: 'verified' };
  const reason = contentSpamReason(fields);
  return reason ? { kind: 'spam', reason } : { kind: 'held' };
}
