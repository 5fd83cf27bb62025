// The receiving side of `npm run bench:leads` (scripts/bench/leads.ts), in its own process (`--role sink`): a
// mail server and a webhook endpoint that log every delivery they take, at the moment they commit to it (before they
// answer "250" / 200, as a real mail server writes its queue file before answering), with the dedupe key it carries,
// so repeats are counted where they arrive, not inferred from the server's own records.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * `--role sink`: takes deliveries until killed. One line per delivery taken: `<channel> <dedupe key> <lead id>`. The
 * dedupe key is the Message-ID (email) or the Idempotency-Key header (webhook); the lead id is read from X-Lead-Id /
 * the JSON body, to check the two agree. Prints the two ports once listening.
 */
export async function runSink(log: string): Promise<never> {
  const take = (channel: string, key: string | undefined, id: string | undefined) =>
    fs.appendFileSync(log, `${channel} ${key || '-'} ${id || '-'}\n`);
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, cb) {
      let head = '';
      stream.on('data', (d: Buffer) => {
        if (head.length < 4000) head += d.toString('utf8');
      });
      stream.on('end', () => {
        take('email', /^Message-ID: <([^>]+)@leads>/im.exec(head)?.[1], /^X-Lead-Id: (\S+)/im.exec(head)?.[1]);
        cb();
      });
    },
  });
  sink.on('error', () => {}); // a connection cut by kill -9 of the server under test
  const hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      let id: string | undefined;
      try {
        id = (JSON.parse(body) as { id?: string }).id;
      } catch {
        id = undefined;
      }
      take('webhook', String(req.headers['idempotency-key'] ?? ''), id);
      res.end('ok');
    });
  });
  sink.listen(0, '127.0.0.1', () =>
    hook.listen(0, '127.0.0.1', () =>
      console.log(
        `ports ${(sink.server.address() as net.AddressInfo).port} ${(hook.address() as net.AddressInfo).port}`,
      ),
    ),
  );
  return new Promise(() => {}); // until killed
}

/** The receiving side as the bench sees it: where the server delivers, and the log of what was taken. */
export interface Receiver {
  smtpUrl: string;
  webhookUrl: string;
  log: string;
  child: ChildProcess;
}

/** Starts the receiving side in its own (niced) process and waits for its ports. */
export async function startReceiver(root: string): Promise<Receiver> {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-sink-')), 'received.log');
  fs.writeFileSync(log, '');
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, '--import', 'tsx', 'scripts/bench/leads.ts', '--role', 'sink', '--log', log],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [smtpPort, hookPort] = await new Promise<[number, number]>((resolve) =>
    child.stdout!.on('data', (d: Buffer) => {
      const m = /ports (\d+) (\d+)/.exec(d.toString());
      if (m) resolve([Number(m[1]), Number(m[2])]);
    }),
  );
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webhookUrl: `http://127.0.0.1:${hookPort}/leads`, log, child };
}

export interface Received {
  /** dedupe key → times taken (raw, before the receiving side drops repeats) */
  times: Map<string, number>;
  /** deliveries whose dedupe key is missing or is not the lead's id (each would show as a separate lead) */
  badKey: number;
}
/** What the receiving side took on `channel` so far, counted by dedupe key. */
export function received(receiver: Receiver, channel: 'email' | 'webhook'): Received {
  const out: Received = { times: new Map(), badKey: 0 };
  for (const line of fs.readFileSync(receiver.log, 'utf8').split('\n')) {
    const [ch, key, id] = line.split(' ');
    if (ch !== channel) continue;
    if (!key || key === '-' || key !== id) out.badKey++;
    else out.times.set(key, (out.times.get(key) ?? 0) + 1);
  }
  return out;
}
/** Raw repeats: deliveries of a key beyond its first. */
export const repeats = (r: Received) => [...r.times.values()].reduce((n, t) => n + t - 1, 0);

/** Waits until every lead of `ids` was taken on each channel; false after `timeoutMs`. */
export async function untilDelivered(
  receiver: Receiver,
  ids: string[],
  timeoutMs: number,
  channels: ('email' | 'webhook')[] = ['email'],
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const got = channels.map((c) => received(receiver, c).times);
    if (got.every((m) => ids.every((id) => m.has(id)))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
