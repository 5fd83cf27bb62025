// `npm run check`: the writers' gate. Every source check over every page, then the build (a failure becomes
// findings), then the checks of the built site; prints each problem once as `pages/x.mdx:line:column message`,
// and on GitHub Actions also annotations, screenshots of the changed pages and a job summary. Exits 1 on any
// problem. `--no-build` checks an existing build in OUT_DIR (default dist) instead of building (with none there, every
// page is checked on its source).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { currentSite } from '../src/content/model.ts';
import { formatFinding } from '../src/content/findings.ts';
import { checkContext, outlinePages, pagesThatCannotBuild, runBuiltChecks, runSourceChecks } from './checks/index.ts';
import { buildSite, finishCheckBuild, type BuildResult } from './checks/build-site.ts';
import { annotations, changedPages, dedupe, jobSummary, reportLines } from './checks/report.ts';
import { translationWarnings } from './checks/translations.ts';
import { photoWarnings } from './checks/photos.ts';
import { thinAreaWarnings } from './checks/thin-areas.ts';

const started = Date.now();
const seconds = () => (Date.now() - started) / 1000;
const build = !process.argv.includes('--no-build');
// (The model the content plugin takes when the checks load the component schemas: read once.)
const site = currentSite();
const outDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const outlines = outlinePages(site);
// The build runs in a child process while the source checks run here: two cores, both busy. Pages with a mistake
// that stops a build are left out of it (the source checks report them), so the rest of the site is built and
// checked; the pages with no built output (left out, or all of them when the build fails) get the source halves
// of the built checks (heading levels, #fragments, phone numbers) instead.
const building = build ? buildSite(site, outDir, pagesThatCannotBuild(site, outlines)) : undefined;
const ctx = await checkContext(site, undefined, outlines);
const findings = await runSourceChecks(ctx);
let built = false;
/** Pages left out only because another page is, by that page (no finding of their own: see echoesOf). */
let echoes = new Map<string, string>();
let result: BuildResult | undefined;
if (building) {
  result = await building;
  findings.push(...result.findings);
  built = result.ok;
  echoes = result.echoes;
  const leftOut = result.leftOut.size
    ? `, leaving out ${result.leftOut.size} page${result.leftOut.size > 1 ? 's' : ''} with mistakes (${[...result.leftOut].join(', ')})` +
      (echoes.size ? ` and ${echoes.size} translation${echoes.size > 1 ? 's' : ''} of them` : '')
    : '';
  console.log(
    `Built the site in ${result.seconds.toFixed(1)} s${result.ok ? leftOut : ' (failed: the pages were checked on their source only)'}.`,
  );
} else built = fs.existsSync(path.join(outDir, 'index.html'));
findings.push(...(await runBuiltChecks(ctx, built ? outDir : undefined)));
if (result) finishCheckBuild(site, result);

const problems = dedupe(findings);
for (const line of reportLines(problems, echoes)) console.error(line);
// Warnings don't fail the check: Spanish text to write or update (scripts/checks/translations.ts), a photo no page
// uses (scripts/checks/photos.ts), a town page with too little of its own (scripts/checks/thin-areas.ts).
const translationNotes = translationWarnings(site);
const photoNotes = photoWarnings(site, outlines);
const thinNotes = thinAreaWarnings(site, built ? outDir : undefined);
const warnings = [...translationNotes, ...photoNotes, ...thinNotes];
for (const f of warnings) console.error(`${formatFinding(f)} (warning)`);

if (process.env.GITHUB_ACTIONS === 'true') {
  for (const line of annotations(problems, warnings)) console.log(line);
  const changed = changedPages(site.root, site.routes);
  const shown = changed.filter((c) => c.exists).map((c) => c.route);
  let artifactUrl: string | undefined;
  if (built && shown.length) {
    // The workflow uploads this folder as the "screenshots" artifact.
    const shots = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/screenshots.ts', ...shown], {
      cwd: site.root,
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: outDir, SHOTS_DIR: path.resolve(process.env.SHOTS_DIR ?? '.tmp/screenshots') },
    });
    if (shots.status === 0 && process.env.GITHUB_RUN_ID)
      artifactUrl = `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}#artifacts`;
  }
  const summary = jobSummary({
    findings: problems,
    warnings: translationNotes,
    photoWarnings: photoNotes,
    echoes,
    changed,
    seconds: seconds(),
    artifactUrl,
    previewUrl: process.env.PREVIEW_URL,
  });
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary + '\n');
}

const what = `${site.files.length} pages and ${site.data.length} data files${built ? ' and the built site' : ''}`;
const plural = (n: number, what: string) => `${n} ${what}${n > 1 ? 's' : ''}`;
const warned =
  (translationNotes.length
    ? `; ${plural(translationNotes.length, 'translation warning')} (Spanish text to write or update, see above)`
    : '') +
  (photoNotes.length ? `; ${plural(photoNotes.length, 'photo warning')} (see above)` : '') +
  (thinNotes.length ? `; ${plural(thinNotes.length, 'thin town page warning')} (see above)` : '');
if (problems.length) {
  console.error(
    `\nnpm run check: ${problems.length} problem${problems.length > 1 ? 's' : ''} in ${what}${warned} (${seconds().toFixed(1)} s). ` +
      'CONTENT.md, "When a check fails", says how to fix each message.',
  );
  process.exit(1);
}
console.log(`npm run check: no problems in ${what}${warned} (${seconds().toFixed(1)} s).`);
