// A throw-away copy of the whole site (without dist, git and scratch folders) for tests that plant a writer's
// mistake, change pages, run the dev server or build: the working tree, and the tests running beside them, never
// see the change. node_modules is the project's own, linked package by package, so the copy gets its own Vite cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { expect, inject } from 'vitest';
import { projectRoot } from '../../src/content/load.ts';
import { buildEnv } from './build-env.ts';
import { REVIEW_BUILDS, SHARED_BUILDS, recordBuild } from './test-run.ts';
import { inputsFingerprint } from '../../scripts/build/up-to-date.ts';

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
  return siteIn(root);
}

/**
 * Caches in node_modules that each copy keeps for itself: Vite's dependency optimizations (`npm run dev`'s and the
 * editor preview's) hash the project's folder, so another folder's are no use to a copy, and two servers writing
 * one would replace each other's; the lint, type and build records name the folder they were made in.
 */
const OWN_CACHES = new Set(['.vite', '.vite-temp', '.vite-editor', '.cache']);
/** The one cache in node_modules/.cache the copies share with the project. */
const SHARED_APP_BUNDLE = '.cache/site-editor';

/**
 * The site in a folder that holds it without node_modules (a copy, or a checkout of a saved branch), as a SiteCopy:
 * the project's node_modules is linked in package by package.
 */
export function siteIn(root: string): SiteCopy {
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (OWN_CACHES.has(name)) continue;
    fs.symlinkSync(path.join(projectRoot, 'node_modules', name), path.join(modules, name));
  }
  // The editor's app bundle is the project's, kept by its inputs' content (scripts/editor/app-bundle.ts): bundled by
  // the first editor of the run (or an earlier run), served as it is by every other copy's editor.
  const shared = path.join(projectRoot, 'node_modules', SHARED_APP_BUNDLE);
  fs.mkdirSync(shared, { recursive: true });
  fs.mkdirSync(path.join(modules, path.dirname(SHARED_APP_BUNDLE)));
  fs.symlinkSync(shared, path.join(modules, SHARED_APP_BUNDLE));
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

/** The run's folder (tests/support/run-setup.ts), or none outside a vitest run with the projects' global setup. */
function testRun(): string | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}

/** The test file asking, relative to the project, for the time table. */
function askingFile(): string {
  const testPath = expect.getState().testPath;
  return testPath ? path.relative(projectRoot, testPath) : '(unknown)';
}

/** Runs a build and records what it cost for the time table at the end of the run (tests/support/time-report.ts). */
function timed(what: string, build: () => SpawnSyncReturns<string>): SpawnSyncReturns<string> {
  const started = Date.now();
  const r = build();
  const runDir = testRun();
  if (runDir) recordBuild(runDir, { file: askingFile(), what, ms: Date.now() - started, shared: false });
  return r;
}

/** Runs a script of the copy with tsx (`scripts/check.ts`, `scripts/translations.ts` …) in the copy, for a test. */
export function tsxIn(copy: SiteCopy, args: string[], env: NodeJS.ProcessEnv = {}) {
  const run = () =>
    spawnSync(process.execPath, [copy.file('node_modules/tsx/dist/cli.mjs'), ...args], {
      cwd: copy.root,
      encoding: 'utf8',
      env: buildEnv({ OUT_DIR: copy.file('dist'), DIST_DIR: undefined, NO_COLOR: '1', ...env }),
    });
  return BUILDING.has(args[0] ?? '') ? timed(args.join(' '), run) : run();
}

/** Builds the copy into its own dist/ (vite-react-ssg build, as the site tests do). */
export function buildIn(copy: SiteCopy, { share = false } = {}): SpawnSyncReturns<string> {
  const env = buildEnv({ OUT_DIR: copy.file('dist'), NO_COLOR: '1' });
  const build = () =>
    timed('vite-react-ssg build', () =>
      spawnSync(process.execPath, [copy.file('node_modules/vite-react-ssg/bin/vite-react-ssg.js'), 'build'], {
        cwd: copy.root,
        encoding: 'utf8',
        env,
      }),
    );
  const runDir = testRun();
  return share && runDir ? sharedBuild(copy, runDir, env, build) : build();
}

/**
 * The build of a copy with exactly the same inputs as one the run built already (`inputsFingerprint`, wherever the
 * copies are): its dist/ is copied instead of built again, and recorded as shared in the time table. Else the copy
 * is built, and its dist/ kept for the next identical copy. Nothing waits for another file's build: two identical
 * copies building at the same time both build, and the first to finish is kept.
 */
export function sharedBuild(
  copy: SiteCopy,
  runDir: string,
  env: NodeJS.ProcessEnv,
  build: () => SpawnSyncReturns<string>,
): SpawnSyncReturns<string> {
  const dist = copy.file('dist');
  const key = inputsFingerprint(copy.root, dist, env);
  const kept = path.join(runDir, SHARED_BUILDS, key);
  if (fs.existsSync(kept)) {
    const started = Date.now();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(kept, dist, { recursive: true });
    recordBuild(runDir, { file: askingFile(), what: 'vite-react-ssg build', ms: Date.now() - started, shared: true });
    const said = `The build of an identical copy (inputs ${key.slice(0, 12)}), copied.\n`;
    return { pid: 0, output: [null, said, ''], stdout: said, stderr: '', status: 0, signal: null };
  }
  const r = build();
  if (r.status !== 0) return r;
  // Written aside, then renamed: another file never copies half a build.
  const aside = `${kept}.${process.pid}.tmp`;
  fs.cpSync(dist, aside, { recursive: true });
  try {
    fs.renameSync(aside, kept);
  } catch {
    fs.rmSync(aside, { recursive: true, force: true }); // an identical copy's build was kept first
  }
  return r;
}

/**
 * Makes the copy a git repository (branch main) whose one commit is the site as copied, and returns that commit.
 * The commit's author, date and message are fixed for the day, so every copy of this checkout committed today is
 * the same commit: the review's build of it is made once a run and shared (reviewCacheDir).
 */
export function commitSite(copy: SiteCopy): string {
  const when = `${new Date().toISOString().slice(0, 10)}T12:00:00Z`;
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: copy.root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Writer',
        GIT_AUTHOR_EMAIL: 'writer@example.com',
        GIT_AUTHOR_DATE: when,
        GIT_COMMITTER_NAME: 'Writer',
        GIT_COMMITTER_EMAIL: 'writer@example.com',
        GIT_COMMITTER_DATE: when,
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'The site as it is');
  return git('rev-parse', 'HEAD');
}

/**
 * The folder where `npm run review` keeps its base builds (`--cache-dir`) for the tests of a run: one for the whole
 * run, so a base commit made by commitSite is built once, by the first review of it (two reviewing it at the same
 * time both build, and the first to finish is kept: scripts/review/base-build.ts). Outside a run, the copy's own.
 */
export function reviewCacheDir(copy: SiteCopy): string {
  const runDir = testRun();
  return runDir ? path.join(runDir, REVIEW_BUILDS) : copy.file('.tmp/review-cache');
}
