// The signed anti-spam challenge the form fetches when it loads (GET <endpoint>/challenge): the security
// question (two numbers from 1 to 10) and a token `v1.<nonce>.<issuedAt>.<answerMac>.<signature>`.
// The token carries no readable answer: answerMac is an HMAC of the nonce and the sum, so only the server can
// check an answer, and every part is covered by the signature. The server checks the signature, the answer,
// a minimum age of 2 s and a maximum age, and (with the store) that the nonce is used once. A question page's
// token (bound to its held post) has no age limits: its answer is what counts, so a right answer is never refused
// for coming quickly (or late), and the held post becomes a lead once however often it is answered.
// The secret comes from LEADS_CHALLENGE_SECRET or is generated once and kept in <dataDir>/challenge-secret.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TOO_FAST_MS } from '../../src/forms/anti-spam.ts';

export const MIN_AGE_MS = TOO_FAST_MS;
export const MAX_AGE_MS = 2 * 60 * 60 * 1000;

export function loadSecret(dataDir: string, fromEnv = process.env.LEADS_CHALLENGE_SECRET): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const file = path.join(dataDir, 'challenge-secret');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  const secret = crypto.randomBytes(32);
  fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  return secret;
}

const mac = (secret: Buffer, text: string) =>
  crypto.createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);

/** What the answer's MAC covers: the nonce, the sum and, for a question page, the held post it belongs to. */
const answerText = (nonce: string, sum: number, bind: string) =>
  bind ? `answer:${nonce}:${sum}:${bind}` : `answer:${nonce}:${sum}`;

export interface Challenge {
  token: string;
  a: number;
  b: number;
}

export type ChallengeResult =
  | { ok: true; nonce: string; issuedAt: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'too-fast' | 'answer' | 'reused' };

export class Challenges {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new question. With `previous` (the token of the question it replaces, from "New question"), the new token
   * keeps the earlier issue time, so asking for another question does not restart the 2-second clock.
   */
  issue(previous?: string, random: () => number = Math.random, bind = ''): Challenge {
    const pick = () => Math.min(10, Math.floor(random() * 10) + 1);
    const a = pick();
    const b = pick();
    const prev = previous ? this.parse(previous) : null;
    const now = this.now();
    const issuedAt = prev && now - prev.issuedAt <= MAX_AGE_MS ? Math.min(prev.issuedAt, now) : now;
    const nonce = crypto.randomBytes(12).toString('base64url');
    const answerMac = mac(this.secret, answerText(nonce, a + b, bind));
    const body = `v1.${nonce}.${issuedAt}.${answerMac}`;
    return { token: `${body}.${mac(this.secret, body)}`, a, b };
  }

  private parse(token: string): { nonce: string; issuedAt: number; answerMac: string } | null {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1' || !/^\d{1,15}$/.test(parts[2]!)) return null;
    const [, nonce, issued, answerMac, signature] = parts as [string, string, string, string, string];
    const expected = mac(this.secret, parts.slice(0, 4).join('.'));
    if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
      return null;
    return { nonce, issuedAt: Number(issued), answerMac };
  }

  /**
   * Checks a posted token and answer; `used` says whether a nonce was already spent. `bind` is what the question
   * was issued for (the held post a question page asks about): a token issued for another one does not answer it.
   */
  verify(token: string, answer: string, used: (nonce: string) => boolean, bind = ''): ChallengeResult {
    if (token.length > 200 || token.split('.').length !== 5) return { ok: false, reason: 'malformed' };
    const t = this.parse(token);
    if (!t) return { ok: false, reason: 'signature' };
    const age = this.now() - t.issuedAt;
    if (!bind && age > MAX_AGE_MS) return { ok: false, reason: 'expired' };
    if (!bind && age < MIN_AGE_MS) return { ok: false, reason: 'too-fast' };
    const sum = answer.trim();
    if (!/^\d{1,3}$/.test(sum) || mac(this.secret, answerText(t.nonce, Number(sum), bind)) !== t.answerMac)
      return { ok: false, reason: 'answer' };
    if (used(t.nonce)) return { ok: false, reason: 'reused' };
    return { ok: true, nonce: t.nonce, issuedAt: t.issuedAt };
  }
}
