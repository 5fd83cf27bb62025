// Spam is stopped at the server: the signed challenge (signature, answer, 2-second minimum, single use), the
// honeypot and decoys, and the content check for posts without a challenge. Spam is kept apart.
import { afterEach, describe, expect, it } from 'vitest';
import { Challenges, MAX_AGE_MS, MIN_AGE_MS } from '../../scripts/server/challenge.ts';
import { readRecords } from '../../scripts/server/lead-store.ts';
import { contentSpamReason } from '../../scripts/server/spam-check.ts';
import { contactFields, post, solved, startReceiver, type Running } from './support.ts';

const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
});
async function start() {
  const r = await startReceiver({ rateLimit: { burst: 100, refillMs: 1000 } });
  running.push(r);
  return r;
}

const leads = (r: Running) => readRecords(r.dataDir).records;
const spam = (r: Running) => readRecords(r.dataDir, { spam: true }).records;

describe('challenge', () => {
  it('a correctly answered challenge older than 2 s makes a verified lead; the token is single use', async () => {
    const r = await start();
    const proof = await solved(r.origin);
    r.clock.t += MIN_AGE_MS + 10;
    expect((await post(r.origin, contactFields({ name: 'Real', ...proof }))).status).toBe(200);
    expect(leads(r).map((l) => [l.fields.name, l.verified])).toEqual([['Real', true]]);
    // The stored record keeps neither the token nor the answer.
    expect(leads(r)[0]!.fields).not.toHaveProperty('_challenge');
    expect(leads(r)[0]!.fields).not.toHaveProperty('_answer');

    // Replayed (by a bot re-posting a captured form): spam.
    expect((await post(r.origin, contactFields({ name: 'Replay', ...proof }))).status).toBe(200);
    expect(spam(r).map((s) => [s.fields.name, s.spamReason])).toEqual([['Replay', 'challenge: reused']]);
  });

  it('single use holds across a restart', async () => {
    const r = await start();
    const proof = await solved(r.origin);
    r.clock.t += MIN_AGE_MS + 10;
    await post(r.origin, contactFields({ name: 'First', ...proof }));
    await r.stop();
    running.pop();
    const again = await startReceiver({ dataDir: r.dataDir });
    running.push(again);
    again.clock.t = r.clock.t;
    await post(again.origin, contactFields({ name: 'Second', ...proof }));
    expect(spam(again).map((s) => s.spamReason)).toEqual(['challenge: reused']);
  });

  it('a wrong answer, a post within 2 s and a forged token are spam, never leads', async () => {
    const r = await start();
    const wrong = await solved(r.origin, 1);
    const fast = await solved(r.origin);
    const good = await solved(r.origin);
    r.clock.t += MIN_AGE_MS - 500;
    await post(r.origin, contactFields({ name: 'Fast', ...fast }));
    r.clock.t += 1000;
    await post(r.origin, contactFields({ name: 'Wrong', ...wrong }));
    const parts = good._challenge!.split('.');
    parts[2] = String(Number(parts[2]) - 60_000); // pretend it was issued earlier
    await post(r.origin, contactFields({ name: 'Forged', _challenge: parts.join('.'), _answer: good._answer! }));
    expect(leads(r)).toEqual([]);
    expect(spam(r).map((s) => [s.fields.name, s.spamReason])).toEqual([
      ['Fast', 'challenge: too-fast'],
      ['Wrong', 'challenge: answer'],
      ['Forged', 'challenge: signature'],
    ]);
  });

  it('asking for a new question keeps the first issue time, so the 2-second clock does not restart', () => {
    let t = 1_000_000;
    const c = new Challenges(Buffer.from('secret'), () => t);
    const first = c.issue();
    t += MIN_AGE_MS + 1;
    const second = c.issue(first.token);
    expect(c.verify(second.token, String(second.a + second.b), () => false)).toMatchObject({ ok: true });
    t += MAX_AGE_MS;
    expect(c.verify(second.token, String(second.a + second.b), () => false)).toEqual({ ok: false, reason: 'expired' });
    // A token from another secret is refused.
    const other = new Challenges(Buffer.from('other'), () => t).issue();
    expect(c.verify(other.token, String(other.a + other.b), () => false)).toEqual({ ok: false, reason: 'signature' });
  });

  it("a question page's token (bound to its held post) takes a right answer at once, or hours later; a wrong one is wrong", () => {
    let t = 1_000_000;
    const c = new Challenges(Buffer.from('secret'), () => t);
    const q = c.issue(undefined, Math.random, 'held-1');
    const right = String(q.a + q.b);
    expect(c.verify(q.token, right, () => false, 'held-1')).toMatchObject({ ok: true });
    expect(c.verify(q.token, String(q.a + q.b + 1), () => false, 'held-1')).toEqual({ ok: false, reason: 'answer' });
    t += MAX_AGE_MS + 1;
    expect(c.verify(q.token, right, () => false, 'held-1')).toMatchObject({ ok: true });
    // Unbound (the JavaScript form's question), the 2 seconds still count from when it was issued.
    const js = c.issue();
    expect(c.verify(js.token, String(js.a + js.b), () => false)).toEqual({ ok: false, reason: 'too-fast' });
  });

  it('the token does not give the answer away', () => {
    const c = new Challenges(Buffer.from('secret'));
    const { token, a, b } = c.issue();
    expect(token.split('.')).toHaveLength(5);
    expect(token).not.toContain(`.${a + b}.`);
  });
});

describe('posts without a challenge (no JavaScript) and the content check', () => {
  it('holds a plain post: stored apart as held, never a lead', async () => {
    const r = await start();
    await post(r.origin, contactFields({ name: 'No script' }));
    expect(leads(r)).toEqual([]);
    expect(readRecords(r.dataDir, { held: true }).records.map((l) => [l.fields.name, l.held])).toEqual([
      ['No script', true],
    ]);
  });

  it('keeps link spam, honeypot and decoy posts apart', async () => {
    const r = await start();
    await post(r.origin, contactFields({ name: 'Links', message: 'https://cheap.example https://pills.example' }));
    await post(
      r.origin,
      contactFields({
        name: 'http://seo.example',
        phone: 'www.x.example',
        _replyto: 'a@b.example',
        message: 'see http://x.example',
      }),
    );
    await post(r.origin, contactFields({ name: 'Bot', website: 'http://bot.example' }));
    await post(r.origin, contactFields({ name: 'Bot2', _honey: 'x' }));
    expect(leads(r)).toEqual([]);
    expect(spam(r).map((s) => s.spamReason)).toEqual([
      'content: message is only links',
      'content: links in every field',
      'honeypot',
      'honeypot',
    ]);
  });

  it('lets ordinary text with one link through', () => {
    expect(
      contentSpamReason({ name: 'Pat', message: 'Photos of the crack: https://photos.example/abc — thanks!' }),
    ).toBeNull();
    expect(contentSpamReason({ name: 'Pat', message: '<a href="http://x.example">x</a> hello' })).toBe(
      'content: link markup',
    );
    expect(contentSpamReason({ name: 'http://a.example', message: 'http://b.example' })).toBe(
      'content: links in every field',
    );
  });
});
