// POST /api/events on the real receiver: a small JSON event of a known shape is answered 204 and added to the day's
// counts; everything else gets a 4xx (never a 5xx); a client over its limit gets 429 with Retry-After; a flood of 500
// posts (each a new made-up campaign, from 500 addresses) leaves the data folder under 1 MB bigger while pages and
// forms keep answering; counts survive a restart and `purge` removes days older than the retention.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENTS_DIR, readEventDays } from '../../scripts/server/event-store.ts';
import { purge } from '../../scripts/server/leads-admin.ts';
import { inspectionFields, postLead, receiversForEachTest, tempDir } from './support.ts';

const start = receiversForEachTest();

/** A built site of a few pages: an event must name one of them. */
function builtSite(): string {
  const dir = tempDir('events-site-');
  for (const f of ['index.html', 'faq.html', 'book-inspection.html', 'search.html'])
    fs.writeFileSync(path.join(dir, f), '<!doctype html>');
  return dir;
}
const view = {
  type: 'view',
  page: '/',
  device: 'phone',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'slab-spring',
};

function send(origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function folderBytes(dir: string): number {
  let n = 0;
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const st = fs.statSync(path.join(dir, f));
    if (st.isFile()) n += st.size;
  }
  return n;
}

describe('the events endpoint', () => {
  it('answers 204 to each kind of event and counts them per day, page, event, place, device and source', async () => {
    const r = await start({ siteDir: builtSite(), events: { flushMs: 60_000 } });
    const events = [
      { ...view, landing: true },
      view,
      { ...view, type: 'call', place: 'bar' },
      { ...view, type: 'email', place: 'body', device: 'desktop' },
      { ...view, type: 'form', place: 'book-inspection', page: '/book-inspection' },
      { ...view, type: 'search', page: '/search/' },
      { ...view, type: 'vitals', vitals: { lcp: 1800, inp: 120, cls: 0.02, ttfb: 300 } },
      // A bad campaign value is dropped, the event still counts (as a referral here).
      { type: 'view', page: '/faq', device: 'phone', referrer: 'www.bing.com', utmSource: '<script>' },
    ];
    for (const e of events) expect((await send(r.origin, e)).status).toBe(204);
    await r.receiver.close(); // writes the counts
    const [day] = readEventDays(r.dataDir, '2000-01-01', '2999-12-31');
    expect(day!.counts).toEqual({
      '/\tview\tlanding\tphone\tgoogle\tcpc\tslab-spring': 1,
      '/\tview\t\tphone\tgoogle\tcpc\tslab-spring': 1,
      '/\tcall\tbar\tphone\tgoogle\tcpc\tslab-spring': 1,
      '/\temail\tbody\tdesktop\tgoogle\tcpc\tslab-spring': 1,
      '/book-inspection\tform\tbook-inspection\tphone\tgoogle\tcpc\tslab-spring': 1,
      '/search\tsearch\t\tphone\tgoogle\tcpc\tslab-spring': 1,
      '/faq\tview\t\tphone\twww.bing.com\treferral\t(none)': 1,
    });
    expect(day!.vitals['/']).toMatchObject({ reports: 1 });
    // Nothing about the sender: no address, no user agent.
    const stored = fs.readFileSync(path.join(r.dataDir, EVENTS_DIR, `${day!.day}.json`), 'utf8');
    expect(stored).not.toMatch(/127\.0\.0\.1|node|undici/i);
  });

  it('gives every kind of bad input a 4xx, never a 5xx', async () => {
    const r = await start({ siteDir: builtSite() });
    const cases: [string, () => Promise<Response>, number][] = [
      ['GET', () => fetch(`${r.origin}/api/events`), 405],
      [
        'form data',
        () => fetch(`${r.origin}/api/events`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) }),
        415,
      ],
      ['too large', () => send(r.origin, JSON.stringify({ ...view, x: 'y'.repeat(5000) })), 413],
      ['not JSON', () => send(r.origin, '{"type":'), 400],
      ['an array', () => send(r.origin, [view]), 400],
      ['null', () => send(r.origin, 'null'), 400],
      ['unknown key', () => send(r.origin, { ...view, ip: '1.2.3.4' }), 400],
      ['unknown type', () => send(r.origin, { ...view, type: 'purchase' }), 400],
      ['page not on the site', () => send(r.origin, { ...view, page: '/nowhere' }), 400],
      ['page a URL', () => send(r.origin, { ...view, page: 'https://evil.example/' }), 400],
      ['page with dots', () => send(r.origin, { ...view, page: '/../etc/passwd' }), 400],
      ['no device', () => send(r.origin, { ...view, device: 'tv' }), 400],
      ['call without place', () => send(r.origin, { ...view, type: 'call' }), 400],
      ['form not ours', () => send(r.origin, { ...view, type: 'form', place: 'newsletter' }), 400],
      ['vitals not numbers', () => send(r.origin, { ...view, type: 'vitals', vitals: { lcp: 'fast' } }), 400],
      ['vitals negative', () => send(r.origin, { ...view, type: 'vitals', vitals: { lcp: -1 } }), 400],
      ['vitals unknown', () => send(r.origin, { ...view, type: 'vitals', vitals: { fid: 10 } }), 400],
      ['vitals empty', () => send(r.origin, { ...view, type: 'vitals', vitals: {} }), 400],
      ['__proto__', () => send(r.origin, '{"__proto__":{"x":1},"type":"view","page":"/","device":"phone"}'), 400],
    ];
    for (const [name, answer, status] of cases) expect([name, (await answer()).status]).toEqual([name, status]);
    const body = (await (await send(r.origin, { ...view, page: '/nowhere' })).json()) as { error: string };
    expect(body.error).toMatch(/not a page of this site/);
  });

  it('limits each client like the forms: 429 with Retry-After past its burst, others unaffected', async () => {
    const r = await start({ trustProxy: true, events: { rateLimit: { burst: 3, refillMs: 60_000 } } });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i++) expect((await send(r.origin, view, from('203.0.113.7'))).status).toBe(204);
    const over = await send(r.origin, view, from('203.0.113.7'));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(r.origin, view, from('203.0.113.8'))).status).toBe(204);
    r.clock.t += 60_000;
    expect((await send(r.origin, view, from('203.0.113.7'))).status).toBe(204);
  });

  it('a flood of 500 posts from 500 addresses, each a new campaign, leaves the data folder under 1 MB bigger', async () => {
    const r = await start({
      trustProxy: true,
      siteDir: undefined,
      events: { flushMs: 50, rateLimit: { burst: 1, refillMs: 60_000 } },
    });
    const before = folderBytes(r.dataDir);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        send(
          r.origin,
          {
            ...view,
            type: i % 2 ? 'view' : 'vitals',
            ...(i % 2 ? {} : { vitals: { lcp: i * 10, cls: 0.5 } }),
            utmCampaign: `flood-${i}-${'x'.repeat(80)}`,
          },
          { 'X-Forwarded-For': `198.51.${i >> 8}.${i & 255}` },
        ).then((a) => a.status),
      ),
    );
    expect(answers.every((s) => s === 204)).toBe(true);
    // The forms keep answering (a lead is stored) while the counts are written.
    expect((await postLead(r, inspectionFields())).status).toBe(200);
    await r.receiver.close();
    const grown = folderBytes(r.dataDir) - before;
    expect(grown).toBeLessThan(1024 * 1024);
    console.log(`500 event posts: the data folder grew by ${grown} bytes`);
  });

  it('keeps counts across a restart and purge deletes the days older than the retention', async () => {
    const dataDir = tempDir();
    const r1 = await start({ dataDir, events: { flushMs: 60_000 } });
    r1.clock.t = Date.parse('2025-01-10T12:00:00Z');
    expect((await send(r1.origin, view)).status).toBe(204);
    await r1.stop();
    const r2 = await start({ dataDir, events: { flushMs: 60_000 } });
    r2.clock.t = Date.parse('2025-01-10T13:00:00Z');
    expect((await send(r2.origin, view)).status).toBe(204);
    r2.clock.t = Date.parse('2026-01-10T13:00:00Z');
    expect((await send(r2.origin, view)).status).toBe(204);
    await r2.stop();
    const all = readEventDays(dataDir, '2000-01-01', '2999-12-31');
    expect(all.map((d) => [d.day, Object.values(d.counts)[0]])).toEqual([
      ['2025-01-10', 2],
      ['2026-01-10', 1],
    ]);
    const out = { log: () => {}, warn: () => {} };
    purge(dataDir, 200, { now: new Date('2026-01-11T00:00:00Z') }, out);
    expect(readEventDays(dataDir, '2000-01-01', '2999-12-31').map((d) => d.day)).toEqual(['2026-01-10']);
  });
});
