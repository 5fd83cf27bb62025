// The build of a git commit, for the review: made once in a temporary git worktree of that commit and kept under
// .tmp/review-cache/<commit>/dist, so reviewing the next change against the same base builds only the change.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The commit a ref names, or an error a person can act on. */
export function commitOf(root: string, ref: string): string {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--base ${ref}: not a commit in this repository (fetch it first, e.g. git fetch origin main)`);
  }
}

/** What a build records beside its output. */
interface BuildRecord {
  commit: string;
  /** The build date it was made with (SITE_BUILD_DATE). */
  date: string;
  seconds: number;
}

/**
 * The project's installed packages for a checkout of another commit: linked package by package when its lock file
 * is the same as this one's (its own Vite cache stays its own), else installed with `npm ci`.
 */
export function installPackages(root: string, tree: string): void {
  const lock = (dir: string) => fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  const modules = path.join(tree, 'node_modules');
  if (lock(root) !== lock(tree)) {
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`npm ci failed in the base checkout (exit ${r.status})`);
    return;
  }
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
}

/**
 * Builds `dir` (a checkout of the site) into `outDir` with its own `npm run build` (which does nothing when `outDir`
 * already holds the build of these inputs), as of `date` when given.
 */
export function buildCheckout(dir: string, outDir: string, date?: string): void {
  const r = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir, ...(date ? { SITE_BUILD_DATE: date } : {}) },
  });
  if (r.status !== 0)
    throw new Error(`the build of ${dir} failed (exit ${r.status ?? r.signal}): npm run check there says why`);
}

/**
 * The build of `commit`, from the cache or made now; returns its dist folder and whether it was cached. A build is
 * made aside and moved into the cache whole, so reviews of one commit running at the same time (two jobs sharing a
 * cache, two tests) never read or remove half of one: the first to finish is kept, and the other uses it.
 */
export function baseBuild(
  root: string,
  commit: string,
  cacheDir: string,
  date: string,
): { dist: string; cached: boolean; record: BuildRecord } {
  const dir = path.join(cacheDir, commit);
  const dist = path.join(dir, 'dist');
  const recordFile = path.join(dir, 'build.json');
  const kept = () =>
    fs.existsSync(recordFile) && fs.existsSync(path.join(dist, 'index.html'))
      ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as BuildRecord)
      : undefined;
  const found = kept();
  if (found) return { dist, cached: true, record: found };
  const aside = `${dir}.${process.pid}.tmp`;
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside, { recursive: true });
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'review-base-'));
  const started = Date.now();
  git(root, ['worktree', 'add', '--detach', '--force', tree, commit]);
  try {
    installPackages(root, tree);
    buildCheckout(tree, path.join(aside, 'dist'), date);
  } finally {
    git(root, ['worktree', 'remove', '--force', tree]);
    fs.rmSync(tree, { recursive: true, force: true });
  }
  const record = { commit, date, seconds: (Date.now() - started) / 1000 };
  fs.writeFileSync(path.join(aside, 'build.json'), JSON.stringify(record, null, 2));
  // A folder left without a record (a build stopped half-way, before builds were made aside) is replaced.
  if (fs.existsSync(dir) && !kept()) fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(aside, dir);
  } catch {
    fs.rmSync(aside, { recursive: true, force: true });
    const other = kept();
    if (!other) throw new Error(`the build of ${commit} could not be kept in ${dir}`);
    return { dist, cached: true, record: other };
  }
  return { dist, cached: false, record };
}
