// The server under test of `npm run bench:leads` (scripts/bench/leads.ts): scripts/serve.ts in a child process, as it
// runs in production, on the built dist/, delivering to the receiving side (receiver.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Receiver } from './receiver.ts';

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** What every start of the server shares: the project, the built site and where it delivers. */
export interface ServerSetup {
  root: string;
  dist: string;
  receiver: Receiver;
}

export interface Server {
  origin: string;
  child: ChildProcess;
}

/** A fresh data folder for one part of the bench. */
export const dataFolder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-leads-${name}-`));

export async function startServer(
  { root, dist, receiver }: ServerSetup,
  dataDir: string,
  { fileLimitKb, webhook = false }: { fileLimitKb?: number; webhook?: boolean } = {},
): Promise<Server> {
  const port = await freePort();
  const env = {
    ...process.env,
    ...(webhook ? { LEADS_WEBHOOK_URL: receiver.webhookUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: dist,
    FORM_DATA_DIR: dataDir,
    SMTP_URL: receiver.smtpUrl,
    LEADS_TO: 'office@example.com',
    FORM_RATE_LIMIT: '1000000/1s', // one client posts everything here
    MAX_CONNECTIONS: '4096',
  };
  const node = `${JSON.stringify(process.execPath)} --import tsx scripts/serve.ts`;
  const child = fileLimitKb
    ? spawn('bash', ['-c', `ulimit -f ${fileLimitKb}; exec ${node}`], { cwd: root, env, stdio: 'pipe' })
    : spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: root, env, stdio: 'pipe' });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + 30_000;
  while (!/Site: http/.test(log)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin, child };
}

/** Sends `signal` to the server and resolves once it has exited. */
export function signal(s: Server, sig: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  return new Promise((r) => {
    if (s.child.exitCode !== null) return r();
    s.child.once('exit', () => r());
    s.child.kill(sig);
  });
}
export const stop = (s: Server) => signal(s, 'SIGTERM');
