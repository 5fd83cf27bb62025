// Limits against abuse: the per-client rate limit (429 + Retry-After), the body, field-count, field-size and
// field-name caps on every request (also after an earlier error), field names that are not object keys,
// and the server's header/idle timeouts and connection cap.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { readSubmissions } from '../../scripts/server/lead-store.ts';
import { RateLimiter } from '../../scripts/server/rate-limit.ts';
import { createSiteServer } from '../../scripts/server/site-server.ts';
import { contactFields, json, listen, postLead, receiversForEachTest, tempDir } from './support.ts';

const start = receiversForEachTest();

describe('rate limit', () => {
  it('answers 429 with Retry-After after the burst, per client, and lets the client in again later', async () => {
    const r = await start({ rateLimit: { burst: 3, refillMs: 120_000 }, trustProxy: true });
    const from = (ip: string) => ({ ...json, 'X-Forwarded-For': `203.0.113.9, ${ip}` });
    for (let i = 0; i < 3; i++) expect((await postLead(r, contactFields(), from('198.51.100.1'))).status).toBe(200);
    const limited = await postLead(r, contactFields(), from('198.51.100.1'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('120');
    expect(await limited.json()).toMatchObject({ ok: false, error: expect.stringMatching(/call us/) });
    // Another client is not affected.
    expect((await postLead(r, contactFields(), from('198.51.100.2'))).status).toBe(200);
    r.clock.t += 120_000;
    expect((await postLead(r, contactFields(), from('198.51.100.1'))).status).toBe(200);
    expect(readSubmissions(r.dataDir)).toHaveLength(5);
  });

  it('ignores X-Forwarded-For unless told to trust the proxy', async () => {
    const r = await start({ rateLimit: { burst: 1, refillMs: 60_000 }, trustProxy: false });
    expect((await postLead(r, contactFields(), { ...json, 'X-Forwarded-For': '1.1.1.1' })).status).toBe(200);
    expect((await postLead(r, contactFields(), { ...json, 'X-Forwarded-For': '2.2.2.2' })).status).toBe(429);
  });

  it('forgets the least recently seen clients first when its table is full', () => {
    let t = 0;
    const rl = new RateLimiter({ burst: 1, refillMs: 1000, maxClients: 2 }, () => t);
    expect(rl.take('a')).toBe(0);
    expect(rl.take('b')).toBe(0);
    expect(rl.take('c')).toBe(0); // forgets a
    expect(rl.take('a')).toBe(0);
    expect(rl.take('c')).toBe(1);
    t += 1000;
    expect(rl.take('c')).toBe(0);
  });
});

describe('body caps', () => {
  it('refuses a field name over the cap and treats __proto__ and constructor as ordinary names', async () => {
    const r = await start();
    const long = await postLead(r, contactFields({ ['n'.repeat(65)]: 'x' }));
    expect(long.status).toBe(413);
    const odd = await postLead(r, contactFields({ ['__proto__']: 'p', constructor: 'c', toString: 't' }));
    expect(odd.status).toBe(200);
    const [stored] = readSubmissions(r.dataDir);
    expect(Object.getOwnPropertyNames(stored!.fields)).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
    expect(stored!.fields.constructor).toBe('c');
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('keeps the body cap after an earlier error: a client that keeps sending is cut off', async () => {
    const r = await start({ limits: { bodyBytes: 64 * 1024, fieldBytes: 1024, fields: 50, fieldNameBytes: 64 } });
    const { port } = new URL(r.origin);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((res) => socket.once('connect', res));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const closed = new Promise((res) => socket.once('close', res));
    socket.on('error', () => {});
    const boundary = 'b0undary';
    socket.write(
      `POST /api/forms HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    // A field over the field cap first (an error), then megabytes more.
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(2048)}\r\n`;
    const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n`;
    socket.write(chunk(part));
    let sent = 0;
    const junk = chunk('y'.repeat(32 * 1024));
    while (!socket.destroyed && sent < 4 * 1024 * 1024) {
      socket.write(junk);
      sent += 32 * 1024;
      await new Promise((res) => setTimeout(res, 10)); // paced, so the answer is read before the cut-off
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(sent).toBeLessThanOrEqual(3 * 64 * 1024);
  });
});

describe('server limits', () => {
  it('closes a connection that sends its headers too slowly, and caps connections', async () => {
    const server = createSiteServer({
      dir: tempDir(),
      dataDir: tempDir(),
      serverLimits: {
        headersTimeoutMs: 300,
        requestTimeoutMs: 1000,
        keepAliveTimeoutMs: 200,
        idleTimeoutMs: 500,
        maxConnections: 3,
      },
    });
    await server.receiver.ready;
    const origin = await listen(server);
    const { port } = new URL(origin);
    try {
      const open = () =>
        new Promise<net.Socket>((res) => {
          const s = net.connect(Number(port), '127.0.0.1', () => res(s));
          s.on('error', () => {});
        });
      const slow = await open();
      slow.write('GET / HTTP/1.1\r\nHost: x\r\n'); // never finishes its headers
      const started = Date.now();
      await new Promise((res) => slow.once('close', res));
      expect(Date.now() - started).toBeLessThan(3000);

      const held = await Promise.all([open(), open(), open()]);
      const extra = await open();
      const extraClosed = await new Promise<boolean>((res) => {
        extra.once('close', () => res(true));
        setTimeout(() => res(false), 1000);
      });
      expect(extraClosed).toBe(true);
      for (const s of held) s.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
