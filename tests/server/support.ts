// Shared helpers for the receiver tests: a receiver on 127.0.0.1 port 0 in a fresh data folder, a movable
// clock, filled-in form bodies and a solved challenge.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createFormReceiver, type FormReceiver, type FormReceiverOptions } from '../../scripts/server/form-receiver.ts';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect } from 'vitest';
import { Outbox } from '../../scripts/server/outbox.ts';

export interface Running {
  origin: string;
  dataDir: string;
  receiver: FormReceiver;
  server: http.Server;
  clock: { t: number };
  stop(): Promise<void>;
}

export const tempDir = (prefix = 'leads-test-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startReceiver(options: Partial<FormReceiverOptions> = {}): Promise<Running> {
  const dataDir = options.dataDir ?? tempDir();
  const clock = { t: Date.now() };
  const receiver = createFormReceiver({ now: () => new Date(clock.t), ...options, dataDir });
  await receiver.ready;
  const server = http.createServer(async (req, res) => {
    if (!(await receiver(req, res))) res.writeHead(404).end('not mine');
  });
  const origin = await listen(server);
  return {
    origin,
    dataDir,
    receiver,
    server,
    clock,
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await receiver.close();
    },
  };
}

export function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Dana Whitfield',
    phone: '(281) 555-0100',
    _replyto: 'dana@example.com',
    subject: '',
    message: 'Door in the hallway sticks.',
    website: '',
    _subject: 'New contact message (contact page)',
    _gotcha: '',
    _honey: '',
    _form: 'contact',
    _next: 'https://www.example.com/thank-you',
    ...overrides,
  };
}

export function inspectionFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Lee Ortiz',
    phone: '(281) 555-0111',
    _replyto: 'lee@example.com',
    address: '4410 Magnolia Dr, Pearland, TX 77584',
    best_time: 'Anytime',
    message: 'Crack over the garage door.',
    website: '',
    _subject: 'New free inspection request (book-inspection page)',
    _gotcha: '',
    _honey: '',
    _form: 'book-inspection',
    ...overrides,
  };
}

export function formData(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

export const json = { Accept: 'application/json' };

export function post(origin: string, fields: Record<string, string>, headers: Record<string, string> = json) {
  return fetch(`${origin}/api/forms`, { method: 'POST', headers, body: formData(fields), redirect: 'manual' });
}

/** Fetches a challenge and returns the fields that answer it (correctly, or off by `offset`). */
export async function solved(origin: string, offset = 0): Promise<Record<string, string>> {
  const c = (await (await fetch(`${origin}/api/forms/challenge`)).json()) as { token: string; a: number; b: number };
  return { _challenge: c.token, _answer: String(c.a + c.b + offset) };
}

/**
 * `fields` with a challenge answered as a visitor answers it: fetched 2.5 s earlier on the receiver's clock (the
 * clock is set back for the fetch, so the rate limiter's time runs on undisturbed), so the post is a verified lead.
 */
export async function answered(
  r: Pick<Running, 'origin' | 'clock'>,
  fields: Record<string, string>,
): Promise<Record<string, string>> {
  r.clock.t -= 2500;
  try {
    return { ...fields, ...(await solved(r.origin)) };
  } finally {
    r.clock.t += 2500;
  }
}

/** Posts `fields` as a verified lead (with an answered challenge, see `answered`). */
export async function postLead(
  r: Pick<Running, 'origin' | 'clock'>,
  fields: Record<string, string>,
  headers: Record<string, string> = json,
) {
  return post(r.origin, await answered(r, fields), headers);
}

/** `startReceiver` for one test file: every receiver a test starts is stopped after that test. */
export function receiversForEachTest(): typeof startReceiver {
  const running: Running[] = [];
  afterEach(async () => {
    for (const r of running.splice(0)) await r.stop();
  });
  return async (...args) => {
    const started = await startReceiver(...args);
    // A test may stop a receiver itself (a restart); stopping twice is a no-op.
    let stopping: Promise<void> | undefined;
    const r: Running = { ...started, stop: () => (stopping ??= started.stop()) };
    running.push(r);
    return r;
  };
}

/** Waits until `check()` holds, polling every 25 ms; throws after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until the receiver's outbox has nothing pending or under way, so whatever it was going to send has arrived
 * (the mail server and the webhook record a message before they answer it): "nothing more arrives" is a condition,
 * not a window of time. A lead wrongly sent would be waited for, and then seen.
 */
export async function settled(r: Pick<Running, 'receiver'>): Promise<void> {
  const { outbox } = await r.receiver.ready;
  if (!(outbox instanceof Outbox)) throw new Error('these tests deliver in the receiver’s own thread');
  expect(await outbox.idle(30_000)).toBe(true);
}

/** A mail's source as a person reads it: quoted-printable undone (soft line breaks joined, bytes as UTF-8). */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A real SMTP server on 127.0.0.1 that records each mail it receives: its Message-ID, Subject and `text` (the whole
 * message as it reads, quoted-printable undone).
 */
export async function smtpInbox() {
  const mails: { messageId: string; subject: string; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const h = (n: string) => new RegExp(`^${n}: (.*)$`, 'im').exec(head)?.[1] ?? '';
        mails.push({ messageId: h('Message-ID'), subject: h('Subject'), text: readable(raw) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    mails,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}
