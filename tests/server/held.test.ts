// Posts without a valid challenge (JavaScript off, or a bot posting straight to the endpoint): held, answered with
// the question page in the visitor's language, delivered once the question is answered (to a real SMTP server and
// a real webhook), never before; kept across restarts; listed and released with the leads tool; purged on the
// retention schedule; through a kill -9 of the real server. Words come from content/ui.<lang>.yaml; the data lock is
// taken over from a killed holder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, runningServer, takeLock } from '../../scripts/server/data-lock.ts';
import { list, purge, release } from '../../scripts/server/leads-admin.ts';
import { HELD_FILE, readRecords } from '../../scripts/server/lead-store.ts';
import { emailChannel, webhookChannel } from '../../scripts/server/mailer.ts';
import { readDeliveries } from '../../scripts/server/outbox.ts';
import { siteData } from '../../src/content/model.ts';
import { LANG_FIELD, NEXT_FIELD, formDef } from '../../src/forms/config.ts';
import {
  contactFields,
  formData,
  inspectionFields,
  json,
  listen,
  post,
  smtpInbox,
  settled,
  startReceiver as start,
  tempDir,
  until,
  type Running,
} from './support.ts';

const cleanups: (() => Promise<void> | void)[] = [];
// Last in, first out: a receiver stops (closing its mail connections) before the mail server it sends to.
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function startReceiver(options: Parameters<typeof start>[0] = {}): Promise<Running> {
  const r = await start(options);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= r.stop());
  cleanups.push(stop);
  return { ...r, stop };
}

/** A mail server and a webhook endpoint on 127.0.0.1, recording what they receive. */
async function inbox() {
  const { mails, smtpUrl, close } = await smtpInbox();
  const hooks: { key: string; body: { id: string; fields: Record<string, string> } }[] = [];
  const hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      hooks.push({ key: String(req.headers['idempotency-key']), body: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  const hookOrigin = await listen(hook);
  cleanups.push(close, () => new Promise<void>((r) => hook.close(() => r())));
  const channels = () => [
    emailChannel({ smtpUrl, to: 'office@example.com' }),
    webhookChannel({ url: `${hookOrigin}/leads` }),
  ];
  return { mails, hooks, channels, smtpUrl };
}

/** A browser's post (no Accept: application/json): the answer is an HTML page. */
const browserPost = (origin: string, fields: Record<string, string>) =>
  fetch(`${origin}/api/forms`, { method: 'POST', body: formData(fields), redirect: 'manual' });

/** The question page's form as a browser would send it, with `answer` computed from the page's own question. */
function answerFrom(
  html: string,
  lang: 'en' | 'es',
  offset = 0,
): { _held: string; _challenge: string; _answer: string } {
  const attr = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const q = siteData(`ui.${lang}`).forms.security.question;
  const pattern = q
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{a\\}', '(\\d+)')
    .replace('\\{b\\}', '(\\d+)');
  const m = new RegExp(pattern).exec(html);
  if (!m) throw new Error(`no question in the page: ${html.slice(0, 300)}`);
  return {
    _held: attr('_held'),
    _challenge: attr('_challenge'),
    _answer: String(Number(m[1]) + Number(m[2]) + offset),
  };
}

describe('posts without a challenge are held', () => {
  it('a bot posting straight to the endpoint (JSON or form) never reaches the inbox or the webhook', async () => {
    const box = await inbox();
    const r = await startReceiver({ channels: box.channels() });
    const asJson = await post(r.origin, contactFields({ name: 'Bot JSON' }), json);
    expect(asJson.status).toBe(202);
    expect(await asJson.json()).toMatchObject({ ok: true, held: true });
    expect((await browserPost(r.origin, contactFields({ name: 'Bot form' }))).status).toBe(200);
    await settled(r);
    expect(box.mails).toEqual([]);
    expect(box.hooks).toEqual([]);
    expect(readRecords(r.dataDir).records).toEqual([]);
    expect(readRecords(r.dataDir, { held: true }).records.map((h) => h.fields.name)).toEqual(['Bot JSON', 'Bot form']);
  });

  it.each(['en', 'es'] as const)(
    "answers a browser with the question page in the visitor's language (%s): what was sent, escaped; the question; one button",
    async (lang) => {
      const r = await startReceiver();
      const name = 'Zoë <b>bold</b> & "quoted"';
      const res = await browserPost(r.origin, contactFields({ name, [LANG_FIELD]: lang }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      const words = siteData(`ui.${lang}`);
      expect(html).toContain(`lang="${lang}"`);
      const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(escapeText(words.formCheck.title));
      expect(html).toContain(escapeText(words.formCheck.button));
      expect(html).not.toContain('<b>bold</b>');
      expect(html).toContain('Zoë &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
      // Labelled in the visitor's language.
      expect(html).toContain(escapeText(formDef('contact', words.forms).fields[0]!.label));
      expect(html.match(/<button\b/g)).toHaveLength(1);
      expect(html).toMatch(/<form [^>]*action="\/api\/forms"[^>]*method="post"/);
      const answer = answerFrom(html, lang);
      expect(answer._held).toBe(readRecords(r.dataDir, { held: true }).records[0]!.id);
      expect(answer._challenge).toMatch(/^v1\./);
    },
  );

  it('a wrong answer asks again keeping the text; the right one delivers once, under the held id, then the thank-you page', async () => {
    const box = await inbox();
    const r = await startReceiver({ channels: box.channels() });
    const first = await browserPost(
      r.origin,
      inspectionFields({ name: 'Rosa Garza', [LANG_FIELD]: 'es', [NEXT_FIELD]: 'https://www.example.com/es/gracias' }),
    );
    const page = await first.text();
    const heldId = answerFrom(page, 'es')._held;
    r.clock.t += 3000;

    const wrong = await browserPost(r.origin, answerFrom(page, 'es', 1));
    expect(wrong.status).toBe(200);
    const again = await wrong.text();
    expect(again).toContain(siteData('ui.es').formCheck.wrong.replace(/'/g, '&#x27;'));
    expect(again).toContain('Rosa Garza');
    expect(answerFrom(again, 'es')._challenge).not.toBe(answerFrom(page, 'es')._challenge);

    // A question issued for another held post does not answer this one.
    const other = answerFrom(await (await browserPost(r.origin, contactFields({ name: 'Other' }))).text(), 'en');
    r.clock.t += 3000;
    const swapped = await browserPost(r.origin, { ...answerFrom(again, 'es'), _challenge: other._challenge! });
    expect(swapped.status).toBe(200);
    await settled(r);
    expect(box.mails).toEqual([]);

    const fresh = answerFrom(again, 'es');
    const right = await browserPost(r.origin, fresh);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/es/gracias');
    // Sent again (a double click, the back button): delivered once all the same.
    const twice = await browserPost(r.origin, fresh);
    expect(twice.status).toBe(303);
    await until(() => box.mails.length >= 1 && box.hooks.length >= 1);
    await settled(r);
    expect(box.mails).toEqual([
      {
        messageId: `<${heldId}@leads>`,
        subject: '[Spanish] Free inspection request (book-inspection page) in Pearland from Rosa Garza',
        // Posted without JavaScript: the email says the visit is unknown rather than inventing one.
        text: expect.stringContaining('From: unknown (no visit data: sent without JavaScript)'),
      },
    ]);
    expect(box.hooks.map((h) => [h.key, h.body.id, h.body.fields['Full name']])).toEqual([
      [heldId, heldId, 'Rosa Garza'],
    ]);
    const [lead] = readRecords(r.dataDir).records;
    expect(lead).toMatchObject({ id: heldId, verified: true, released: 'answer', language: 'es' });
    expect(lead!.held).toBeUndefined();
  });

  it('takes a right answer sent the moment the question page shows (never "wrong"), and delivers it once', async () => {
    const box = await inbox();
    const r = await startReceiver({ channels: box.channels() });
    const page = await (await browserPost(r.origin, contactFields({ name: 'Quick Answer' }))).text();
    // No time passes on the receiver's clock between the question and the answer.
    const right = await browserPost(r.origin, answerFrom(page, 'en'));
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/thank-you');
    await until(() => box.mails.length >= 1);
    await settled(r);
    expect(box.mails).toHaveLength(1);
  });

  it('keeps held posts across a restart; an answer after the restart is delivered once', async () => {
    const box = await inbox();
    const dataDir = tempDir();
    const r = await startReceiver({ dataDir, channels: box.channels() });
    const page = await (await browserPost(r.origin, contactFields({ name: 'Across' }))).text();
    await r.stop();
    const again = await startReceiver({ dataDir, channels: box.channels() });
    again.clock.t += 3000;
    expect((await browserPost(again.origin, answerFrom(page, 'en'))).status).toBe(303);
    await until(() => box.mails.length === 1);
    await again.stop();
    const third = await startReceiver({ dataDir, channels: box.channels() });
    await settled(third);
    expect(box.mails.map((m) => m.subject)).toEqual(['Contact message from Across']);
  });
});

describe('held posts and crashes', () => {
  /** The real server (scripts/serve.ts) on a free port, delivering to `smtpUrl`; resolves once it listens. */
  async function serve(dataDir: string, smtpUrl: string) {
    const probe = net.createServer();
    const port = await new Promise<number>((r) =>
      probe.listen(0, '127.0.0.1', () => r((probe.address() as AddressInfo).port)),
    );
    await new Promise((r) => probe.close(r));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        FORM_DATA_DIR: dataDir,
        PORT: String(port),
        SMTP_URL: smtpUrl,
        LEADS_TO: 'office@example.com',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += String(d)));
    child.stderr!.on('data', (d: Buffer) => (output += String(d)));
    await until(() => /Site: http|Could not start/.test(output), 60_000);
    expect(output).toContain('Site: http');
    return { child, origin: `http://127.0.0.1:${port}` };
  }

  it(
    'a held post survives kill -9 of the real server; answered after the restart, it is emailed once',
    { timeout: 180_000 },
    async () => {
      const box = await inbox();
      const dataDir = tempDir();
      const first = await serve(dataDir, box.smtpUrl);
      const page = await (await browserPost(first.origin, contactFields({ name: 'Through a crash' }))).text();
      first.child.kill('SIGKILL');
      const second = await serve(dataDir, box.smtpUrl); // starts at once: the lock of a killed server is taken over
      const right = await browserPost(second.origin, answerFrom(page, 'en'));
      expect(right.status).toBe(303);
      await until(() => box.mails.length === 1, 30_000);
      // Stopped as an operator stops it: the deliveries under way finish and are written down before it exits, so
      // nothing more can arrive after this.
      const exited = new Promise((r) => second.child.once('exit', r));
      second.child.kill('SIGTERM');
      await exited;
      expect(readDeliveries(dataDir).get(`${answerFrom(page, 'en')._held}|email`)?.status).toBe('delivered');
      expect(box.mails).toEqual([
        {
          messageId: `<${answerFrom(page, 'en')._held}@leads>`,
          subject: 'Contact message from Through a crash',
          text: expect.stringContaining('From: unknown (no visit data: sent without JavaScript)'),
        },
      ]);
    },
  );
});

describe('the leads tool and held posts', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, out: { log: (l: string) => lines.push(l), warn: (l: string) => lines.push(`warn: ${l}`) } };
  };

  it('lists the held posts nobody answered, releases one (delivered once, under its id) and purges old ones', async () => {
    const box = await inbox();
    const r = await startReceiver({ channels: box.channels() });
    const answeredPage = await (await browserPost(r.origin, contactFields({ name: 'Answered' }))).text();
    await browserPost(r.origin, contactFields({ name: 'Waiting' }));
    r.clock.t += 3000;
    await browserPost(r.origin, answerFrom(answeredPage, 'en'));
    await until(() => box.mails.length === 1);

    const held = capture();
    list(r.dataDir, { held: true }, held.out);
    // One post: its line, then where it came from (posted without JavaScript, so unknown).
    expect(held.lines).toHaveLength(2);
    expect(held.lines[0]).toContain('Contact message from Waiting');
    expect(held.lines[0]).toContain('[held:');
    expect(held.lines[1]).toBe('    From: unknown (no visit data: sent without JavaScript)');
    const id = held.lines[0]!.split(' ')[0]!;

    // Released while the server runs.
    await release(r.dataDir, id, box.channels(), capture().out);
    await until(() => box.mails.length === 2 && box.hooks.length === 2);
    expect(box.mails[1]!.messageId).toBe(`<${id}@leads>`);
    await expect(release(r.dataDir, id, box.channels(), capture().out)).rejects.toThrow(/not waiting in the held/);
    const none = capture();
    list(r.dataDir, { held: true }, none.out);
    expect(none.lines).toEqual(['No held posts waiting.']);
    const leads = capture();
    list(r.dataDir, {}, leads.out);
    expect(leads.lines.join('\n')).toMatch(/Waiting .*released by hand/);
    expect(leads.lines.join('\n')).toMatch(/Answered .*verified on the question page/);
    await r.stop();

    // Purged on the retention schedule like any lead.
    // Two posts: one held and answered (the same id in both files), one held and released.
    expect(purge(r.dataDir, 0, { now: new Date(Date.now() + 86_400_000) }, capture().out)).toBe(2);
    expect(readRecords(r.dataDir).records).toEqual([]);
    expect(fs.readFileSync(path.join(r.dataDir, HELD_FILE), 'utf8')).toBe('');
  });
});

describe('the data folder lock', () => {
  it(
    'is taken over from a process killed with -9 before its parent reaped it (a zombie), and from a reused pid',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('lock-');
      // The holder's parent execs `sleep`, which never reaps it: after kill -9 it stays a zombie, which kill(pid, 0)
      // still reports as alive.
      const script = `require('node:fs').writeFileSync(${JSON.stringify(path.join(dataDir, 'ready'))}, '');setInterval(()=>{},1000)`;
      const holder = spawn('sh', ['-c', `node -e "${script.replace(/"/g, '\\"')}" & echo $!; exec sleep 30`], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      cleanups.push(() => void holder.kill('SIGKILL'));
      const pid = Number(await new Promise<string>((r) => holder.stdout!.once('data', (d: Buffer) => r(String(d)))));
      await until(() => fs.existsSync(path.join(dataDir, 'ready')));
      const start = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${pid} ${start}`);
      expect(runningServer(dataDir)).toBe(pid);
      expect(() => takeLock(dataDir)).toThrow(`Another server (process ${pid}) is using the form data folder`);
      // The same pid with another start time is another process (pid reuse).
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${pid} 1`);
      expect(runningServer(dataDir)).toBeNull();

      fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${pid} ${start}`);
      process.kill(pid, 'SIGKILL');
      await until(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z'));
      expect(() => process.kill(pid, 0)).not.toThrow(); // what the old check saw: "still running"
      expect(runningServer(dataDir)).toBeNull();

      // The real server starts on the folder right away.
      // Node itself (not npx), so the cleanup's signal reaches the server and leaves no process behind.
      const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        env: { ...process.env, FORM_DATA_DIR: dataDir, PORT: '0', DIST_DIR: tempDir('lock-dist-') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      cleanups.push(() => void server.kill('SIGKILL'));
      let output = '';
      server.stdout!.on('data', (d: Buffer) => (output += String(d)));
      server.stderr!.on('data', (d: Buffer) => (output += String(d)));
      await until(() => /Site: http|Could not start/.test(output), 60_000);
      expect(output).not.toContain('Another server');
      expect(output).toContain('Site: http');
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split(' ')[0]).not.toBe(String(pid));
    },
  );
});
