// Delivery from the durable outbox to a real SMTP server (the smtp-server package on 127.0.0.1) and a local
// webhook receiver: every field in the mail, Reply-To, subject with form and city, signed webhook, retries
// with backoff across a restart, exactly once, permanent failures reported, spam never delivered.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { emailChannel, signWebhook, webhookChannel, type Channel } from '../../scripts/server/mailer.ts';
import { readDeliveries } from '../../scripts/server/outbox.ts';
import { LANG_FIELD } from '../../src/forms/config.ts';
import {
  contactFields,
  inspectionFields,
  listen,
  post,
  postLead,
  settled,
  solved,
  startReceiver,
  tempDir,
  until,
  type Running,
} from './support.ts';

interface Mail {
  raw: string;
  header: (name: string) => string | undefined;
}

async function startSmtp(port = 0) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'leads' && auth.password === 's3cret') cb(null, { user: 'leads' });
      else cb(new Error('bad login'));
    },
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        mails.push({
          raw,
          header: (name) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1],
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://leads:s3cret@127.0.0.1:${actual}`,
    mails,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const running: Running[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
  for (const c of cleanups.splice(0)) await c();
});

async function start(channels: Channel[], extra: Parameters<typeof startReceiver>[0] = {}) {
  const r = await startReceiver({
    channels,
    rateLimit: { burst: 1000, refillMs: 1 },
    outbox: { backoff: () => 100, maxAttempts: 100 },
    ...extra,
  });
  running.push(r);
  return r;
}

/** Undoes quoted-printable soft breaks and escapes (enough to read the bodies nodemailer writes). */
const qp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('email delivery', () => {
  it('mails a verified lead with Reply-To, a subject naming the form and city, and every field (HTML escaped)', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const r = await start([emailChannel({ smtpUrl: smtp.url, to: 'office@example.com' })]);
    const proof = await solved(r.origin);
    r.clock.t += 2500;
    const res = await post(
      r.origin,
      inspectionFields({ name: 'Lee <b>Ortiz</b>', message: 'Crack & gap over the garage door', ...proof }),
    );
    const { id } = (await res.json()) as { id: string };
    await until(() => smtp.mails.length === 1);
    const mail = smtp.mails[0]!;
    expect(mail.header('Subject')).toBe(
      'Free inspection request (book-inspection page) in Pearland from Lee <b>Ortiz</b>',
    );
    expect(mail.header('Reply-To')).toBe('lee@example.com');
    expect(mail.header('To')).toBe('office@example.com');
    expect(mail.header('Message-ID')).toBe(`<${id}@leads>`);
    const body = qp(mail.raw);
    for (const v of ['(281) 555-0111', '4410 Magnolia Dr, Pearland, TX 77584', 'Anytime', 'lee@example.com'])
      expect(body).toContain(v);
    expect(body).toContain('Full name: Lee <b>Ortiz</b>'); // plain text, as typed
    expect(body).toContain('Lee &lt;b&gt;Ortiz&lt;/b&gt;'); // HTML, escaped
    expect(body).toContain('Crack &amp; gap');
    expect(body).not.toContain('<b>Ortiz</b></td>');
    expect(body).not.toContain('_challenge');
  });

  it('marks a lead from a Spanish page Spanish: the subject and the first line of the email say so', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const r = await start([emailChannel({ smtpUrl: smtp.url, to: 'office@example.com' })]);
    const proofs = [await solved(r.origin), await solved(r.origin)];
    r.clock.t += 2500;
    await post(r.origin, inspectionFields({ name: 'Rosa Garza', [LANG_FIELD]: 'es', ...proofs[0] }));
    await post(r.origin, inspectionFields({ name: 'Lee Ortiz', [LANG_FIELD]: 'en', ...proofs[1] }));
    await until(() => smtp.mails.length === 2);
    const spanish = smtp.mails.find((m) => m.header('Subject')?.includes('Rosa'))!;
    const english = smtp.mails.find((m) => m.header('Subject')?.includes('Lee'))!;
    expect(spanish.header('Subject')).toBe(
      '[Spanish] Free inspection request (book-inspection page) in Pearland from Rosa Garza',
    );
    const text = qp(spanish.raw)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
    expect(text).toMatch(
      /^(?:[^\n]*\n)*?SPANISH-SPEAKING LEAD: sent from the Spanish site\. Call back in Spanish\.\r?\n/,
    );
    expect(english.header('Subject')).not.toContain('Spanish');
    expect(qp(english.raw)).not.toContain('SPANISH-SPEAKING');
    expect(qp(spanish.raw)).not.toContain(`${LANG_FIELD}:`);
  });

  it('never mails a post without a challenge (it is held) or spam', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const r = await start([emailChannel({ smtpUrl: smtp.url, to: 'office@example.com' })]);
    await post(r.origin, contactFields({ name: 'Bot', website: 'http://x.example' }));
    expect((await post(r.origin, contactFields({ name: 'No script' }))).status).toBe(202);
    await postLead(r, contactFields({ name: 'Real' }));
    await until(() => smtp.mails.length === 1);
    await settled(r);
    expect(smtp.mails.map((m) => m.header('Subject'))).toEqual(['Contact message from Real']);
  });

  it('mail server down, lead accepted, server restarted, mail server back: the email arrives once', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop(); // the mail server is down
    const url = `smtp://leads:s3cret@127.0.0.1:${port}`;
    const dataDir = tempDir();
    const first = await start([emailChannel({ smtpUrl: url, to: 'office@example.com' })], { dataDir });
    const res = await postLead(first, contactFields({ name: 'Patient' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    await until(() => (readDeliveries(dataDir).get(`${id}|email`)?.attempts ?? 0) >= 2);
    await first.stop();
    running.pop();

    const smtp = await startSmtp(port); // back
    cleanups.push(smtp.stop);
    const back = await start([emailChannel({ smtpUrl: url, to: 'office@example.com' })], { dataDir });
    await until(() => smtp.mails.length === 1);
    await until(() => readDeliveries(dataDir).get(`${id}|email`)?.status === 'delivered');
    await settled(back);
    expect(smtp.mails.map((m) => m.header('Message-ID'))).toEqual([`<${id}@leads>`]);
  });

  it('delivers each of many concurrent leads exactly once', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const r = await start([emailChannel({ smtpUrl: smtp.url, to: 'office@example.com' })]);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => postLead(r, contactFields({ name: `Lead ${i}` }))),
    );
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    await until(() => smtp.mails.length >= 25);
    await settled(r);
    expect(smtp.mails.map((m) => m.header('Message-ID')).sort()).toEqual(ids.map((id) => `<${id}@leads>`).sort());
  });

  it('reports a lead whose delivery still failed after the last retry', async () => {
    const warnings: string[] = [];
    const r = await start([emailChannel({ smtpUrl: 'smtp://127.0.0.1:9', to: 'office@example.com' })], {
      outbox: { backoff: () => 20, maxAttempts: 3, warn: (m) => warnings.push(m) },
    });
    const { id } = (await (await postLead(r, contactFields())).json()) as { id: string };
    const { outbox } = await r.receiver.ready;
    await until(() => outbox.failed().length === 1);
    expect(outbox.failed()[0]).toMatchObject({ id, channel: 'email' });
    expect(warnings.join('\n')).toContain(`lead ${id}: email delivery failed after 3 attempts`);
    expect(readDeliveries(r.dataDir).get(`${id}|email`)?.status).toBe('failed');
  });
});

describe('webhook delivery', () => {
  it('posts signed JSON, retries a failure, and delivers once', async () => {
    const received: { body: string; signature: string; key: string }[] = [];
    let failFirst = true;
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        if (failFirst) {
          failFirst = false;
          return res.writeHead(502).end();
        }
        received.push({
          body,
          signature: String(req.headers['x-leads-signature']),
          key: String(req.headers['idempotency-key']),
        });
        res.writeHead(204).end();
      });
    });
    const hookOrigin = await listen(hook);
    cleanups.push(() => new Promise((r) => hook.close(() => r())));
    const secret = crypto.randomBytes(16).toString('hex');
    const r = await start([webhookChannel({ url: `${hookOrigin}/leads`, secret })]);
    const { id } = (await (await postLead(r, inspectionFields({ [LANG_FIELD]: 'es' }))).json()) as { id: string };
    await until(() => received.length === 1);
    await settled(r);
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.signature).toBe(signWebhook(got!.body, secret));
    expect(got!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(got!.key).toBe(id);
    const payload = JSON.parse(got!.body) as { id: string; form: string; fields: Record<string, string> };
    expect(payload).toMatchObject({ id, form: 'book-inspection', verified: true, language: 'es' });
    expect((payload as unknown as { subject: string }).subject).toMatch(/^\[Spanish\] /);
    expect(payload.fields['Property address']).toBe('4410 Magnolia Dr, Pearland, TX 77584');
  });
});

describe('delivery from its own thread (as `npm start` runs it)', () => {
  it('emails and posts each lead once with its dedupe keys, also a lead stored before a restart', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const keys: string[] = [];
    const hook = http.createServer((req, res) => {
      keys.push(String(req.headers['idempotency-key']));
      req.resume().on('end', () => res.writeHead(204).end());
    });
    const hookOrigin = await listen(hook);
    cleanups.push(() => new Promise((r) => hook.close(() => r())));
    const delivery = { email: { smtpUrl: smtp.url, to: 'office@example.com' }, webhook: { url: `${hookOrigin}/x` } };
    const dataDir = tempDir();
    // Stored while both channels fail, then delivered by the thread after a restart.
    const down = (name: string): Channel => ({ name, send: () => Promise.reject(new Error('down')) });
    const before = await start([down('email'), down('webhook')], { dataDir });
    const { id: early } = (await (await postLead(before, contactFields({ name: 'Early' }))).json()) as {
      id: string;
    };
    await until(() => (readDeliveries(dataDir).get(`${early}|webhook`)?.attempts ?? 0) >= 1);
    await before.stop();
    running.pop();
    const r = await start([], { dataDir, delivery });
    const { outbox } = await r.receiver.ready;
    expect(outbox.channelNames).toEqual(['email', 'webhook']);
    const { id } = (await (await postLead(r, contactFields({ name: 'Later' }))).json()) as { id: string };
    await until(() => smtp.mails.length >= 2 && keys.length >= 2);
    await r.stop(); // waits for the thread's deliveries under way to be recorded
    running.pop();
    const state = readDeliveries(dataDir);
    for (const lead of [early, id])
      for (const ch of ['email', 'webhook']) expect(state.get(`${lead}|${ch}`)?.status).toBe('delivered');
    const sorted = [early, id].sort();
    expect(smtp.mails.map((m) => m.header('Message-ID')).sort()).toEqual(sorted.map((x) => `<${x}@leads>`));
    expect(keys.sort()).toEqual(sorted);
  });
});
