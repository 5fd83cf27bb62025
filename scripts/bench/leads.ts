// `npm run bench:leads`: measures the self-hosted receiver as it runs in production (scripts/serve.ts in a child
// process, the built dist/, email delivery to a real SMTP server on 127.0.0.1):
//  1. sustained leads per second, acknowledged and delivered by email;
//  2. page p99 (GET /) idle and during bursts of submissions (alternating phases);
//  3. kill -9 of the server during a burst, ROUNDS times, restarting it each time, with email and webhook
//     delivery: acknowledged leads lost (must be 0), not delivered (must be 0), a lead delivered under two
//     different dedupe keys (must be 0), and the raw repeats the receiving side saw (the same lead sent again
//     with the same Message-ID / Idempotency-Key after a kill: counted and printed, see docs/forms-and-leads.md);
//  4. a full disk (a file-size limit, `ulimit -f`, on the server process): 503s, nothing acknowledged lost, and
//     submissions accepted again after a restart without the limit;
//  5. held posts (no challenge: JavaScript off, or a bot): the question page's time and size, the answered ones
//     emailed once under their own id, the never-answered ones never (must be 0).
// Every lead of parts 1–4 is posted as the form's script posts it: with the server's challenge, fetched at least
// 2 s before and answered (leads/load.ts keeps a pool of them).
// The receiving side (its own process) logs every email and webhook call it takes, at the moment it commits to it,
// with the dedupe key it carries, so repeats are counted where they arrive (leads/receiver.ts). The parts: the server
// under test (leads/server.ts), the load generator and page timings (leads/load.ts), the receiving side, and the
// crash harness of part 3 (leads/crash.ts); this file runs the parts in order and reports.
// Options: --leads N (part 1, default 1000), --rounds N (part 3, default 10). Exits 1 when a must-be-0 is not 0.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRecords } from '../server/lead-store.ts';
import { crashRounds } from './leads/crash.ts';
import { answerHeld, leadKey, loadProcess, pageTimes, postHeld, postLead, runLoadRole } from './leads/load.ts';
import { received, runSink, startReceiver, untilDelivered } from './leads/receiver.ts';
import { dataFolder, startServer, stop, type ServerSetup } from './leads/server.ts';

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

if (values.role === 'sink') await runSink(values.log!);
if (values.role === 'load')
  await runLoadRole(values.origin!, Number(values.concurrency), values.total ? Number(values.total) : Infinity);

const receiver = await startReceiver(root);
const setup: ServerSetup = { root, dist, receiver };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const say = (line: string) => console.log(line);
let failed = false;

// 1. Sustained throughput with delivery on.
{
  const dataDir = dataFolder('rate');
  const s = await startServer(setup, dataDir);
  // Timed from the first acknowledgement: the first challenges must be 2 s old before they can be answered.
  const load = loadProcess(root, s.origin, 32, LEADS);
  await load.started;
  const t0 = performance.now();
  const { acked } = await load.done;
  const tAck = performance.now() - t0;
  const delivered = await untilDelivered(receiver, acked, 120_000);
  const tAll = performance.now() - t0;
  say(
    `1. Throughput: ${acked.length}/${LEADS} leads acknowledged in ${(tAck / 1000).toFixed(1)} s = ${(acked.length / (tAck / 1000)).toFixed(0)} leads/s; ` +
      `all emailed after ${(tAll / 1000).toFixed(1)} s = ${(acked.length / (tAll / 1000)).toFixed(0)} leads/s end to end${delivered ? '' : ' (NOT all delivered)'}`,
  );
  if (!delivered) failed = true;
  const part1 = received(receiver, 'email');
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
    const load = loadProcess(root, s.origin, 32, undefined, { niced: true });
    await load.started;
    during.push(...(await pageTimes(s.origin, PER_PHASE)));
    load.stop();
    const done = await load.done;
    sent += done.sent;
    for (const [st, n] of done.statuses) statuses.set(st, (statuses.get(st) ?? 0) + n);
    await untilDelivered(receiver, done.acked, 120_000);
  }
  const ratio = pct(during, 99) / pct(idle, 99);
  say(
    `2. Page GET / p50/p99 (${PHASES} idle and ${PHASES} burst phases, ${idle.length} + ${during.length} requests): idle ${ms(pct(idle, 50))} / ${ms(pct(idle, 99))}; during bursts (32 posts in flight, ${sent} posted: ${[...statuses].map(([st, n]) => `${n}×${st}`).join(', ')}) ${ms(pct(during, 50))} / ${ms(pct(during, 99))} (p99 ×${ratio.toFixed(2)})`,
  );
  await stop(s);
}

// 3. The server stopped during a burst, ROUNDS times with kill -9 and 3 times with SIGTERM (a deploy or a
//    `systemctl restart`), each on its own data folder, with email and webhook delivery on.
const killed = await crashRounds(setup, 'SIGKILL', ROUNDS, say);
const termed = await crashRounds(setup, 'SIGTERM', 3, say);
if (killed.failed || termed.failed) failed = true;
if (killed.per.some((c) => c.repeats))
  say(
    '   A raw repeat after kill -9 is a delivery the receiver had committed to when the server died, before the server had read its answer ("250" / 200) and written it down (the SMTP duplicate window, RFC 1047); the resend carries the same dedupe key, so the receiving side shows the lead once.',
  );

// 4. Full disk: a 64 KiB file-size limit on the server process.
{
  const dataDir = dataFolder('full');
  const s = await startServer(setup, dataDir, { fileLimitKb: 64 });
  const { acked, statuses } = await loadProcess(root, s.origin, 8, 400).done;
  await stop(s);
  const stored = new Set(readRecords(dataDir).records.map((r) => r.id));
  const lost = acked.filter((id) => !stored.has(id)).length;
  const again = await startServer(setup, dataDir);
  const after = await postLead(again.origin, leadKey());
  await stop(again);
  const counts = [...statuses].map(([st, n]) => `${n}×${st}`).join(', ');
  say(
    `4. Full disk (64 KiB file limit): ${counts}; acknowledged ${acked.length}, lost ${lost}; after a restart with room: ${after.status}`,
  );
  if (lost || after.status !== 200 || !statuses.get(503)) failed = true;
}

// 5. Held posts: posted without a challenge, half answered on the question page, half left (bots).
{
  const HELD = Math.max(20, Math.round(LEADS / 5));
  const dataDir = dataFolder('held');
  const s = await startServer(setup, dataDir);
  const posted: { status: number; html: string; ms: number }[] = [];
  for (let i = 0; i < HELD; i += 8)
    posted.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, HELD - i) }, (_, j) => postHeld(s.origin, `Held ${i + j}`)),
      )),
    );
  const pages = posted.filter((p) => p.status === 200 && p.html.includes('name="_held"'));
  await new Promise((r) => setTimeout(r, 2100)); // a person reads the page and answers
  const answered = pages.filter((_, i) => i % 2 === 0);
  const ignored = pages.filter((_, i) => i % 2 === 1).map((p) => /name="_held" value="([^"]*)"/.exec(p.html)![1]!);
  const answers = await Promise.all(answered.map((p) => answerHeld(s.origin, p.html)));
  const ok = answers.filter((a) => a.status === 303).map((a) => a.id);
  const delivered = await untilDelivered(receiver, ok, 60_000);
  await new Promise((r) => setTimeout(r, 1000));
  const emails = received(receiver, 'email');
  const once = ok.filter((id) => emails.times.get(id) === 1).length;
  const leaked = ignored.filter((id) => emails.times.has(id)).length;
  await stop(s);
  const times = posted.map((p) => p.ms);
  const kb = (pages[0]?.html.length ?? 0) / 1024;
  say(
    `5. Held posts (no challenge): ${posted.length} posted, ${pages.length} answered with the question page ` +
      `(${kb.toFixed(0)} KB, p50/p99 ${ms(pct(times, 50))} / ${ms(pct(times, 99))}); ${answered.length} answered: ` +
      `${ok.length} on to the thank-you page, ${once} emailed once under their own id; ` +
      `${ignored.length} never answered: ${leaked} delivered (must be 0)`,
  );
  if (leaked || !delivered || once !== answered.length || pages.length !== HELD) failed = true;
}

receiver.child.kill();
console.log(failed ? '\nFAILED: a must-be-0 count is not 0 (see above).' : '\nAll counts as required.');
process.exit(failed ? 1 : 0);
