// The environment for a build or check a test starts in a child process: without vitest's variables, and in
// production mode (vitest sets NODE_ENV=test, which would give the child React's development build and blow the
// script budgets the build checks). In a test run, every copy's build shares one photo cache, in the run's folder
// (tests/support/test-run.ts): a photo encoded for one copy is not encoded again for the next (issue 39).
import path from 'node:path';
import { inject } from 'vitest';

/** The run's photo cache, or none outside a vitest run with the projects' global setup. */
function runPhotoCache(): string | undefined {
  try {
    return path.join(inject('testRun'), 'photos-cache');
  } catch {
    return undefined;
  }
}

export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  const photos = process.env.PHOTOS_CACHE_DIR ? undefined : runPhotoCache();
  return { ...env, NODE_ENV: 'production', ...(photos ? { PHOTOS_CACHE_DIR: photos } : {}), ...extra };
}
