// One server per data folder: the running receiver keeps its process id in <dataDir>/receiver.pid. A second
// server refuses to start on the same folder, and `npm run leads -- purge` (which rewrites the files) refuses
// while a server is running. A file left by a killed process is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'receiver.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server (other than this process) using the folder, or null. */
export function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function takeLock(dataDir: string): void {
  const other = runningServer(dataDir);
  if (other)
    throw new Error(`Another server (process ${other}) is using the form data folder ${dataDir}. Stop it first.`);
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid), { mode: 0o600 });
}

export function releaseLock(dataDir: string): void {
  try {
    const file = path.join(dataDir, LOCK_FILE);
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
  } catch {
    // already gone
  }
}
