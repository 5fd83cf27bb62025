// The environment for a build or check a test starts in a child process: without vitest's variables, and in
// production mode (vitest sets NODE_ENV=test, which would give the child React's development build and blow the
// script budgets the build checks). In a test run, every copy's build shares one photo cache, in the run's folder
// (tests/support/test-run.ts): a photo encoded for one copy is not encoded again for the next; and one cache of the
// writers' gate's results (CHECK_CACHE_DIR), which the copies' editors use too: a page or a text that is the same in
// two copies is checked once.
import path from 'node:path';
import { inject } from 'vitest';

/** A folder of the run's, or none outside a vitest run with the projects' global setup. */
function inRun(name: string): string | undefined {
  try {
    return path.join(inject('testRun'), name);
  } catch {
    return undefined;
  }
}

/** The run's caches, each unless the environment names one already. */
const caches = { PHOTOS_CACHE_DIR: 'photos-cache', CHECK_CACHE_DIR: 'check-cache' };

/** The run's caches (also for the editor, which runs the gate's checks on the copy it edits). */
export function runCaches(): Record<string, string> {
  const shared = Object.entries(caches).flatMap(([name, folder]) => {
    const dir = process.env[name] ? undefined : inRun(folder);
    return dir ? [[name, dir]] : [];
  });
  return Object.fromEntries(shared) as Record<string, string>;
}

export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  return { ...env, NODE_ENV: 'production', ...runCaches(), ...extra };
}
