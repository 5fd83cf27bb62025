// The server's signed security question: fetched from `<endpoint>/challenge` when the form loads (only when the
// endpoint is this site's own receiver; a hosted form service has none). Null when it can't be had: the form
// then makes its own question; the site's own receiver holds such a post (202), and the form then posts natively
// so the receiver shows its question page for it (docs/forms-and-leads.md, held posts).
import type { Question } from './anti-spam.ts';

export interface ServerChallenge {
  question: Question;
  token: string;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10;

export async function fetchChallenge(
  endpoint: string,
  previousToken?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerChallenge | null> {
  if (!endpoint.startsWith('/')) return null;
  try {
    const prev = previousToken ? `?prev=${encodeURIComponent(previousToken)}` : '';
    const res = await fetchImpl(`${endpoint.replace(/\/$/, '')}/challenge${prev}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { token?: unknown; a?: unknown; b?: unknown };
    if (typeof body.token !== 'string' || !isNumber(body.a) || !isNumber(body.b)) return null;
    return { question: { a: body.a, b: body.b }, token: body.token };
  } catch {
    return null;
  }
}
