// `npm test`: everything CI checks, in order; it stops after step 2 when that fails.
//  1. Debian's Chromium for the browser tests, exiftool and heif-enc for the photo tests (each installed with apt-get
//     when missing and possible)
//  2. side by side (they share nothing): the writers' gate, `npm run check` (builds dist/ and runs every content
//     check: schemas, components and props, links, headings, HTML, JSON-LD, facts), lint (ESLint, Prettier, knip,
//     jscpd, import cycles, actionlint), types (tsc) and CONTENT.md up to date
//  3. vitest's projects, one test run in three stages, against the dist/ the check built: unit (`npm run test:unit`);
//     the built site and the journeys together, two files at a time (`test:site`, `test:journeys`); the browser
//     (`test:browser`). Then the run's time table (tests/support/time-report.ts: each project, the ten slowest files,
//     the site-copy builds) and the time of each step.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_LATER, endRun, runTable } from '../tests/support/time-report.ts';
import { RUN_ID, newRun } from '../tests/support/test-run.ts';
import { CHROMIUM, HEADLESS_SHELL } from './chromium.ts';
import { together, stepsTable, type Step, type StepTime } from './test-stages.ts';

const steps: StepTime[] = [];
const startedAll = Date.now();
const printSteps = () => console.log(`\n${stepsTable(steps, Date.now() - startedAll)}`);

/** What the tests run from Debian: the browser, and the photo tests' tag writer and HEIC encoder. */
const debianTools = [
  { file: CHROMIUM, pkg: 'chromium', hint: ' (or set CHROME_PATH)' },
  // The browser project's (scripts/chromium.ts), unless CHROME_PATH names another browser.
  ...(process.env.CHROME_PATH ? [] : [{ file: HEADLESS_SHELL, pkg: 'chromium-headless-shell', hint: '' }]),
  { file: '/usr/bin/exiftool', pkg: 'libimage-exiftool-perl', hint: '' },
  { file: '/usr/bin/heif-enc', pkg: 'libheif-examples', hint: '' },
];

function ensureDebianTools() {
  const missing = debianTools.filter((t) => !fs.existsSync(t.file));
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !sudo) {
    for (const t of missing)
      console.error(`${t.file} not found. Install it with: sudo apt-get install -y ${t.pkg}${t.hint}.`);
    process.exit(1);
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  console.log(`Installing ${missing.map((t) => t.pkg).join(', ')} for the tests…`);
  const apt = (args: string[]) =>
    execFileSync(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing.map((t) => t.pkg)]);
}

ensureDebianTools();
const preflight = await together(
  [
    {
      step: 'check',
      title: "Writers' check (build and every content check)",
      cmd: 'npx',
      args: ['tsx', 'scripts/check.ts'],
    },
    { step: 'lint', title: 'Lint', cmd: 'npm', args: ['run', 'lint', '--silent'] },
    { step: 'types', title: 'Type check', cmd: 'npx', args: ['tsc', '--noEmit'] },
    { step: 'docs', title: 'Docs check', cmd: 'npx', args: ['tsx', 'scripts/docs.ts', '--check'] },
  ],
  steps,
);
if (!preflight) {
  printSteps();
  process.exit(1);
}

// The vitest projects, in one test run (one folder for the site-copy builds' records and the time table): unit
// (a worker per core); then the site and the journeys in one vitest process, two files at a time from either
// (vite.config.ts); then the browser, which keeps both cores busy. As two processes side by side (site, journeys),
// the site's files ran alone for minutes after the journeys had ended. All three at once was tried: slower (32.2
// min), and two editor tests failed under the load; so was one group of site, journeys and browser files two at a
// time, longest first (no faster, and an editor test timed out under the load) (README, "The suite's time"). Every
// stage runs, so one npm test names every failing test; the table of the whole run comes last.
const runDir = newRun(process.cwd());
process.env[RUN_ID] = path.basename(runDir);
process.env[TABLE_LATER] = '1';
const vitest = (...projects: string[]): Step => ({
  step: `vitest ${projects.join(', ')}`,
  title: `Tests: ${projects.join(', ')}`,
  cmd: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])],
});
const passed = [
  await together([vitest('unit')], steps, { live: true }),
  await together([vitest('site', 'journeys')], steps, { live: true }),
  await together([vitest('browser')], steps, { live: true }),
].every(Boolean);
console.log(`\n${runTable(runDir)}`);
endRun(runDir);
printSteps();
if (!passed) process.exit(1);
