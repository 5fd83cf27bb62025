// `npm run review -- --base <git ref> [--out DIR] [--limit N]`: what this change does to the built site. Builds the
// base commit in a temporary git worktree (once per commit: .tmp/review-cache/<commit>) and the working tree into
// dist/ (OUT_DIR) as `npm run build` does (nothing to do when dist/ is up to date, as after `npm test`), compares every page's HTML (asset hashes and build dates aside),
// screenshots the changed pages before and after at 390 and 1280 px with a pixel diff, biggest change first, up to
// --limit (default 30), and writes DIR/summary.md (default .tmp/review) beside the images. A page removed without a
// redirect in content/redirects.yaml is a problem: the review then exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/content/model.ts';
import { siteBuildDate } from '../src/content/build-date.ts';
import { baseBuild, buildCheckout, commitOf, git } from './review/base-build.ts';
import { compareBuilds } from './review/compare.ts';
import { screenshotChanges } from './review/shots.ts';
import { reviewMarkdown } from './review/summary.ts';

const started = Date.now();
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: '.tmp/review' },
    limit: { type: 'string', default: '30' },
    'cache-dir': { type: 'string', default: '.tmp/review-cache' },
    'artifact-url': { type: 'string' },
  },
});
const fail = (message: string): never => {
  console.error(`npm run review: ${message}`);
  process.exit(2);
};
if (!values.base) fail('say what to compare with: npm run review -- --base <git ref> (e.g. origin/main)');
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 0) fail(`--limit ${values.limit}: give a whole number of pages (0 or more)`);

const root = git(process.cwd(), ['rev-parse', '--show-toplevel']);
const out = path.resolve(values.out!);
const cacheDir = path.resolve(values['cache-dir']!);
const today = siteBuildDate();
/** A step that can fail for a reason a person can act on (a ref that isn't there, a build that fails): said in one
 * line (the build's own output is above it), no stack trace. */
function step<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    return fail((err as Error).message);
  }
}
const commit = step(() => commitOf(root, values.base!));

const base = step(() => baseBuild(root, commit, cacheDir, today));
console.log(
  `Base ${values.base} (${commit.slice(0, 12)}): ${base.cached ? 'cached build' : `built in ${base.record.seconds.toFixed(1)} s`}.`,
);
const head = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const headStarted = Date.now();
step(() => buildCheckout(root, head));
console.log(
  `Working tree: ${path.relative(root, head)}/ ready in ${((Date.now() - headStarted) / 1000).toFixed(1)} s.`,
);

const changes = compareBuilds(base.dist, head, [base.record.date, today]);
const site = loadSite(root);
const redirected = new Set(site.redirects.map((r) => r.from));
const problems = changes
  .filter((c) => c.kind === 'removed' && !redirected.has(c.route))
  .map(
    (c) =>
      `\`${c.route}\` was removed and has no redirect: add \`- from: ${c.route}\` and \`to:\` the page that replaces it to content/redirects.yaml, so links and search results still land`,
  );

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const shown = changes.filter((c) => c.kind !== 'removed').slice(0, limit);
const shots = await screenshotChanges(
  shown.map((c) => ({ route: c.route, added: c.kind === 'added' })),
  base.dist,
  head,
  out,
);
const summary = reviewMarkdown({
  base: values.base!,
  changes,
  shots,
  problems,
  artifactUrl: values['artifact-url'],
  seconds: (Date.now() - started) / 1000,
});
fs.writeFileSync(path.join(out, 'summary.md'), summary);
for (const p of problems) console.error(`content/redirects.yaml:1:1 ${p.replace(/`/g, '')}`);
console.log(
  `${changes.length ? `${changes.length} page${changes.length > 1 ? 's' : ''} changed` : 'No page changed'}` +
    `; ${path.relative(root, path.join(out, 'summary.md'))} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
if (problems.length) process.exit(1);
