// Global setup of every vitest project: the run's folder (tests/support/test-run.ts). The projects of one run share
// it (the id lives in the environment of vitest's own process); folders of runs over a day old are removed.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runsRoot } from './test-run.ts';

const DAY = 24 * 60 * 60 * 1000;

export default function setup(project: TestProject) {
  const root = runsRoot(process.cwd());
  if (!process.env.SITE_TEST_RUN) {
    process.env.SITE_TEST_RUN = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
    fs.mkdirSync(root, { recursive: true });
    for (const old of fs.readdirSync(root)) {
      const dir = path.join(root, old);
      if (Date.now() - fs.statSync(dir).mtimeMs > DAY) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const runDir = path.join(root, process.env.SITE_TEST_RUN);
  fs.mkdirSync(runDir, { recursive: true });
  project.provide('testRun', runDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}
