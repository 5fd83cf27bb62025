// Serves the built site (and the embedded form receiver) for the site and browser projects, one server each.
// `npm test` builds first (`npm run check`), and the projects use that build: `npm run build`'s record says whether
// dist/ holds the build of exactly today's inputs (scripts/build/up-to-date.ts). `npm run test:site` or
// `test:browser` alone builds when the output folder is missing or out of date (the build is synchronous, so the
// next project's setup finds it built).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createSiteServer } from '../../scripts/server/site-server.ts';
import { buildFingerprint, isUpToDate } from '../../scripts/build/up-to-date.ts';
import { buildEnv } from './build-env.ts';

/** What vitest copies from its Vite config into process.env (import.meta.env), none of which a build is given. */
const VITEST_ENV = ['MODE', 'BASE_URL', 'DEV', 'PROD', 'SSR', 'TEST'];

export default async function setup(project: TestProject) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  // The environment `npm run check` built in: without what vitest puts into its own (Vite's MODE=test, BASE_URL …).
  const env = buildEnv({ OUT_DIR: dist });
  for (const name of VITEST_ENV) delete env[name];
  const root = process.cwd();
  if (!fs.existsSync(path.join(dist, 'index.html')) || !isUpToDate(root, dist, buildFingerprint(root, dist, env))) {
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  }
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'site-test-data-'));
  // Every browser test posts from 127.0.0.1: no per-client rate limit here (tests/server covers it).
  const server = createSiteServer({ dir: dist, dataDir, rateLimit: { burst: 10_000, refillMs: 1 } });
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
