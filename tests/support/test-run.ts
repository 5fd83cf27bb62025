// One `vitest run` is one test run: a folder of its own under .tmp/test-runs/ (made by tests/support/run-setup.ts,
// the global setup of every project), where the site-copy builds share their output (tests/support/site-copy.ts)
// and record what they cost, for the time table at the end of the run (tests/support/time-report.ts).
import fs from 'node:fs';
import path from 'node:path';

export const runsRoot = (root: string) => path.join(root, '.tmp', 'test-runs');

/** The environment variable holding the run's id (its folder's name), in every process of the run. */
export const RUN_ID = 'SITE_TEST_RUN';

const DAY = 24 * 60 * 60 * 1000;

/** Makes a new run's folder, and removes the folders of runs over a day old; returns the new folder. */
export function newRun(root: string): string {
  const runs = runsRoot(root);
  fs.mkdirSync(runs, { recursive: true });
  for (const old of fs.readdirSync(runs)) {
    const dir = path.join(runs, old);
    if (Date.now() - fs.statSync(dir).mtimeMs > DAY) fs.rmSync(dir, { recursive: true, force: true });
  }
  const dir = path.join(runs, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A build of a copy of the site during a test: how long it took, and whether the run had built it already. */
export interface BuildRecord {
  /** The test file that asked for it, relative to the project. */
  file: string;
  /** What was built: `vite-react-ssg build`, `scripts/check.ts` … */
  what: string;
  ms: number;
  /** Served from the run's cache instead of built again. */
  shared: boolean;
}

const recordsOf = (runDir: string) => path.join(runDir, 'builds.jsonl');

/** The run's folder of builds shared by identical copies (tests/support/site-copy.ts, `buildIn`). */
export const SHARED_BUILDS = 'builds';

/** The run's folder of the review's base builds (tests/support/site-copy.ts, `reviewCacheDir`). */
export const REVIEW_BUILDS = 'review-cache';

export function recordBuild(runDir: string, record: BuildRecord): void {
  fs.mkdirSync(runDir, { recursive: true });
  // One short line per append: concurrent workers never interleave within it.
  fs.appendFileSync(recordsOf(runDir), `${JSON.stringify(record)}\n`);
}

export function readBuilds(runDir: string): BuildRecord[] {
  if (!fs.existsSync(recordsOf(runDir))) return [];
  return fs
    .readFileSync(recordsOf(runDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildRecord);
}
