// The local site: dist/ served like the static host, plus the embedded form receiver on the same origin.
// Submissions are stored in <dataDir>/submissions.jsonl.
import path from 'node:path';
import { createStaticServer, type RequestHandler } from './static-server.ts';
import { createFormReceiver } from './form-receiver.ts';

export function createSiteServer({ dir, dataDir }: { dir: string; dataDir: string }) {
  const handlers: RequestHandler[] = [createFormReceiver({ dataDir: path.resolve(dataDir) })];
  return createStaticServer({ dir, handlers });
}
