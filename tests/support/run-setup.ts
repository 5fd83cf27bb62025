// Global setup of every vitest project: the run's folder (tests/support/test-run.ts). The projects of one run share
// it (the id lives in the environment of vitest's own process); folders of runs over a day old are removed.
// `npm test` (scripts/test-all.ts) starts the run itself and hands its id to each vitest process it starts.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { RUN_ID, newRun, runsRoot } from './test-run.ts';

export default function setup(project: TestProject) {
  if (!process.env[RUN_ID]) process.env[RUN_ID] = path.basename(newRun(process.cwd()));
  const runDir = path.join(runsRoot(process.cwd()), process.env[RUN_ID]);
  fs.mkdirSync(runDir, { recursive: true });
  project.provide('testRun', runDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}
