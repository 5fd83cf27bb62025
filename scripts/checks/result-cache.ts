// What the writers' gate keeps between runs: the result of a check on one input (a built page's HTML, a file's
// text for the spelling check), under a hash of everything the result depends on: the input, the configuration and
// the version of the tool. A result is computed again only when one of those changed, so the next `npm run check`
// after an edit checks what the edit changed, not everything; and in a test run every copy of the site shares the
// run's folder (CHECK_CACHE_DIR, tests/support/build-env.ts), so a page that is the same in two copies is checked
// once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../../src/content/load.ts';
import { writeAtomic } from '../editor/files.ts';

/** Where the results are kept: CHECK_CACHE_DIR, or .tmp/check-cache/ in the project. */
export function checkCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(projectRoot, env.CHECK_CACHE_DIR ?? path.join('.tmp', 'check-cache'));
}

/** Past this many entries (about a hundred builds' worth of pages), a check's folder starts again. */
const MAX_ENTRIES = 20_000;

/** The key of a result: a hash of every part it depends on. */
export function resultKey(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

const require = createRequire(import.meta.url);

/** The installed version of a package, found where Node looks for it (also when its `exports` hide package.json). */
export function packageVersion(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const file = path.join(dir, name, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed`);
}

export interface ResultCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

/** The kept results of one check (a folder of its own in `dir`), one JSON file each. */
export function resultCache<T>(check: string, dir = checkCacheDir()): ResultCache<T> {
  const folder = path.join(dir, check);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > MAX_ENTRIES)
    fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const entry = (key: string) => path.join(folder, `${key}.json`);
  return {
    get(key) {
      try {
        return JSON.parse(fs.readFileSync(entry(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    // Whole or not at all: checks running side by side never read half an entry. A result that could not be kept
    // (another run starting the folder again at that moment) is only computed again next time.
    set(key, value) {
      try {
        writeAtomic(entry(key), JSON.stringify(value));
      } catch {
        // Not kept.
      }
    },
  };
}
