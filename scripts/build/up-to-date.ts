// A rebuild with nothing changed does no work: after a successful build, `npm run build` records a fingerprint of
// everything the output depends on, and the list of files it wrote (size and time); the next build whose
// fingerprint and output files are the same says so and stops (the way make and Turborepo treat an up-to-date
// target). Any change — a page, a data file, a component, the build code, the lock file, a git commit or a
// changed git status (they set the pages' "last updated" dates), the date itself, the build's environment — or
// any touched or missing file in dist/ means a full build. `npm run build -- --force` always builds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Not inputs of the build: installed packages (the lock file stands for them), output, scratch and tests. */
const NOT_INPUTS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '.tmp',
  'test-results',
  'tests',
  'docs',
  'deploy',
  '.vite-react-ssg-temp',
  '.vite-react-ssg-temp.lock',
]);
/** Environment variables that change what the build writes. */
const ENV = /^(NODE_ENV|MODE|BASE_URL|SITE_[A-Z_]+|VITE_[A-Z_]+)$/;

function walk(dir: string, skip: (rel: string) => boolean, root = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full);
    if (skip(rel)) continue;
    if (entry.isDirectory()) walk(full, skip, root, out);
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return 'not a git checkout';
  }
}

/** A hash of every input of a build of `root` into `outDir` (with the build's environment `env`). */
export function buildFingerprint(root: string, outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return crypto
    .createHash('sha256')
    .update(inputsFingerprint(root, outDir, env))
    .update(path.resolve(outDir))
    .digest('hex');
}

/**
 * A hash of every input of a build of `root` (with the build's environment `env`), wherever the folder is: two copies
 * of the site with the same files (besides their output folder `outDir`) build the same site.
 */
export function inputsFingerprint(root: string, outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const out = path.relative(root, outDir);
  const hash = crypto.createHash('sha256');
  const files = walk(root, (rel) => NOT_INPUTS.has(rel.split(path.sep)[0]!) || rel === out || rel.endsWith('.log'));
  for (const rel of files)
    hash
      .update(`${rel}\0`)
      .update(fs.readFileSync(path.join(root, rel)))
      .update('\0');
  const vars = Object.keys(env)
    .filter((k) => ENV.test(k))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(
    JSON.stringify({
      node: process.version,
      env: vars,
      today: new Date().toISOString().slice(0, 10),
      head: git(root, ['rev-parse', 'HEAD']),
      status: git(root, ['status', '--porcelain', '--', 'pages', 'content']),
    }),
  );
  return hash.digest('hex');
}

type Listing = Record<string, [size: number, mtimeMs: number]>;

function listing(outDir: string): Listing {
  const files: Listing = {};
  for (const rel of walk(outDir, () => false)) {
    const st = fs.statSync(path.join(outDir, rel));
    files[rel] = [st.size, st.mtimeMs];
  }
  return files;
}

function recordFile(root: string, outDir: string): string {
  const id = crypto.createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(root, 'node_modules', '.cache', 'site-build', `${id}.json`);
}

/** True when `outDir` holds the build of exactly these inputs, untouched since. */
export function isUpToDate(root: string, outDir: string, fingerprint = buildFingerprint(root, outDir)): boolean {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(root, outDir), 'utf8')) as {
      fingerprint: string;
      files: Listing;
    };
    return record.fingerprint === fingerprint && JSON.stringify(listing(outDir)) === JSON.stringify(record.files);
  } catch {
    return false;
  }
}

/** Forgets the last build (before building: a failed build must not look up to date). */
export function forgetBuild(root: string, outDir: string): void {
  fs.rmSync(recordFile(root, outDir), { force: true });
}

/** Records a successful build of these inputs and the files it wrote. */
export function recordBuild(root: string, outDir: string, fingerprint: string): void {
  const file = recordFile(root, outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ fingerprint, files: listing(outDir) }));
}
