// The caches `npm test` keeps between runs, and whether a run found them: a fresh clone (as in CI) has none of them
// and computes each thing once, the next run in the same checkout reuses them. `npm test` counts each cache's files
// at its start and at its end (scripts/test-all.ts), and prints beside its time table, per cache, whether it was
// there (a hit for what did not change) or absent (everything computed now), and how many files the run added: a
// run's figures say whether they are a cold or a warm run's. The copies of the site the tests make use the same
// folders (tests/support/build-env.ts, tests/support/site-copy.ts), so what one lane or copy computed, the others
// find.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/content/load.ts';
import { table } from '../../tests/support/time-report.ts';
import { checkCacheDir } from '../checks/result-cache.ts';
import { photoCacheDir } from '../photos/cache-dir.ts';

export interface RunCache {
  /** What it keeps, as the table says it. */
  name: string;
  /** Its folder, relative to the project. */
  dir: string;
}

/** Every cache a step of `npm test` reads and a later run finds, with the folder it keeps its files in. */
export const RUN_CACHES: RunCache[] = [
  { name: 'ESLint results', dir: 'node_modules/.cache/eslint' },
  { name: 'Prettier results', dir: 'node_modules/.cache/prettier' },
  { name: 'tsc (incremental)', dir: 'node_modules/.cache/tsc' },
  {
    name: "gate's results (HTML validity, spelling, component schemas)",
    dir: path.relative(projectRoot, checkCacheDir({})),
  },
  { name: 'photo encodes', dir: path.relative(projectRoot, photoCacheDir(projectRoot, {})) },
  { name: "editor's app bundle", dir: 'node_modules/.cache/site-editor' },
  { name: 'build record (dist/ up to date)', dir: 'node_modules/.cache/site-build' },
  { name: "vitest's file times (order of files)", dir: 'node_modules/.vite/vitest' },
];
// Not listed, since no run finds them: Vite's optimized dependencies of the dev servers and editor previews the tests
// start (each copy's own: their hash names the folder) and the review's base builds (the run's own folder,
// tests/support/site-copy.ts), made once a run and removed at its end.

function filesIn(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

/** How many files each cache holds now (0 when its folder is absent), in RUN_CACHES's order. */
export function cacheFiles(root: string, caches: RunCache[] = RUN_CACHES): number[] {
  return caches.map((c) => filesIn(path.join(root, c.dir)));
}

/** "cold", "warm" or "partly warm": how many of the caches the run found. */
export function runTemperature(atStart: number[]): string {
  const found = atStart.filter((n) => n > 0).length;
  if (!found) return 'cold';
  return found === atStart.length ? 'warm' : 'partly warm';
}

/**
 * The table printed beside the time table: each cache, whether the run found it (`hit`: its files were there, so
 * only what changed was computed again; `miss (absent)`: everything it keeps was computed by this run) and the files the
 * run added. `atStart` and `atEnd` are cacheFiles at the run's start and end.
 */
export function cachesTable(atStart: number[], atEnd: number[], caches: RunCache[] = RUN_CACHES): string {
  const rows = caches.map((c, i) => {
    const before = atStart[i]!;
    const added = atEnd[i]! - before;
    return [
      c.name,
      c.dir,
      before ? `hit (${before} files kept)` : 'miss (absent)',
      added > 0 ? `+${added}` : String(added),
    ];
  });
  const found = atStart.filter((n) => n > 0).length;
  return table(
    `Caches at the start of this run: ${runTemperature(atStart)} (${found} of ${caches.length} found)`,
    ['cache', 'folder', 'at the start', 'files added'],
    rows,
  );
}
