// Building each distinct site once (tests/support/site-copy.ts): a copy with the same inputs as one built before
// in the run gets that build's output instead of building; a changed copy, or a copy built again, builds.
import fs from 'node:fs';
import path from 'node:path';
import type { SpawnSyncReturns } from 'node:child_process';
import { afterAll, expect, inject, it } from 'vitest';
import { copySite, sharedBuild, type SiteCopy } from '../support/site-copy.ts';
import { buildEnv } from '../support/build-env.ts';
import { readBuilds } from '../support/test-run.ts';

const copies: SiteCopy[] = [];
afterAll(() => copies.forEach((c) => c.remove()));

/** A stand-in for the site build: writes dist/ from the copy's home page, and says where it built. */
function fakeBuild(copy: SiteCopy, calls: string[]) {
  return (): SpawnSyncReturns<string> => {
    calls.push(copy.root);
    fs.mkdirSync(copy.file('dist'), { recursive: true });
    fs.writeFileSync(copy.file('dist/index.html'), copy.read('pages/index.mdx'));
    fs.mkdirSync(copy.file('.tmp/photos-cache'), { recursive: true });
    fs.writeFileSync(copy.file('.tmp/photos-cache/a.avif'), 'encoded');
    const stdout = `built ${copy.root}/dist`;
    return { pid: 1, status: 0, signal: null, stdout, stderr: '', output: [null, stdout, ''] };
  };
}

it('builds a distinct site once per run, and a changed or rebuilt copy for real', () => {
  const runDir = inject('testRun');
  const testFile = path.relative(process.cwd(), expect.getState().testPath!);
  const mine = () => readBuilds(runDir).filter((b) => b.file === testFile);
  const calls: string[] = [];
  const [a, b, c] = [copySite('shared-a-'), copySite('shared-b-'), copySite('shared-c-')];
  copies.push(a, b, c);
  // A page only in this test's copies, so no other test's build has the same inputs.
  for (const copy of [a, b, c]) copy.write('pages/shared-build-probe.mdx', `---\ntitle: ${runDir}\n---\n`);
  const env = (copy: SiteCopy) => buildEnv({ OUT_DIR: copy.file('dist') });

  expect(sharedBuild(a, env(a), fakeBuild(a, calls)).stdout).toBe(`built ${a.root}/dist`);
  const second = sharedBuild(b, env(b), fakeBuild(b, calls));
  expect(calls).toEqual([a.root]);
  expect(second.status).toBe(0);
  expect(second.stdout).toBe(`built ${b.root}/dist`);
  expect(b.read('dist/index.html')).toBe(a.read('pages/index.mdx'));
  expect(fs.readFileSync(b.file('.tmp/photos-cache/a.avif'), 'utf8')).toBe('encoded');

  c.edit('pages/index.mdx', /$/, '\nChanged.\n');
  sharedBuild(c, env(c), fakeBuild(c, calls));
  expect(calls).toEqual([a.root, c.root]);
  expect(c.read('dist/index.html')).toContain('Changed.');

  sharedBuild(b, env(b), fakeBuild(b, calls));
  expect(calls).toEqual([a.root, c.root, b.root]);
  expect(mine().map((r) => r.shared)).toEqual([false, true, false, false]);
}, 120_000);
