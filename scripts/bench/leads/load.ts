// The load generator of `npm run bench:leads` (scripts/bench/leads.ts): posts leads to the server under test from
// its own process (`--role load`), so the page timings taken by the bench measure the server, not the bench's own
// event loop; and the timed page requests.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';

/** A lead as the book-inspection form sends it, without the challenge. */
function leadFields(name: string): Record<string, string> {
  return {
    name,
    phone: '(281) 555-0100',
    _replyto: 'bench@example.com',
    address: '4410 Magnolia Dr, Pearland, TX 77584',
    best_time: 'Anytime',
    message: 'Crack over the garage door. '.repeat(8),
    website: '',
    _form: 'book-inspection',
  };
}

/** The fields as a browser sends them (multipart/form-data). */
const formBody = (fields: Record<string, string>): FormData =>
  Object.entries(fields).reduce((fd, [k, v]) => (fd.append(k, v), fd), new FormData());

/**
 * Answered challenges, fetched ahead: the server takes an answer only 2 s after its question was issued (a person
 * takes longer), so the load generator keeps a pool fetched at least that long ago, as each visitor's form fetches
 * one when it loads.
 */
const pool: { token: string; answer: string; at: number }[] = [];
let filling: Promise<void> | null = null;
/** Why the last fill failed (the server was killed or is restarting), until one succeeds. */
let fillError: unknown = null;
const MIN_AGE_MS = 2100;

async function fillPool(origin: string) {
  while (pool.length < 400) {
    const batch = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const c = (await (await fetch(`${origin}/api/forms/challenge`)).json()) as {
          token: string;
          a: number;
          b: number;
        };
        return { token: c.token, answer: String(c.a + c.b) };
      }),
    );
    const at = Date.now();
    pool.push(...batch.map((c) => ({ ...c, at })));
  }
}

function startFill(origin: string) {
  filling ??= fillPool(origin)
    .then(
      () => (fillError = null),
      (err: unknown) => (fillError = err),
    )
    .then(() => {
      filling = null;
    });
}

/** An answered challenge at least 2 s old; throws when none can be had (the server is down), as a post would. */
async function answeredChallenge(origin: string): Promise<{ _challenge: string; _answer: string }> {
  for (;;) {
    if (pool.length < 200) startFill(origin);
    const oldest = pool[0];
    if (!oldest) {
      await filling;
      if (!pool.length && fillError) throw fillError;
      continue;
    }
    const age = Date.now() - oldest.at;
    if (age >= MIN_AGE_MS) {
      pool.shift();
      return { _challenge: oldest.token, _answer: oldest.answer };
    }
    await new Promise((r) => setTimeout(r, MIN_AGE_MS - age));
  }
}

/** A new lead's key, as the form would make one. */
export const leadKey = () => crypto.randomBytes(12).toString('hex');

/** Posts one lead as the form's script does (a challenge answered); the acknowledged id, or null. */
export async function postLead(origin: string, key: string): Promise<{ id: string | null; status: number }> {
  try {
    const proof = await answeredChallenge(origin);
    const res = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: formBody({ ...leadFields(`Bench ${key.slice(0, 8)}`), _key: key, ...proof }),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    return { id: res.ok && body.id ? body.id : null, status: res.status };
  } catch {
    return { id: null, status: 0 };
  }
}

/**
 * Posts one lead as a browser without JavaScript does (no challenge): the receiver holds it and answers with the
 * question page. Returns the page and the time it took.
 */
export async function postHeld(origin: string, name: string): Promise<{ status: number; html: string; ms: number }> {
  const t = performance.now();
  const res = await fetch(`${origin}/api/forms`, {
    method: 'POST',
    body: formBody(leadFields(name)),
    redirect: 'manual',
  });
  const html = await res.text();
  return { status: res.status, html, ms: performance.now() - t };
}

/** Answers a question page as its visitor would; the status (303 on to the thank-you page when right). */
export async function answerHeld(origin: string, html: string): Promise<{ id: string; status: number }> {
  const attr = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const [, a, b] = /(\d+) \+ (\d+)/.exec(html) ?? [];
  const id = attr('_held');
  const res = await fetch(`${origin}/api/forms`, {
    method: 'POST',
    body: formBody({ _held: id, _challenge: attr('_challenge'), _answer: String(Number(a) + Number(b)) }),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { id, status: res.status };
}

/** Keeps `concurrency` posts in flight until `stop()` says so or `total` were sent. */
async function burst(
  origin: string,
  {
    concurrency,
    total = Infinity,
    stop = () => false,
    onFirstAck = () => {},
  }: { concurrency: number; total?: number; stop?: () => boolean; onFirstAck?: () => void },
) {
  const acked: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total && !stop()) {
        sent++;
        const r = await postLead(origin, leadKey());
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.id && acked.push(r.id) === 1) onFirstAck();
      }
    }),
  );
  return { acked, statuses, sent };
}

/** `--role load`: posts leads, prints FIRST at the first acknowledgement and the acknowledged ids as JSON once
 * stdin ends (or `total` were sent), then exits. */
export async function runLoadRole(origin: string, concurrency: number, total = Infinity): Promise<never> {
  let stopped = false;
  process.stdin.on('data', () => (stopped = true)).on('end', () => (stopped = true));
  const result = await burst(origin, {
    concurrency,
    total,
    stop: () => stopped,
    onFirstAck: () => process.stdout.write('FIRST\n'),
  });
  process.stdout.write(
    `RESULT ${JSON.stringify({ acked: result.acked, statuses: [...result.statuses], sent: result.sent })}\n`,
  );
  process.exit(0);
}

/** Runs the load generator in a child process until `total` posts are done or `stop()` is called. */
export function loadProcess(root: string, origin: string, concurrency: number, total?: number, { niced = false } = {}) {
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

/** Times `count` requests for the home page, one after another. */
export async function pageTimes(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}
