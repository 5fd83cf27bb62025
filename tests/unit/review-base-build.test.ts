// The review's build of its base commit (scripts/review/base-build.ts), on a small repository whose `npm run build`
// writes one page: made once in a worktree of that commit and kept under the cache folder by commit, then given from
// the cache; two reviews of one commit building at the same time both end with one whole build, and nothing is left
// beside it (the builds are made aside and moved into place). The site's own review runs end to end in
// tests/browser/review.test.ts and the job-photos journey.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseBuild } from '../../scripts/review/base-build.ts';

const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'review-base-repo-'));
const cache = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'review-base-cache-'));
afterAll(() => [root, cache].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
const write = (rel: string, text: string) => fs.writeFileSync(path.join(root, rel), text);

write('package.json', JSON.stringify({ name: 'base', private: true, scripts: { build: 'node build.js' } }));
write('package-lock.json', JSON.stringify({ name: 'base', lockfileVersion: 3, packages: {} }));
// The build: the page's text into OUT_DIR/index.html, with the build date it was given.
write(
  'build.js',
  "const fs = require('fs'); const out = process.env.OUT_DIR; fs.mkdirSync(out, { recursive: true });\n" +
    "fs.writeFileSync(out + '/index.html', fs.readFileSync('page.txt', 'utf8') + ' ' + process.env.SITE_BUILD_DATE);\n",
);
write('page.txt', 'first');
write('.gitignore', 'node_modules\n');
fs.mkdirSync(path.join(root, 'node_modules'));
git('init', '-q', '-b', 'main');
git('add', '-A');
git('commit', '-qm', 'base');
const base = git('rev-parse', 'HEAD');

describe("the review's base build", () => {
  it('is built once in a worktree of the commit, then given from the cache', () => {
    write('page.txt', 'the working tree, not the commit');
    const first = baseBuild(root, base, cache, '2030-01-02');
    expect(first.cached).toBe(false);
    expect(first.record).toMatchObject({ commit: base, date: '2030-01-02' });
    expect(first.record.seconds).toBeGreaterThan(0);
    expect(first.dist).toBe(path.join(cache, base, 'dist'));
    expect(fs.readFileSync(path.join(first.dist, 'index.html'), 'utf8')).toBe('first 2030-01-02');
    const again = baseBuild(root, base, cache, '2030-01-03');
    expect(again).toEqual({ ...first, cached: true });
    // Nothing left beside the kept build, and the worktree is gone.
    expect(fs.readdirSync(cache)).toEqual([base]);
    expect(git('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('keeps one whole build when two reviews of a commit build it at the same time', async () => {
    write('page.txt', 'second');
    git('commit', '-qam', 'second');
    const second = git('rev-parse', 'HEAD');
    const script = `import { baseBuild } from ${JSON.stringify(path.resolve('scripts/review/base-build.ts'))};
      const b = baseBuild(${JSON.stringify(root)}, ${JSON.stringify(second)}, ${JSON.stringify(cache)}, '2030-01-04');
      console.log(JSON.stringify(b));`;
    const both = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<{ dist: string; cached: boolean }>((resolve, reject) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              cwd: process.cwd(),
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            child.stdout.on('data', (d) => (out += d));
            child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
          }),
      ),
    );
    for (const b of both) expect(fs.readFileSync(path.join(b.dist, 'index.html'), 'utf8')).toBe('second 2030-01-04');
    expect(fs.readdirSync(cache).sort()).toEqual([base, second].sort());
    expect(baseBuild(root, second, cache, '2030-01-05').cached).toBe(true);
  }, 60_000);
});
