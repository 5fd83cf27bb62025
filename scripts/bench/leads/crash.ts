// Part 3 of `npm run bench:leads` (scripts/bench/leads.ts), the crash harness: the server stopped during a burst,
// round after round on one data folder, then started once more to deliver what is left; what was acknowledged is
// checked against what the lead store holds and what the receiving side took.
import fs from 'node:fs';
import path from 'node:path';
import { readRecords } from '../../server/lead-store.ts';
import { loadProcess } from './load.ts';
import { received, repeats, untilDelivered } from './receiver.ts';
import { dataFolder, signal, startServer, stop, type ServerSetup } from './server.ts';

/** Stops the server with `sig` during a burst, `rounds` times, with email and webhook delivery on; says what was lost,
 * not delivered or repeated. `failed` when one of ours is not 0: a lost or undelivered lead, a delivery without its
 * dedupe key, or any repeat after a graceful stop. A repeat after kill -9 is the window docs/forms-and-leads.md explains; it
 * is printed, not hidden. */
export async function crashRounds(
  setup: ServerSetup,
  sig: 'SIGKILL' | 'SIGTERM',
  rounds: number,
  say: (line: string) => void,
) {
  const dataDir = dataFolder(sig === 'SIGKILL' ? 'kill' : 'term');
  const acked: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const s = await startServer(setup, dataDir, { webhook: true });
    const load = loadProcess(setup.root, s.origin, 32, undefined, { niced: true });
    await load.started;
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
    const exited = signal(s, sig);
    load.stop();
    await exited;
    acked.push(...(await load.done).acked);
  }
  const s = await startServer(setup, dataDir, { webhook: true }); // the last start delivers what is left
  const delivered = await untilDelivered(setup.receiver, acked, 180_000, ['email', 'webhook']);
  await new Promise((r) => setTimeout(r, 1000));
  await stop(s);
  const stored = new Set(readRecords(dataDir).records.map((r) => r.id));
  const lost = acked.filter((id) => !stored.has(id)).length;
  const damaged = fs.existsSync(path.join(dataDir, 'submissions.jsonl.damaged'))
    ? fs.readFileSync(path.join(dataDir, 'submissions.jsonl.damaged'), 'utf8').split('\n').filter(Boolean).length
    : 0;
  const per = (['email', 'webhook'] as const).map((channel) => {
    const got = received(setup.receiver, channel);
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
  const failed = Boolean(lost || per.some((c) => c.never || c.badKey || (sig === 'SIGTERM' && c.repeats)));
  return { per, failed };
}
