// `npm run bench:review`: how long a reviewer waits for `npm run review` on a one-page change with the base build
// cached (the promise: under 2 minutes on a 2-core machine). In a temporary git worktree of HEAD (node_modules linked):
// one review against HEAD with nothing changed (builds and caches the base), then one sentence of one page changed in
// the working tree and reviewed again, timed. Prints the figures; the worktree is removed afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git, installPackages } from '../review/base-build.ts';

const root = git(process.cwd(), ['rev-parse', '--show-toplevel']);
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-review-'));
const page = process.env.BENCH_PAGE ?? 'pages/warranty.mdx';

function review(): { seconds: number; output: string } {
  const started = Date.now();
  const r = spawnSync('npm', ['run', '--silent', 'review', '--', '--base', 'HEAD'], { cwd: tree, encoding: 'utf8' });
  const output = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) throw new Error(`npm run review failed (exit ${r.status}):\n${output}`);
  return { seconds: (Date.now() - started) / 1000, output };
}

git(root, ['worktree', 'add', '--detach', '--force', tree, 'HEAD']);
try {
  installPackages(root, tree);
  const cold = review();
  console.log(`Nothing changed, base not cached: ${cold.seconds.toFixed(1)} s (two builds).`);
  // One sentence of one page: its first line of prose gets a word more.
  const file = path.join(tree, page);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const close = lines.indexOf('---', 1);
  const i = lines.findIndex((l, n) => n > close && /^[A-Z][a-z]+ \w+ \w+/.test(l));
  lines[i] = lines[i]!.replace(' ', ' really ');
  fs.writeFileSync(file, lines.join('\n'));
  const warm = review();
  const changed = /^(\d+ pages? changed|No page changed)/m.exec(warm.output)?.[1] ?? '?';
  const head = /Working tree: .* ready in ([\d.]+) s/.exec(warm.output)?.[1] ?? '?';
  console.log(
    `One sentence of ${page} changed, base cached: ${warm.seconds.toFixed(1)} s (${changed}; working-tree build ${head} s, the rest comparing and screenshots), on ${os.cpus().length} cores.`,
  );
} finally {
  git(root, ['worktree', 'remove', '--force', tree]);
  fs.rmSync(tree, { recursive: true, force: true });
}
