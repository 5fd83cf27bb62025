// How `npm test` runs its steps (scripts/test-run/stages.ts): side by side, every step to its end, each one's output
// printed whole in the order given, a failing or missing command named, and the table of their times.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { stepsTable, together, type Step, type StepTime } from '../../scripts/test-run/stages.ts';

const node = (step: string, code: string): Step => ({
  step,
  title: `Step ${step}`,
  cmd: process.execPath,
  args: ['-e', code],
});

/** Runs the steps as npm test does, with the log kept: whether all passed, the log's text and the steps' times. */
async function run(group: Step[]) {
  const lines: string[] = [];
  const times: StepTime[] = [];
  const ok = await together(group, times, { log: (l) => lines.push(l) });
  return { ok, log: lines.join('\n'), times };
}

describe("npm test's steps", () => {
  it('run side by side, to the end, with each output whole and in the order given', async () => {
    const started = Date.now();
    const { ok, log, times } = await run([
      // The first step ends last: its output still comes first.
      node('slow', "setTimeout(() => console.log('slow one'), 600)"),
      node('fast', "console.log('fast one'); console.error('to stderr')"),
    ]);
    expect(ok).toBe(true);
    expect(log).toContain('Step slow, Step fast: side by side');
    expect(log.indexOf('slow one')).toBeLessThan(log.indexOf('fast one'));
    expect(log).toContain('to stderr');
    expect(log).toMatch(/✔ Step slow \(\d+\.\d s\)/);
    expect(times.map((t) => [t.step, t.ok])).toEqual([
      ['slow', true],
      ['fast', true],
    ]);
    // Side by side: the whole took about the slow one's time, not the sum.
    expect(times[0]!.ms).toBeGreaterThanOrEqual(600);
    expect(Date.now() - started).toBeLessThan(times[0]!.ms + times[1]!.ms + 5_000);
  });

  it('name every failing step, and a command that cannot start, without stopping the others', async () => {
    const { ok, log, times } = await run([
      node('fails', 'process.exit(3)'),
      { step: 'missing', title: 'Step missing', cmd: '/no/such/command', args: [] },
      node('passes', "console.log('still ran')"),
    ]);
    expect(ok).toBe(false);
    expect(log).toContain('✖ Step fails failed (exit 3).');
    expect(log).toMatch(/✖ Step missing failed/);
    expect(log).toMatch(/ENOENT/);
    expect(log).toContain('still ran');
    expect(times.map((t) => [t.step, t.ok])).toEqual([
      ['fails', false],
      ['missing', false],
      ['passes', true],
    ]);
  });

  it('run a step at the niceness it asks for (the CPU the others leave), every process it starts as well', async () => {
    // The step starts a child of its own, which reports its niceness: nice(1)'s value is inherited.
    const report = "console.log('niceness', require('os').getPriority())";
    const { ok, log } = await run([
      {
        ...node(
          'beside',
          `require('child_process').execFileSync(process.execPath, ['-e', "${report}"], { stdio: 'inherit' })`,
        ),
        nice: 7,
      },
      node('normal', report),
    ]);
    expect(ok).toBe(true);
    // At most 19, whatever this test's own niceness (under npm test the unit tests themselves run at 19).
    const own = os.getPriority();
    expect(log).toMatch(new RegExp(`Step beside: nice -n 7 \\S+ -e[^]*niceness ${Math.min(19, own + 7)}\\n`));
    expect(log).toMatch(new RegExp(`Step normal: \\S+ -e[^]*niceness ${own}\\n`));
  });

  it('end with a table of each step and the whole run', () => {
    const text = stepsTable(
      [
        { step: 'check', ms: 65_800, ok: true },
        { step: 'vitest unit', ms: 139_600, ok: false },
      ],
      205_400,
    );
    const rows = text.split('\n');
    expect(rows[0]).toBe('Time per step of npm test');
    expect(rows.find((r) => r.startsWith('check'))).toMatch(/65\.8 s\s+passed$/);
    expect(rows.find((r) => r.startsWith('vitest unit'))).toMatch(/139\.6 s\s+FAILED$/);
    expect(rows.at(-1)).toMatch(/^all\s+205\.4 s/);
  });
});
