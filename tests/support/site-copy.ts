// A throw-away copy of the whole site (without dist, git and scratch folders) for tests that plant a writer's
// mistake, change pages, run the dev server or build: the working tree, and the tests running beside them, never
// see the change. node_modules is the project's own, linked package by package, so the copy gets its own Vite cache.
//
// Building each distinct site once: the first build of a copy is shared, in the test run's folder
// (tests/support/test-run.ts), with every other copy whose build inputs are the same (the fingerprint `npm run build`
// keeps, scripts/build/up-to-date.ts): the second such copy gets the first one's dist/, output, exit status and photo
// cache instead of building again. A copy built a second time is always built for real (a test of rebuilding must
// rebuild). Every build, shared or not, is recorded for the time table at the end of the run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { expect, inject } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { buildFingerprint } from '../../scripts/build/up-to-date.ts';
import { photoCacheDir } from '../../scripts/photos/pipeline.ts';
import { buildEnv } from './build-env.ts';
import { recordBuild } from './test-run.ts';

const skip = new Set(['node_modules', '.git', '.tmp', '.data', '.vite-react-ssg-temp', 'test-results', 'coverage']);

export interface SiteCopy {
  root: string;
  /** Absolute path of a file in the copy. */
  file(rel: string): string;
  /** Reads a file of the copy. */
  read(rel: string): string;
  /** Writes (or overwrites) a file of the copy, like an editor's save, so a watcher never reads half a file. */
  write(rel: string, text: string): void;
  /** Replaces `from` by `to` in a file of the copy; fails when `from` is not there. */
  edit(rel: string, from: string | RegExp, to: string): void;
  /** 1-based line of the first line containing `text` in a file of the copy. */
  lineOf(rel: string, text: string): number;
  remove(): void;
}

export function copySite(prefix = 'site-copy-'): SiteCopy {
  const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(projectRoot)) {
    if (skip.has(entry) || entry.startsWith('dist')) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  }
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    fs.symlinkSync(path.join(projectRoot, 'node_modules', name), path.join(modules, name));
  }
  const file = (rel: string) => path.join(root, rel);
  const copy: SiteCopy = {
    root,
    file,
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    write(rel, text) {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(`${file(rel)}.tmp`, text);
      fs.renameSync(`${file(rel)}.tmp`, file(rel));
    },
    edit(rel, from, to) {
      const text = copy.read(rel);
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${rel}: "${String(from)}" not found`);
      copy.write(rel, next);
    },
    lineOf(rel, text) {
      const i = copy
        .read(rel)
        .split('\n')
        .findIndex((l) => l.includes(text));
      if (i < 0) throw new Error(`${rel}: no line contains "${text}"`);
      return i + 1;
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}

/** The scripts that build the copy: their runs are counted as site-copy builds in the time table. */
const BUILDING = new Set(['scripts/check.ts', 'scripts/build.ts']);

/** Runs a script of the copy with tsx (`scripts/check.ts`, `scripts/translations.ts` …) in the copy, for a test. */
export function tsxIn(copy: SiteCopy, args: string[], env: NodeJS.ProcessEnv = {}) {
  const run = () =>
    spawnSync(process.execPath, [copy.file('node_modules/tsx/dist/cli.mjs'), ...args], {
      cwd: copy.root,
      encoding: 'utf8',
      env: buildEnv({ OUT_DIR: copy.file('dist'), DIST_DIR: undefined, NO_COLOR: '1', ...env }),
    });
  if (!BUILDING.has(args[0] ?? '')) return run();
  return timed(args.join(' '), run);
}

/** Builds the copy into its own dist/ (vite-react-ssg build, as the site tests do). */
export function buildIn(copy: SiteCopy) {
  const env = buildEnv({ OUT_DIR: copy.file('dist'), NO_COLOR: '1' });
  return sharedBuild(copy, env, () =>
    spawnSync(process.execPath, [copy.file('node_modules/vite-react-ssg/bin/vite-react-ssg.js'), 'build'], {
      cwd: copy.root,
      encoding: 'utf8',
      env,
    }),
  );
}

type Build = SpawnSyncReturns<string>;

/** The run's folder, or none outside a vitest run with the projects' global setup. */
function testRun(): string | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}

function timed(what: string, build: () => Build, shared = false): Build {
  const started = Date.now();
  const r = build();
  const runDir = testRun();
  if (runDir) {
    const testPath = expect.getState().testPath;
    const file = testPath ? path.relative(projectRoot, testPath) : '(unknown)';
    recordBuild(runDir, { file, what, ms: Date.now() - started, shared });
  }
  return r;
}

/** Copies built already (their next build is a real one). */
const built = new Set<string>();
/** Up to how long a build waits for the same build in another test file (a site build is minutes under load). */
const WAIT_MS = 20 * 60 * 1000;
/** Stands for the building copy's path in a shared build's output. */
const ROOT_MARK = '<site-copy-root>';

/** Whether the process that made `lock` still runs (a lock without its pid yet is being made: alive). */
function builderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return fs.existsSync(lock);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The first build of `copy` by `build`, shared with every copy of the same inputs in this run (see the top). */
export function sharedBuild(copy: SiteCopy, env: NodeJS.ProcessEnv, build: () => Build): Build {
  const what = 'vite-react-ssg build';
  const runDir = testRun();
  const first = !built.has(copy.root);
  built.add(copy.root);
  if (!runDir || !first) return timed(what, build);
  // The copy's own path and dist/ are no input: the same files anywhere build the same site.
  const key = buildFingerprint(copy.root, '/site-copy/dist', env);
  const slot = path.join(runDir, 'builds', crypto.createHash('sha256').update(key).digest('hex').slice(0, 20));
  const result = path.join(slot, 'result.json');
  const photos = photoCacheDir(copy.root, env);
  const saved = { dist: path.join(slot, 'dist'), photos: path.join(slot, 'photos-cache') };
  const lock = `${slot}.lock`;
  fs.mkdirSync(path.dirname(slot), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  // One builder per distinct site: whoever makes the lock folder builds, the others wait for its result. A lock
  // whose builder is gone (its worker ended mid-build) is taken over; a wait past the limit builds on its own.
  while (!fs.existsSync(result)) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      if (!builderAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) return timed(what, build);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (fs.existsSync(result)) {
      return timed(
        what,
        () => {
          fs.rmSync(copy.file('dist'), { recursive: true, force: true });
          if (fs.existsSync(saved.dist)) fs.cpSync(saved.dist, copy.file('dist'), { recursive: true });
          if (fs.existsSync(saved.photos)) fs.cpSync(saved.photos, photos, { recursive: true });
          const text = fs.readFileSync(result, 'utf8').replaceAll(ROOT_MARK, copy.root);
          return JSON.parse(text) as Build;
        },
        true,
      );
    }
    // Photos encoded by another copy's build are in the run's photo cache: this build copies them, not encodes them.
    const runPhotos = path.join(runDir, 'photos-cache');
    if (fs.existsSync(runPhotos)) fs.cpSync(runPhotos, photos, { recursive: true, force: false });
    const r = timed(what, build);
    if (fs.existsSync(photos)) fs.cpSync(photos, runPhotos, { recursive: true, force: false });
    fs.mkdirSync(slot, { recursive: true });
    if (fs.existsSync(copy.file('dist'))) fs.cpSync(copy.file('dist'), saved.dist, { recursive: true });
    if (fs.existsSync(photos)) fs.cpSync(photos, saved.photos, { recursive: true });
    const { status, signal, stdout, stderr } = r;
    const json = JSON.stringify({ status, signal, stdout, stderr, output: [null, stdout, stderr], pid: 0 });
    fs.writeFileSync(`${result}.tmp`, json.replaceAll(copy.root, ROOT_MARK));
    fs.renameSync(`${result}.tmp`, result);
    return r;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
