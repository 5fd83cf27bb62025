// The steps of `npm test` (scripts/test-all.ts) and how they run: side by side, each step's output held and printed
// whole in the order given (or shown as it comes), the time of each, and the table of them at the end.
import { spawn } from 'node:child_process';
import { seconds, table } from '../../tests/support/time-report.ts';

export interface Step {
  /** Its row in the time table: "check", "vitest unit" … */
  step: string;
  /** What the log calls it. */
  title: string;
  cmd: string;
  args: string[];
  /**
   * Runs it with this niceness (nice(1), inherited by every process it starts): 19 takes only the CPU the steps at
   * normal priority leave idle, so it fills their gaps without slowing them.
   */
  nice?: number;
}

export interface StepTime {
  step: string;
  ms: number;
  ok: boolean;
}

const commandLine = (s: Step) => `${s.nice ? `nice -n ${s.nice} ` : ''}${s.cmd} ${s.args.join(' ')}`;

/**
 * Steps that share nothing, side by side. The first one's output is shown as it comes (`live`) or, like the others',
 * held and printed whole when it ends, in the order given, so the log reads as if they had run one after another.
 * All of them run to the end, so one run names every failing step. Each one's time is added to `times`; `log` is
 * where the lines go. Returns whether all passed.
 */
export async function together(
  group: Step[],
  times: StepTime[],
  { live = false, log = console.log }: { live?: boolean; log?: (line: string) => void } = {},
): Promise<boolean> {
  const started = Date.now();
  if (group.length > 1) log(`\n▶ ${group.map((s) => s.title).join(', ')}: side by side`);
  const ended = group.map(
    (s) =>
      new Promise<{ s: Step; ms: number; status: number | null; output: string }>((resolve) => {
        const shown = live && s === group[0];
        if (shown) log(`\n▶ ${s.title}: ${commandLine(s)}`);
        const child = spawn(s.nice ? 'nice' : s.cmd, s.nice ? ['-n', String(s.nice), s.cmd, ...s.args] : s.args, {
          stdio: ['ignore', shown ? 'inherit' : 'pipe', shown ? 'inherit' : 'pipe'],
        });
        let output = '';
        child.stdout?.on('data', (d) => (output += d));
        child.stderr?.on('data', (d) => (output += d));
        // A command that cannot start (not installed) is a failed step, with the reason in its output.
        child.on('error', (err) => (output += `${err.message}\n`));
        child.on('close', (status) => resolve({ s, ms: Date.now() - started, status, output }));
      }),
  );
  const results = [];
  for (const done of ended) {
    const r = await done;
    results.push(r);
    if (!(live && r.s === group[0])) log(`\n▶ ${r.s.title}: ${commandLine(r.s)}\n${r.output.trimEnd()}`);
    log(r.status === 0 ? `✔ ${r.s.title} (${seconds(r.ms)})` : `✖ ${r.s.title} failed (exit ${r.status}).`);
    times.push({ step: r.s.step, ms: r.ms, ok: r.status === 0 });
  }
  return results.every((r) => r.status === 0);
}

/** The table of the steps' times, and the whole run's (`allMs`). */
export function stepsTable(times: StepTime[], allMs: number): string {
  const rows = times.map((t) => [t.step, seconds(t.ms), t.ok ? 'passed' : 'FAILED']);
  return table('Time per step of npm test', ['step', 'time', ''], [...rows, ['all', seconds(allMs), '']]);
}
