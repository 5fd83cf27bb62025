// The time table at the end of `vitest run` (and so of `npm test`): each project's time, the ten slowest test
// files, and the builds of site copies (tests/support/site-copy.ts records them in the run's folder). A vitest
// reporter, beside the default one (vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { REVIEW_BUILDS, RUN_ID, SHARED_BUILDS, readBuilds, runsRoot, type BuildRecord } from './test-run.ts';

interface FileTime {
  project: string;
  file: string;
  ms: number;
}

interface ProjectTime {
  name: string;
  files: number;
  /** From its first file's start to its last file's end. */
  wallMs: number;
  /** The files' own durations added up (more than wallMs when files run side by side). */
  sumMs: number;
}

/** A duration as the tables print it: "12.3 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A plain-text table: a title row, then the rows, columns padded to their widest cell. */
export function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The three parts of the time table, from what the run measured. */
export function timeTables(projects: ProjectTime[], files: FileTime[], builds: BuildRecord[]): string {
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const real = builds.filter((b) => !b.shared);
  const shared = builds.filter((b) => b.shared);
  const byFile = new Map<string, { count: number; ms: number }>();
  for (const b of real) {
    const entry = byFile.get(b.file) ?? { count: 0, ms: 0 };
    byFile.set(b.file, { count: entry.count + 1, ms: entry.ms + b.ms });
  }
  return [
    table(
      'Time per project',
      ['project', 'files', 'time', 'files added up'],
      projects.map((p) => [p.name, String(p.files), seconds(p.wallMs), seconds(p.sumMs)]),
    ),
    table(
      'The ten slowest test files',
      ['file', 'project', 'time'],
      slowest.map((f) => [f.file, f.project, seconds(f.ms)]),
    ),
    table(
      `Builds of site copies: ${real.length} built, ${seconds(real.reduce((t, b) => t + b.ms, 0))} in all` +
        (shared.length
          ? `; ${shared.length} shared an identical copy's build (${seconds(shared.reduce((t, b) => t + b.ms, 0))})`
          : ''),
      ['file', 'builds', 'time'],
      [...byFile].sort((a, b) => b[1].ms - a[1].ms).map(([file, b]) => [file, String(b.count), seconds(b.ms)]),
    ),
  ].join('\n\n');
}

export default class TimeReport implements Reporter {
  private root = process.cwd();
  private started = new Map<string, number>();
  private spans = new Map<string, { start: number; end: number }>();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name;
    const start = this.started.get(module.moduleId) ?? Date.now();
    const span = this.spans.get(name);
    this.spans.set(name, { start: Math.min(span?.start ?? start, start), end: Date.now() });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (!modules.length) return;
    const files: FileTime[] = modules.map((m) => {
      const d = m.diagnostic();
      return {
        project: m.project.name,
        file: path.relative(this.root, m.moduleId),
        ms: d.duration + d.collectDuration + d.setupDuration + d.environmentSetupDuration,
      };
    });
    const projects: ProjectTime[] = [...new Set(files.map((f) => f.project))].map((name) => {
      const own = files.filter((f) => f.project === name);
      const span = this.spans.get(name);
      return {
        name,
        files: own.length,
        wallMs: span ? span.end - span.start : 0,
        sumMs: own.reduce((t, f) => t + f.ms, 0),
      };
    });
    const run = process.env[RUN_ID];
    const runDir = run ? path.join(runsRoot(this.root), run) : undefined;
    // `npm test` runs the projects in several vitest processes and prints one table for all of them at its end.
    if (runDir && process.env[TABLE_LATER]) {
      fs.writeFileSync(path.join(runDir, `times-${process.pid}.json`), JSON.stringify({ projects, files }));
      return;
    }
    console.log(`\n${timeTables(projects, files, runDir ? readBuilds(runDir) : [])}\n`);
    if (runDir) endRun(runDir);
  }
}

/** Set by `npm test` (scripts/test-all.ts): each vitest process leaves its times in the run's folder instead of
 * printing a table of its own, and the run's table is printed once, by runTable, at the end. */
export const TABLE_LATER = 'SITE_TEST_TABLE_LATER';

/** The table of a run made of several vitest processes (each left its times with TABLE_LATER set). */
export function runTable(runDir: string): string {
  const projects: ProjectTime[] = [];
  const files: FileTime[] = [];
  for (const f of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    if (!/^times-\d+\.json$/.test(f)) continue;
    const times = JSON.parse(fs.readFileSync(path.join(runDir, f), 'utf8')) as {
      projects: ProjectTime[];
      files: FileTime[];
    };
    projects.push(...times.projects);
    files.push(...times.files);
  }
  return timeTables(projects, files, readBuilds(runDir));
}

/** The shared builds and the review's base builds served their run (a copy of the site each): only the record stays. */
export function endRun(runDir: string): void {
  for (const dir of [SHARED_BUILDS, REVIEW_BUILDS]) fs.rmSync(path.join(runDir, dir), { recursive: true, force: true });
}
