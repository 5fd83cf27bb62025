// `npm run build`: the production build of the site into dist/ (or OUT_DIR), by vite-react-ssg. When dist/
// already holds the build of exactly the current inputs, it says so and does nothing (scripts/build/up-to-date.ts);
// `npm run build -- --force` builds anyway.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { listPageFiles } from '../src/content/load.ts';
import { buildFingerprint, forgetBuild, isUpToDate, recordBuild } from './build/up-to-date.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const force = process.argv.includes('--force');

// The pages render in this process tree with the installed React, which picks its build from NODE_ENV: unset
// would mean React's development build, about twice as slow per page (same HTML).
process.env.NODE_ENV ??= 'production';
/**
 * V8 heap settings for the build (measured with `npm run bench` at 1,065 pages on a 2-core machine: 42.7 s and
 * 1,002 MB peak with Node's defaults, 35.9 s and 793 MB with these). A larger young generation means fewer
 * scavenges of the many short-lived objects each page's compile and render makes; a capped old generation makes V8
 * collect before the process grows, instead of whenever it likes. The cap grows with the site (about 1 MB a page,
 * at least 768 MB: the live heap measured under 0.7 MB a page), so a bigger site gets room rather than a crash.
 */
function heapFlags(): string[] {
  const pages = listPageFiles(path.join(root, 'pages'));
  return ['--max-semi-space-size=32', `--max-old-space-size=${Math.max(768, pages.length)}`];
}

const before = buildFingerprint(root, outDir);
if (!force && isUpToDate(root, outDir, before)) {
  console.log(
    `${path.relative(root, outDir) || '.'}/ is up to date: nothing it is built from has changed since the last build (--force to rebuild).`,
  );
} else {
  forgetBuild(root, outDir);
  const cli = path.join(root, 'node_modules/vite-react-ssg/bin/vite-react-ssg.js');
  const r = spawnSync(process.execPath, [...heapFlags(), cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status === 0) recordBuild(root, outDir, before);
  process.exitCode = r.status ?? 1;
}
