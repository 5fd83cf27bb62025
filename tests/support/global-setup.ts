// Serves the built site (and the embedded form receiver) for the site and browser projects, one server each.
// `npm test` builds first (`npm run check`); `npm run test:site` or `test:browser` alone builds when the output folder
// is missing (the build is synchronous, so the second project's setup finds it built).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createSiteServer } from '../../scripts/server/site-server.ts';
import { buildEnv } from './build-env.ts';

export default async function setup(project: TestProject) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['vite-react-ssg', 'build'], { stdio: 'inherit', env: buildEnv({ OUT_DIR: dist }) });
  }
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'site-test-data-'));
  // Every browser test posts (forms and counts) from 127.0.0.1: no per-client rate limit here (tests/server covers it).
  const server = createSiteServer({
    dir: dist,
    dataDir,
    rateLimit: { burst: 10_000, refillMs: 1 },
    events: { rateLimit: { burst: 100_000, refillMs: 1 } },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('origin', `http://127.0.0.1:${port}`);
  project.provide('dist', dist);
  project.provide('dataDir', dataDir);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dist: string;
    dataDir: string;
  }
}
