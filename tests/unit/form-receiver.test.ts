// The embedded form receiver, driven with real multipart requests over HTTP.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SUBMISSIONS_FILE,
  createFormReceiver,
  readRecords,
  readSubmissions,
  type FormReceiver,
} from '../../scripts/server/form-receiver.ts';
import type { RequestHandler } from '../../scripts/server/static-server.ts';
import { answered, contactFields, formData } from '../server/support.ts';
import { currentSite, siteData } from '../../src/content/model.ts';
import { THANK_YOU_PATH, formDef, formIn } from '../../src/forms/config.ts';
import { hiddenFields } from '../../src/forms/request.ts';

const servers: http.Server[] = [];
const receivers: FormReceiver[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function serve(handler: RequestHandler): Promise<string> {
  if ('close' in handler) receivers.push(handler as FormReceiver);
  const server = http.createServer(async (req, res) => {
    if (!(await handler(req, res))) res.writeHead(404).end('not mine');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function contactForm(overrides: Record<string, string> = {}): FormData {
  return formData(contactFields(overrides));
}

/** The contact form as the form's script sends it: with the server's challenge, answered 2.5 s later. */
async function leadForm(overrides: Record<string, string> = {}, at = origin): Promise<FormData> {
  return formData(await answered({ origin: at, clock }, contactFields(overrides)));
}

const json = { Accept: 'application/json' };
let dataDir: string;
let origin: string;
const clock = { t: Date.now() };
const now = () => new Date(clock.t);
const file = () => path.join(dataDir, SUBMISSIONS_FILE);

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-receiver-'));
  clock.t = Date.now();
  origin = await serve(createFormReceiver({ dataDir, now }));
});
// Close the receivers first (their store opens and writes in the background), then remove their folder.
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

describe('form receiver', () => {
  it('stores a multipart submission as one JSON line and answers {"ok":true}', async () => {
    const message = `<script>alert(1)</script>\n"quotes" & ampersands — Ünïcödé 日本語 🏠🔧 ${'long '.repeat(2000)}`;
    const before = Date.now();
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: json,
      body: await leadForm({ message }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await res.json()) as { ok: boolean; id: string };
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^[a-z0-9]+-[0-9a-f]{10}$/) });

    const { id } = answer;
    const lines = fs.readFileSync(file(), 'utf8').split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const record = JSON.parse(lines[0]!);
    expect(record.id).toBe(id);
    expect(record.form).toBe('contact');
    expect(record.verified).toBe(true);
    expect(Date.parse(record.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.fields).toMatchObject({
      name: 'Dana Whitfield',
      _replyto: 'dana@example.com',
      message,
      _form: 'contact',
    });
    // Multipart encoding turns line breaks into CRLF; the receiver stores them as typed (LF).
    expect(record.fields.message).toBe(message);
    expect(record.spam).toBeUndefined();
  });

  it('keeps submissions across a new handler instance (restart) on the same data folder', async () => {
    await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: await leadForm({ name: 'First' }) });
    const restarted = await serve(createFormReceiver({ dataDir, now }));
    const res = await fetch(`${restarted}/api/forms`, {
      method: 'POST',
      headers: json,
      body: await leadForm({ name: 'Second' }, restarted),
    });
    expect(res.status).toBe(200);
    expect(readSubmissions(dataDir).map((r) => r.fields.name)).toEqual(['First', 'Second']);
  });

  // Each language's form: the fields its page sends (formIn: the language and that language's thank-you page).
  const spanishThankYou = currentSite().pairs.get(THANK_YOU_PATH) ?? `/es${THANK_YOU_PATH}`;
  it.each([
    { lang: 'en' as const, thankYou: THANK_YOU_PATH },
    { lang: 'es' as const, thankYou: spanishThankYou },
  ])(
    'redirects a native post with an answered challenge from a page in "$lang" to its thank-you page with 303',
    async ({ lang, thankYou }) => {
      const contact = formDef('contact', siteData(`ui.${lang}`).forms);
      const hidden = Object.fromEntries(hiddenFields(formIn(contact, lang, thankYou), 'https://www.example.com'));
      const res = await fetch(`${origin}/api/forms`, {
        method: 'POST',
        headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        body: await leadForm(hidden),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      // `_next` names the production site; the local receiver keeps the visitor on its own origin.
      expect(res.headers.get('location')).toBe(thankYou);
      const stored = readSubmissions(dataDir);
      expect(stored).toHaveLength(1);
      // The stored record says the lead's language plainly.
      expect(stored[0]!.language).toBe(lang);
    },
  );

  it('accepts a urlencoded native post too', async () => {
    const body = new URLSearchParams(
      await answered(
        { origin, clock },
        { name: 'Lee', phone: '2815550101', email: 'lee@example.com', address: '1 Elm St', _form: 'home-inspection' },
      ),
    );
    const res = await fetch(`${origin}/api/forms`, { method: 'POST', body, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(readSubmissions(dataDir)[0]?.fields.address).toBe('1 Elm St');
  });

  it('sends an invalid native post back to its page with the form error anchor, storing nothing', async () => {
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { Referer: `${origin}/contact?x=1` },
      body: contactForm({ name: '' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#contact-not-sent');
    expect(readSubmissions(dataDir)).toEqual([]);
  });

  it('never redirects to another site', async () => {
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { Referer: 'https://evil.example/phish' },
      body: contactForm({ name: '' }),
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/#contact-not-sent');
    // Only the path of `_next` is used, so it always stays on this origin.
    for (const target of ['//evil.example/x', 'https://evil.example/x']) {
      const next = await fetch(`${origin}/api/forms`, {
        method: 'POST',
        body: await leadForm({ _next: target }),
        redirect: 'manual',
      });
      expect(next.headers.get('location')).toBe('/x');
    }
    const odd = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      body: await leadForm({ _next: 'javascript:alert(1)' }),
      redirect: 'manual',
    });
    expect(odd.headers.get('location')).toBe('/thank-you');
  });

  it('answers 400 with a JSON error for missing required fields', async () => {
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: json,
      body: contactForm({ message: ' ', _replyto: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: 'Missing required fields: _replyto, message.' });
    expect(readSubmissions(dataDir)).toEqual([]);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const broken = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { ...json, 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a field',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false });

    const noBoundary = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { ...json, 'Content-Type': 'multipart/form-data' },
      body: 'name=x',
    });
    expect(noBoundary.status).toBe(400);

    const empty = await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: new FormData() });
    expect(empty.status).toBe(400);
    expect(readSubmissions(dataDir)).toEqual([]);
  });

  it('refuses other content types with 415 and other methods with 405', async () => {
    const asJson = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(asJson.status).toBe(415);
    const get = await fetch(`${origin}/api/forms`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 413 for an oversized field, too many fields or an oversized body', async () => {
    const bigField = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: json,
      body: contactForm({ message: 'x'.repeat(101 * 1024) }),
    });
    expect(bigField.status).toBe(413);
    expect(await bigField.json()).toMatchObject({ ok: false });

    const many = contactForm();
    for (let i = 0; i < 60; i++) many.append(`extra${i}`, 'x');
    expect((await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: many })).status).toBe(413);

    const huge = contactForm();
    for (let i = 0; i < 8; i++) huge.append(`part${i}`, 'y'.repeat(90 * 1024));
    expect((await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: huge })).status).toBe(413);
    expect(readSubmissions(dataDir)).toEqual([]);
  });

  it('refuses file uploads', async () => {
    const fd = contactForm();
    fd.append('attachment', new Blob(['MZ...'], { type: 'application/octet-stream' }), 'invoice.exe');
    const res = await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: fd });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: 'File uploads are not accepted.' });
    expect(readSubmissions(dataDir)).toEqual([]);
  });

  it('keeps a submission whose honeypot or decoy was filled apart, as spam', async () => {
    const a = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: json,
      body: contactForm({ website: 'http://spam.example' }),
    });
    expect(a.status).toBe(200);
    await fetch(`${origin}/api/forms`, { method: 'POST', headers: json, body: contactForm({ _gotcha: 'x' }) });
    expect(readSubmissions(dataDir)).toEqual([]);
    expect(readRecords(dataDir, { spam: true }).records.map((r) => [r.spam, r.spamReason])).toEqual([
      [true, 'honeypot'],
      [true, 'honeypot'],
    ]);
  });

  it('refuses to start, with a clear message, when the data folder cannot be written', () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the data folder should be');
    expect(() => createFormReceiver({ dataDir: blocked })).toThrow(
      /The form data folder .*not-a-folder is not writable \(EEXIST\)\. .*FORM_DATA_DIR/,
    );
  });

  it('leaves other paths to the next handler', async () => {
    const res = await fetch(`${origin}/contact`, { method: 'POST', body: contactForm() });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not mine');
  });
});
