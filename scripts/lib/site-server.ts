// The local site: dist/ served like the static host, plus the embedded form receiver on the same origin.
import path from 'node:path';
import { createStaticServer, type RequestHandler } from './static-server.ts';

export function createSiteServer({ dir, dataDir }: { dir: string; dataDir: string }) {
  const handlers: RequestHandler[] = [];
  void path;
  void dataDir;
  return createStaticServer({ dir, handlers });
}
