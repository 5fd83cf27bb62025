// The self-hosted site: dist/ served like the static host, plus the embedded form receiver on the same origin,
// with the limits a server on the open internet needs against slow or greedy clients: header, request and idle
// timeouts and a connection cap. Submissions live in <dataDir> (see lead-store.ts).
import type http from 'node:http';
import { createStaticServer } from './static-server.ts';
import { createFormReceiver, type FormReceiver, type FormReceiverOptions } from './form-receiver.ts';

export interface ServerLimits {
  /** Time to receive the request headers, ms. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, ms. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this, ms. */
  keepAliveTimeoutMs: number;
  /** A socket with no activity at all is closed after this, ms. */
  idleTimeoutMs: number;
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 512,
};

function applyServerLimits(server: http.Server, limits: ServerLimits = defaultServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
}

export type SiteServer = http.Server & { receiver: FormReceiver };

export function createSiteServer({
  dir,
  serverLimits,
  ...receiverOptions
}: { dir: string; serverLimits?: ServerLimits } & FormReceiverOptions): SiteServer {
  const receiver = createFormReceiver({ siteDir: dir, ...receiverOptions });
  const server = createStaticServer({ dir, handlers: [receiver] }) as SiteServer;
  server.receiver = receiver;
  applyServerLimits(server, serverLimits);
  server.on('close', () => void receiver.close());
  // A stop's callback waits for the receiver too: it writes the day's counts as it closes (event-store.ts), so a
  // caller that removes the data folder once the server has closed removes it after them.
  const closeServer = server.close.bind(server);
  server.close = (done?: (err?: Error) => void) =>
    closeServer((err) => void receiver.close().then(() => done?.(err), done));
  return server;
}
