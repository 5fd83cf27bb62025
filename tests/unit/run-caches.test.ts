// What `npm test` says of its caches (scripts/test-run/caches.ts): each cache found or absent at the run's start, and
// the files the run added; a run with none of them is cold, one with all of them warm. The tests' copies of the site
// use the project's caches, so what one lane or copy computed the others find.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUN_CACHES, cacheFiles, cachesTable, runTemperature } from '../../scripts/test-run/caches.ts';
import { projectRoot } from '../../src/content/load.ts';
import { buildEnv } from '../support/build-env.ts';
import { siteIn } from '../support/site-copy.ts';

const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'run-caches-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const put = (rel: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), 'kept');
};
const caches = [
  { name: 'gate results', dir: '.tmp/check-cache' },
  { name: 'app bundle', dir: 'node_modules/.cache/site-editor' },
];

describe("npm test's caches", () => {
  it('names every cache with a folder of its own', () => {
    expect(new Set(RUN_CACHES.map((c) => c.dir)).size).toBe(RUN_CACHES.length);
    expect(RUN_CACHES.map((c) => c.dir)).toEqual(
      expect.arrayContaining(['.tmp/check-cache', '.tmp/photos-cache', 'node_modules/.cache/site-editor']),
    );
  });

  it('counts each cache in a fresh clone as absent, and the run cold', () => {
    const atStart = cacheFiles(root, caches);
    expect(atStart).toEqual([0, 0]);
    expect(runTemperature(atStart)).toBe('cold');
    put('.tmp/check-cache/html-validate/a.json');
    put('.tmp/check-cache/spelling/b.json');
    const table = cachesTable(atStart, cacheFiles(root, caches), caches);
    expect(table).toContain('Caches at the start of this run: cold (0 of 2 found)');
    expect(table).toMatch(/gate results +\.tmp\/check-cache +miss \(absent\) +\+2/);
    expect(table).toMatch(/app bundle +node_modules\/\.cache\/site-editor +miss \(absent\) +0/);
  });

  it('counts the files each found cache holds, in nested folders too: partly warm, then warm', () => {
    const partly = cacheFiles(root, caches);
    expect(partly).toEqual([2, 0]);
    expect(runTemperature(partly)).toBe('partly warm');
    put('node_modules/.cache/site-editor/app.json');
    const atStart = cacheFiles(root, caches);
    expect(runTemperature(atStart)).toBe('warm');
    put('.tmp/check-cache/html-validate/c.json');
    const table = cachesTable(atStart, cacheFiles(root, caches), caches);
    expect(table).toContain('warm (2 of 2 found)');
    expect(table).toMatch(/gate results +\.tmp\/check-cache +hit \(2 files kept\) +\+1/);
    expect(table).toMatch(/app bundle +node_modules\/\.cache\/site-editor +hit \(1 files kept\) +0/);
  });
});

describe("the copies' caches", () => {
  it("are the project's: its photo encodes and gate results, and its editor's app bundle", () => {
    const env = buildEnv();
    const dirs = Object.fromEntries(RUN_CACHES.map((c) => [c.dir, path.join(projectRoot, c.dir)]));
    if (!process.env.PHOTOS_CACHE_DIR) expect(env.PHOTOS_CACHE_DIR).toBe(dirs['.tmp/photos-cache']);
    if (!process.env.CHECK_CACHE_DIR) expect(env.CHECK_CACHE_DIR).toBe(dirs['.tmp/check-cache']);
    const copy = siteIn(fs.mkdtempSync(path.join(root, 'copy-')));
    const bundle = copy.file('node_modules/.cache/site-editor');
    expect(fs.lstatSync(bundle).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(bundle)).toBe(fs.realpathSync(dirs['node_modules/.cache/site-editor']!));
    // Vite's optimized dependencies are hashed with the folder they were made for: each copy has its own.
    for (const own of ['node_modules/.vite', 'node_modules/.vite-editor', 'node_modules/.cache/tsc'])
      expect(fs.existsSync(copy.file(own)), own).toBe(false);
    expect(fs.realpathSync(copy.file('node_modules/react'))).toBe(
      fs.realpathSync(path.join(projectRoot, 'node_modules/react')),
    );
  });
});
