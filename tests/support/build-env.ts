// The environment for a build or check a test starts in a child process: without vitest's variables, and in
// production mode (vitest sets NODE_ENV=test, which would give the child React's development build and blow the
// script budgets the build checks). Every copy's build and check, and every copy's editor, uses the project's own
// caches, the ones `npm run check` of the project uses (scripts/test-run/caches.ts lists them): the photo encodes
// (PHOTOS_CACHE_DIR) and the writers' gate's results (CHECK_CACHE_DIR). So a photo, a page's HTML or a text is
// encoded or checked once, by whichever lane or copy meets it first (the gate of `npm test` builds and checks the
// project's site before any copy), and the next run finds them too. Their entries are keyed by content, settings
// and tool versions, never by folder, so a copy can't be given another copy's result for other input.
import { projectRoot } from '../../src/content/load.ts';
import { photoCacheDir } from '../../scripts/photos/cache-dir.ts';
import { checkCacheDir } from '../../scripts/checks/result-cache.ts';

/** The project's caches, each unless the environment names one already (also for the editor, which runs the gate's
 * checks on the copy it edits). */
export function runCaches(): Record<string, string> {
  const own = { PHOTOS_CACHE_DIR: photoCacheDir(projectRoot, {}), CHECK_CACHE_DIR: checkCacheDir({}) };
  return Object.fromEntries(Object.entries(own).filter(([name]) => !process.env[name]));
}

export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  return { ...env, NODE_ENV: 'production', ...runCaches(), ...extra };
}
