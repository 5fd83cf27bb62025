// Identical copies of the site share one build in a test run (`buildIn(copy, { share: true })`,
// tests/support/site-copy.ts): a copy whose inputs are those of a copy built already gets that build's dist/, and is
// recorded as shared in the time table; a copy with any other input is built. Here with a stand-in for the build
// (it writes the copy's page into dist/ and counts its calls), on small folders that stand in for copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SpawnSyncReturns } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFingerprint, inputsFingerprint } from '../../scripts/build/up-to-date.ts';
import { sharedBuild, siteIn, type SiteCopy } from '../support/site-copy.ts';
import { readBuilds } from '../support/test-run.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A folder standing in for a copy of the site: a page and a data file. */
function fakeCopy(page = '# Home'): SiteCopy {
  const copy = siteIn(tempDir('shared-copy-'));
  copy.write('pages/index.mdx', page);
  copy.write('content/business.yaml', 'name: A');
  return copy;
}

/** A stand-in for the build: the copy's page as its dist/index.html. */
function fakeBuild(copy: SiteCopy, calls: string[]) {
  return (): SpawnSyncReturns<string> => {
    calls.push(copy.root);
    fs.mkdirSync(copy.file('dist/assets'), { recursive: true });
    fs.writeFileSync(copy.file('dist/index.html'), `<h1>${copy.read('pages/index.mdx')}</h1>`);
    fs.writeFileSync(copy.file('dist/assets/app.js'), 'console.log(1)');
    return { pid: 1, output: [], stdout: 'built', stderr: '', status: 0, signal: null };
  };
}

describe('builds shared by identical copies', () => {
  it('fingerprints the inputs wherever the copy is; the build record still names its own folder', () => {
    const [a, b] = [fakeCopy(), fakeCopy()];
    expect(inputsFingerprint(a.root, a.file('dist'))).toBe(inputsFingerprint(b.root, b.file('dist')));
    expect(buildFingerprint(a.root, a.file('dist'))).not.toBe(buildFingerprint(b.root, b.file('dist')));
    b.write('pages/index.mdx', '# Home, edited');
    expect(inputsFingerprint(a.root, a.file('dist'))).not.toBe(inputsFingerprint(b.root, b.file('dist')));
  });

  it('builds the first copy, gives an identical copy that build, and builds a copy with another input', () => {
    const run = tempDir('shared-run-');
    const env = { NODE_ENV: 'production' };
    const calls: string[] = [];
    const [first, second, other] = [fakeCopy(), fakeCopy(), fakeCopy('# Another home')];

    expect(sharedBuild(first, run, env, fakeBuild(first, calls)).stdout).toBe('built');
    const copied = sharedBuild(second, run, env, fakeBuild(second, calls));
    expect(copied.status).toBe(0);
    expect(copied.stdout).toMatch(/^The build of an identical copy/);
    expect(calls).toEqual([first.root]);
    expect(second.read('dist/index.html')).toBe('<h1># Home</h1>');
    expect(second.read('dist/assets/app.js')).toBe('console.log(1)');

    sharedBuild(other, run, env, fakeBuild(other, calls));
    expect(calls).toEqual([first.root, other.root]);
    expect(other.read('dist/index.html')).toBe('<h1># Another home</h1>');
    // Another build environment is another build.
    const production = fakeCopy();
    sharedBuild(production, run, { ...env, SITE_BUILD_DATE: '2026-01-01' }, fakeBuild(production, calls));
    expect(calls).toHaveLength(3);
    // The time table counts the shared one apart (the stand-in builds record nothing).
    expect(readBuilds(run).map((b) => b.shared)).toEqual([true]);
  });

  it('keeps no build that failed', () => {
    const run = tempDir('shared-run-');
    const calls: string[] = [];
    const [first, second] = [fakeCopy(), fakeCopy()];
    const failing = (): SpawnSyncReturns<string> => {
      calls.push(first.root);
      return { pid: 1, output: [], stdout: '', stderr: 'failed', status: 1, signal: null };
    };
    expect(sharedBuild(first, run, {}, failing).status).toBe(1);
    sharedBuild(second, run, {}, fakeBuild(second, calls));
    expect(calls).toEqual([first.root, second.root]);
  });
});
