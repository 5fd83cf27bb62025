// One server per data folder: the running receiver keeps its process id and start time in <dataDir>/receiver.pid
// ("<pid> <start>"). A second server refuses to start on the same folder, and `npm run leads -- purge` (which
// rewrites the files) refuses while a server is running. A file left by a dead or dying process is taken over.
//
// Whether the recorded process still runs is judged by the kernel's view of it, not by the pid file alone:
//  - kill(pid, 0) succeeds for a process killed with -9 that its parent has not reaped yet (a zombie), so right
//    after a kill -9 a restart would be refused. Where /proc exists (Linux), the state letter of
//    /proc/<pid>/stat decides: Z (zombie) and X (dead) count as gone.
//  - A pid can be reused by an unrelated process after a reboot or a long uptime: the lock records the process's
//    start time (field 22 of /proc/<pid>/stat, clock ticks since boot), and a process with the same pid but another
//    start time is not the server that wrote the lock.
// Without /proc (macOS, for development) kill(pid, 0) is the only test there is.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'receiver.pid';

interface ProcStat {
  state: string;
  start: string;
}

/** The state letter and start time of a process from /proc, null when it has no entry, undefined without /proc. */
function procStat(pid: number): ProcStat | null | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return fs.existsSync('/proc/self/stat') ? null : undefined;
  }
  // "pid (comm) S ppid …": comm may hold spaces and parentheses, so the fields start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

/** This process's start time as the lock records it ('' without /proc). */
const ownStart = () => procStat(process.pid)?.start ?? '';

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote a lock ("pid start", or a bare pid from before start times) still runs. */
function alive(pid: number, start: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat === undefined) return signalable(pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return !start || stat.start === start;
}

/** The pid of a live server (other than this process) using the folder, or null. */
export function runningServer(dataDir: string): number | null {
  try {
    const [pidText, start] = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid, start) ? pid : null;
  } catch {
    return null;
  }
}

export function takeLock(dataDir: string): void {
  const other = runningServer(dataDir);
  if (other)
    throw new Error(`Another server (process ${other}) is using the form data folder ${dataDir}. Stop it first.`);
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid} ${ownStart()}`.trim(), { mode: 0o600 });
}

export function releaseLock(dataDir: string): void {
  try {
    const file = path.join(dataDir, LOCK_FILE);
    if (fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0] === String(process.pid)) fs.rmSync(file);
  } catch {
    // already gone
  }
}
