// The form's side of the server challenge: only asked of the site's own receiver, validated, never throwing.
import { describe, expect, it } from 'vitest';
import { fetchChallenge } from '../../src/forms/challenge.ts';

function fakeFetch(status: number, body: unknown, seen: string[] = []): typeof fetch {
  return (async (url: string) => {
    seen.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

describe('fetchChallenge', () => {
  it('asks <endpoint>/challenge and returns the question and token', async () => {
    const seen: string[] = [];
    const c = await fetchChallenge('/api/forms', undefined, fakeFetch(200, { token: 't.o.k', a: 3, b: 9 }, seen));
    expect(c).toEqual({ question: { a: 3, b: 9 }, token: 't.o.k' });
    expect(seen).toEqual(['/api/forms/challenge']);
  });

  it('passes the previous token along for "New question"', async () => {
    const seen: string[] = [];
    await fetchChallenge('/api/forms/', 'v1.a+b', fakeFetch(200, { token: 'x', a: 1, b: 1 }, seen));
    expect(seen).toEqual(['/api/forms/challenge?prev=v1.a%2Bb']);
  });

  it('gives null (the form makes its own question) for a hosted endpoint, an error or a bad answer', async () => {
    const seen: string[] = [];
    expect(await fetchChallenge('https://formspree.io/f/x', undefined, fakeFetch(200, {}, seen))).toBeNull();
    expect(seen).toEqual([]);
    expect(await fetchChallenge('/api/forms', undefined, fakeFetch(404, {}))).toBeNull();
    expect(await fetchChallenge('/api/forms', undefined, fakeFetch(200, { token: 'x', a: 11, b: 1 }))).toBeNull();
    expect(await fetchChallenge('/api/forms', undefined, fakeFetch(200, { a: 1, b: 1 }))).toBeNull();
    const failing = (async () => {
      throw new TypeError('network');
    }) as typeof fetch;
    expect(await fetchChallenge('/api/forms', undefined, failing)).toBeNull();
  });
});
