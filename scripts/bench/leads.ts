// `npm run bench:leads`: measures the self-hosted receiver as it runs in production (scripts/serve.ts in a child
// process, the built dist/, email delivery to a real SMTP server on 127.0.0.1):
//  1. sustained leads per second, acknowledged and delivered by email;
//  2. page p99 (GET /) idle and during bursts of submissions (alternating phases);
//  3. kill -9 of the server during a burst, ROUNDS times, restarting it each time, with email and webhook
//     delivery: acknowledged leads lost (must be 0), not delivered (must be 0), a lead delivered under two
//     different dedupe keys (must be 0), and the raw repeats the receiving side saw (the same lead sent again
//     with the same Message-ID / Idempotency-Key after a kill: counted and printed, see README "Measured");
//  4. a full disk (a file-size limit, `ulimit -f`, on the server process): 503s, nothing acknowledged lost, and
//     submissions accepted again after a restart without the limit.
// The receiving side (its own process) logs every email and webhook call it takes, at the moment it commits to it
// (before it answers "250" / 200, as a real mail server writes its queue file before answering), with the
// dedupe key it carries, so repeats are counted where they arrive, not inferred from the server's own records.
// Options: --leads N (part 1, default 1000), --rounds N (part 3, default 10). Exits 1 when a must-be-0 is not 0.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { readRecords } from '../server/lead-store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    leads: { type: 'string' },
    rounds: { type: 'string' },
    // Internal: the load generator and the mail sink run in their own processes, so the page timings taken
    // here measure the server, not this process's own event loop.
    role: { type: 'string' },
    origin: { type: 'string' },
    concurrency: { type: 'string' },
    total: { type: 'string' },
    log: { type: 'string' },
  },
});
const LEADS = Number(values.leads ?? 1000);
/** Part 2: alternating idle and burst phases, and page requests timed in each. */
const PHASES = 4;
const PER_PHASE = 150;
const ROUNDS = Number(values.rounds ?? 10);
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No built site in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

// --- the server under test -----------------------------------------------------------------------------------
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

interface Server {
  origin: string;
  child: ChildProcess;
}

async function startServer(
  dataDir: string,
  { fileLimitKb, webhook = false }: { fileLimitKb?: number; webhook?: boolean } = {},
): Promise<Server> {
  const port = await freePort();
  const env = {
    ...process.env,
    ...(webhook ? { LEADS_WEBHOOK_URL: webhookUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: dist,
    FORM_DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    LEADS_TO: 'office@example.com',
    FORM_RATE_LIMIT: '1000000/1s', // one client posts everything here
    MAX_CONNECTIONS: '4096',
  };
  const node = `${JSON.stringify(process.execPath)} --import tsx scripts/serve.ts`;
  const child = fileLimitKb
    ? spawn('bash', ['-c', `ulimit -f ${fileLimitKb}; exec ${node}`], { cwd: root, env, stdio: 'pipe' })
    : spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: root, env, stdio: 'pipe' });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + 30_000;
  while (!/Site: http/.test(log)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin, child };
}

/** Sends `signal` to the server and resolves once it has exited. */
function signal(s: Server, sig: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  return new Promise((r) => {
    if (s.child.exitCode !== null) return r();
    s.child.once('exit', () => r());
    s.child.kill(sig);
  });
}
const stop = (s: Server) => signal(s, 'SIGTERM');

// --- load ------------------------------------------------------------------------------------------------------
function leadBody(key: string): FormData {
  const fd = new FormData();
  const fields: Record<string, string> = {
    name: `Bench ${key.slice(0, 8)}`,
    phone: '(281) 555-0100',
    _replyto: 'bench@example.com',
    address: '4410 Magnolia Dr, Pearland, TX 77584',
    best_time: 'Anytime',
    message: 'Crack over the garage door. '.repeat(8),
    website: '',
    _form: 'book-inspection',
    _key: key,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

/** Posts one lead; resolves with the acknowledged id, or null (refused, failed, cut off). */
async function postLead(origin: string, key: string): Promise<{ id: string | null; status: number }> {
  try {
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: leadBody(key),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    return { id: res.ok && body.id ? body.id : null, status: res.status };
  } catch {
    return { id: null, status: 0 };
  }
}

/** Keeps `concurrency` posts in flight until `stop()` says so or `total` were sent. */
async function burst(
  origin: string,
  { concurrency, total = Infinity, stop = () => false }: { concurrency: number; total?: number; stop?: () => boolean },
) {
  const acked: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total && !stop()) {
        sent++;
        const r = await postLead(origin, crypto.randomBytes(12).toString('hex'));
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.id && acked.push(r.id) === 1 && values.role === 'load') process.stdout.write('FIRST\n');
      }
    }),
  );
  return { acked, statuses, sent };
}

async function pageTimes(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

// --- the receiving side (its own process): a mail server and a webhook endpoint that log what they take --------
// One line per delivery taken: `<channel> <dedupe key> <lead id>`. The dedupe key is the Message-ID (email) or the
// Idempotency-Key header (webhook); the lead id is read from X-Lead-Id / the JSON body, to check the two agree.
if (values.role === 'sink') {
  const log = values.log!;
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
  await new Promise(() => {}); // until killed
}

// --- the load generator (its own process): posts leads, prints the acknowledged ids as JSON on stdin's end ----
if (values.role === 'load') {
  let stopped = false;
  process.stdin.on('data', () => (stopped = true)).on('end', () => (stopped = true));
  const result = await burst(values.origin!, {
    concurrency: Number(values.concurrency),
    total: values.total ? Number(values.total) : Infinity,
    stop: () => stopped,
  });
  process.stdout.write(
    `RESULT ${JSON.stringify({ acked: result.acked, statuses: [...result.statuses], sent: result.sent })}\n`,
  );
  process.exit(0);
}

const sinkLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-sink-')), 'received.log');
fs.writeFileSync(sinkLog, '');
const sinkChild = spawn(
  'nice',
  ['-n', '10', process.execPath, '--import', 'tsx', 'scripts/bench/leads.ts', '--role', 'sink', '--log', sinkLog],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const [smtpPort, hookPort] = await new Promise<[number, number]>((resolve) =>
  sinkChild.stdout!.on('data', (d: Buffer) => {
    const m = /ports (\d+) (\d+)/.exec(d.toString());
    if (m) resolve([Number(m[1]), Number(m[2])]);
  }),
);
const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
const webhookUrl = `http://127.0.0.1:${hookPort}/leads`;

interface Received {
  /** dedupe key → times taken (raw, before the receiving side drops repeats) */
  times: Map<string, number>;
  /** deliveries whose dedupe key is missing or is not the lead's id (each would show as a separate lead) */
  badKey: number;
}
/** What the receiving side took on `channel` so far, counted by dedupe key. */
function received(channel: 'email' | 'webhook'): Received {
  const out: Received = { times: new Map(), badKey: 0 };
  for (const line of fs.readFileSync(sinkLog, 'utf8').split('\n')) {
    const [ch, key, id] = line.split(' ');
    if (ch !== channel) continue;
    if (!key || key === '-' || key !== id) out.badKey++;
    else out.times.set(key, (out.times.get(key) ?? 0) + 1);
  }
  return out;
}
/** Raw repeats: deliveries of a key beyond its first. */
const repeats = (r: Received) => [...r.times.values()].reduce((n, t) => n + t - 1, 0);

/** Runs the load generator in a child process until `total` posts are done or `stop()` is called. */
function loadProcess(origin: string, concurrency: number, total?: number, { niced = false } = {}) {
  // Niced while pages are timed: it stands in for clients on other machines, so it should not take the server's CPU.
  const args = [
    '-n',
    niced ? '10' : '0',
    process.execPath,
    '--import',
    'tsx',
    'scripts/bench/leads.ts',
    '--role',
    'load',
  ];
  args.push('--origin', origin, '--concurrency', String(concurrency), ...(total ? ['--total', String(total)] : []));
  const child = spawn('nice', args, { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let firstAck!: () => void;
  const started = new Promise<void>((r) => (firstAck = r));
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.includes('FIRST')) firstAck();
  });
  const done = new Promise<{ acked: string[]; statuses: Map<number, number>; sent: number }>((resolve) =>
    child.once('exit', () => {
      firstAck();
      const line = out.split('\n').find((l) => l.startsWith('RESULT ')) ?? 'RESULT {"acked":[],"statuses":[],"sent":0}';
      const r = JSON.parse(line.slice(7)) as { acked: string[]; statuses: [number, number][]; sent: number };
      resolve({ acked: r.acked, statuses: new Map(r.statuses), sent: r.sent });
    }),
  );
  return { started, done, stop: () => child.stdin!.end() };
}

async function untilDelivered(
  ids: string[],
  timeoutMs: number,
  channels: ('email' | 'webhook')[] = ['email'],
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const got = channels.map((c) => received(c).times);
    if (got.every((m) => ids.every((id) => m.has(id)))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-leads-${name}-`));
const report: string[] = [];
const say = (line: string) => {
  console.log(line);
  report.push(line);
};
let failed = false;

// 1. Sustained throughput with delivery on.
{
  const dataDir = tmp('rate');
  const s = await startServer(dataDir);
  const t0 = performance.now();
  const { acked } = await loadProcess(s.origin, 32, LEADS).done;
  const tAck = performance.now() - t0;
  const delivered = await untilDelivered(acked, 120_000);
  const tAll = performance.now() - t0;
  say(
    `1. Throughput: ${acked.length}/${LEADS} leads acknowledged in ${(tAck / 1000).toFixed(1)} s = ${(acked.length / (tAck / 1000)).toFixed(0)} leads/s; ` +
      `all emailed after ${(tAll / 1000).toFixed(1)} s = ${(acked.length / (tAll / 1000)).toFixed(0)} leads/s end to end${delivered ? '' : ' (NOT all delivered)'}`,
  );
  if (!delivered) failed = true;
  const part1 = received('email');
  const part1Repeats = acked.reduce((n, id) => n + (part1.times.get(id) ?? 1) - 1, 0);
  if (part1Repeats || part1.badKey) {
    say(`   emailed twice without any crash: ${part1Repeats}; without the lead id as Message-ID: ${part1.badKey}`);
    failed = true;
  }

  // 2. Page p99 idle and during a burst, in alternating phases (idle, burst, idle, burst …) so that whatever else
  //    the machine is doing weighs on both alike; each p99 is over all samples of its kind. An idle phase starts
  //    once the previous burst's leads are all delivered.
  await pageTimes(s.origin, 20); // warm up
  const idle: number[] = [];
  const during: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  for (let phase = 0; phase < PHASES; phase++) {
    idle.push(...(await pageTimes(s.origin, PER_PHASE)));
    const load = loadProcess(s.origin, 32, undefined, { niced: true });
    await load.started;
    during.push(...(await pageTimes(s.origin, PER_PHASE)));
    load.stop();
    const done = await load.done;
    sent += done.sent;
    for (const [st, n] of done.statuses) statuses.set(st, (statuses.get(st) ?? 0) + n);
    await untilDelivered(done.acked, 120_000);
  }
  const ratio = pct(during, 99) / pct(idle, 99);
  say(
    `2. Page GET / p50/p99 (${PHASES} idle and ${PHASES} burst phases, ${idle.length} + ${during.length} requests): idle ${ms(pct(idle, 50))} / ${ms(pct(idle, 99))}; during bursts (32 posts in flight, ${sent} posted: ${[...statuses].map(([st, n]) => `${n}×${st}`).join(', ')}) ${ms(pct(during, 50))} / ${ms(pct(during, 99))} (p99 ×${ratio.toFixed(2)})`,
  );
  await stop(s);
}

// 3. The server stopped during a burst, ROUNDS times with kill -9 and 3 times with SIGTERM (a deploy or a
//    `systemctl restart`), each on its own data folder, with email and webhook delivery on.
async function crashRounds(sig: 'SIGKILL' | 'SIGTERM', rounds: number) {
  const dataDir = tmp(sig === 'SIGKILL' ? 'kill' : 'term');
  const acked: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const s = await startServer(dataDir, { webhook: true });
    const load = loadProcess(s.origin, 32, undefined, { niced: true });
    await load.started;
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
    const exited = signal(s, sig);
    load.stop();
    await exited;
    acked.push(...(await load.done).acked);
  }
  const s = await startServer(dataDir, { webhook: true }); // the last start delivers what is left
  const delivered = await untilDelivered(acked, 180_000, ['email', 'webhook']);
  await new Promise((r) => setTimeout(r, 1000));
  await stop(s);
  const stored = new Set(readRecords(dataDir).records.map((r) => r.id));
  const lost = acked.filter((id) => !stored.has(id)).length;
  const damaged = fs.existsSync(path.join(dataDir, 'submissions.jsonl.damaged'))
    ? fs.readFileSync(path.join(dataDir, 'submissions.jsonl.damaged'), 'utf8').split('\n').filter(Boolean).length
    : 0;
  const per = (['email', 'webhook'] as const).map((channel) => {
    const got = received(channel);
    const mine = new Map([...got.times].filter(([id]) => stored.has(id)));
    return {
      channel,
      never: acked.filter((id) => !mine.has(id)).length,
      repeats: repeats({ times: mine, badKey: 0 }),
      repeatedLeads: [...mine.values()].filter((n) => n > 1).length,
      badKey: got.badKey,
    };
  });
  const name = sig === 'SIGKILL' ? 'kill -9' : 'SIGTERM';
  say(
    `3. ${name} during a burst ×${rounds}: ${acked.length} acknowledged, lost ${lost}; torn tails moved aside: ${damaged}${delivered ? '' : ' (delivery timed out)'}`,
  );
  for (const c of per)
    say(
      `   ${c.channel}: not delivered ${c.never}; delivered under a second dedupe key ${c.badKey}; raw repeats at the receiver ${c.repeats} (${c.repeatedLeads} leads, each with the same ${c.channel === 'email' ? 'Message-ID' : 'Idempotency-Key'}, so the receiver keeps one)`,
    );
  // Ours, always 0: a lost or undelivered lead, a delivery without its dedupe key, and any repeat after a
  // graceful stop. A repeat after kill -9 is the window README "Measured" explains; it is printed, not hidden.
  if (lost || per.some((c) => c.never || c.badKey || (sig === 'SIGTERM' && c.repeats))) failed = true;
  return per;
}
const killed = await crashRounds('SIGKILL', ROUNDS);
await crashRounds('SIGTERM', 3);
if (killed.some((c) => c.repeats))
  say(
    '   A raw repeat after kill -9 is a delivery the receiver had committed to when the server died, before the server had read its answer ("250" / 200) and written it down (the SMTP duplicate window, RFC 1047); the resend carries the same dedupe key, so the receiving side shows the lead once.',
  );

// 4. Full disk: a 64 KiB file-size limit on the server process.
{
  const dataDir = tmp('full');
  const s = await startServer(dataDir, { fileLimitKb: 64 });
  const { acked, statuses } = await loadProcess(s.origin, 8, 400).done;
  await stop(s);
  const stored = new Set(readRecords(dataDir).records.map((r) => r.id));
  const lost = acked.filter((id) => !stored.has(id)).length;
  const again = await startServer(dataDir);
  const after = await postLead(again.origin, crypto.randomBytes(12).toString('hex'));
  await stop(again);
  const counts = [...statuses].map(([st, n]) => `${n}×${st}`).join(', ');
  say(
    `4. Full disk (64 KiB file limit): ${counts}; acknowledged ${acked.length}, lost ${lost}; after a restart with room: ${after.status}`,
  );
  if (lost || after.status !== 200 || !statuses.get(503)) failed = true;
}

sinkChild.kill();
console.log(failed ? '\nFAILED: a must-be-0 count is not 0 (see above).' : '\nAll counts as required.');
process.exit(failed ? 1 : 0);
