// vite-react-ssg renders from `.vite-react-ssg-temp/` in the project root and deletes that whole folder when it
// finishes, so two builds of one checkout at the same time break each other's pages. Builds therefore take a
// lock file (held by the building process, re-entrant, released at exit) and wait for one another.
import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function acquireBuildLock(root: string, timeoutMs = 10 * 60_000): void {
  const lock = path.join(root, '.vite-react-ssg-temp.lock');
  const started = Date.now();
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.once('exit', () => {
        if (fs.existsSync(lock) && fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.rmSync(lock);
      });
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
