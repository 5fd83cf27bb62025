// vite-react-ssg renders from `.vite-react-ssg-temp/<hash>/` in the project root, deletes that whole folder when it
// finishes, and leaves it behind when a page fails to render (docs/GENERATOR-NOTES.md). So:
//  - two builds of one checkout at the same time would break each other's pages: builds take a lock file (held
//    by the building process, re-entrant, released at exit) and wait for one another;
//  - a failed or interrupted build must not leave the folder (ESLint, Prettier and Tailwind would then read the
//    half-built server bundle on the next run): the process holding the lock removes it when it exits, however
//    it exits. Holding the lock means no other build of this checkout is using the folder.
import fs from 'node:fs';
import path from 'node:path';

export const SSG_TEMP_DIR = '.vite-react-ssg-temp';
export const BUILD_LOCK = `${SSG_TEMP_DIR}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the generator's temp folder and the lock, if this process holds the lock. */
function releaseBuildLock(root: string): void {
  const lock = path.join(root, BUILD_LOCK);
  let holder = '';
  try {
    holder = fs.readFileSync(lock, 'utf8');
  } catch {
    return;
  }
  if (holder !== String(process.pid)) return;
  fs.rmSync(path.join(root, SSG_TEMP_DIR), { recursive: true, force: true });
  fs.rmSync(lock, { force: true });
}

function releaseOnExit(root: string) {
  process.once('exit', () => releaseBuildLock(root));
  // Ctrl-C or a CI timeout: clean up, then end the way the signal would have.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      releaseBuildLock(root);
      process.kill(process.pid, signal);
    });
}

export function acquireBuildLock(root: string, timeoutMs = 10 * 60_000): void {
  const lock = path.join(root, BUILD_LOCK);
  const started = Date.now();
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      // A folder left by a build that died without cleaning up (killed with SIGKILL, out of memory).
      fs.rmSync(path.join(root, SSG_TEMP_DIR), { recursive: true, force: true });
      releaseOnExit(root);
      return;
    } catch {
      const holder = Number(fs.readFileSync(lock, 'utf8') || 0);
      if (holder === process.pid) return;
      if (!holder || !alive(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`Another build (pid ${holder}) still holds ${lock}`);
      if (!announced) console.log(`Waiting for another build of this checkout (pid ${holder}) to finish…`);
      announced = true;
      Atomics.wait(sleeper, 0, 0, 250);
    }
  }
}
