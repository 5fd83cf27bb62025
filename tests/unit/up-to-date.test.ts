// `npm run build` skips the work only when nothing the output depends on has changed and dist/ is as it left it
// (scripts/build/up-to-date.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, forgetBuild, isUpToDate, recordBuild } from '../../scripts/build/up-to-date.ts';

let root: string;
let dist: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** A finished build of the current inputs. */
const built = () => {
  write('dist/index.html', '<p>built</p>');
  recordBuild(root, dist, buildFingerprint(root, dist));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'up-to-date-'));
  dist = path.join(root, 'dist');
  write('pages/index.mdx', '# Home');
  write('content/business.yaml', 'name: A');
  write('src/main.tsx', 'export {}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('up-to-date builds', () => {
  it('is up to date right after a build, and not before any', () => {
    expect(isUpToDate(root, dist)).toBe(false);
    built();
    expect(isUpToDate(root, dist)).toBe(true);
  });

  it.each([
    ['a page changes', () => write('pages/index.mdx', '# Home, edited')],
    ['a page is added', () => write('pages/about.mdx', '# About')],
    ['a data file changes', () => write('content/business.yaml', 'name: B')],
    ['the code changes', () => write('src/main.tsx', 'export const x = 1')],
    ['a built file is edited', () => write('dist/index.html', '<p>edited</p>')],
    ['a built file is removed', () => fs.rmSync(path.join(dist, 'index.html'))],
    ['the build is forgotten (a build started and failed)', () => forgetBuild(root, dist)],
  ])('rebuilds when %s', (_what, change) => {
    built();
    change();
    expect(isUpToDate(root, dist)).toBe(false);
  });

  it('ignores what the output does not depend on: tests, scratch files and the output itself', () => {
    built();
    write('tests/x.test.ts', 'it()');
    write('.tmp/scratch', 'x');
    write('build.log', 'x');
    expect(isUpToDate(root, dist)).toBe(true);
  });

  it('rebuilds when the environment that shapes the output changes', () => {
    built();
    const before = process.env.SITE_BUILD_DATE;
    process.env.SITE_BUILD_DATE = '2031-01-01';
    try {
      expect(isUpToDate(root, dist)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_DATE;
      else process.env.SITE_BUILD_DATE = before;
    }
  });
});
