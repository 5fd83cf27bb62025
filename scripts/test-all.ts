// `npm test`: everything CI checks, in order, stopping at the first failure.
//  1. Debian's Chromium for the browser tests, exiftool and heif-enc for the photo tests (each installed with apt-get
//     when missing and possible)
//  2. lint (ESLint, Prettier)  3. types (tsc)  4. the writers' gate, `npm run check` (builds dist/ and runs every
//  content check: schemas, components and props, links, headings, HTML, JSON-LD, facts)  5. CONTENT.md up to date
//  6. vitest, its projects in one run: unit (`npm run test:unit`), then the built site (`test:site`), the
//     browser (`test:browser`) and the journeys one file at a time (one Chromium at a time), against the dist/ the
//     check built. Vitest's own table (tests/support/time-report.ts) ends with its projects, the ten slowest files
//     and the site-copy builds; then the time of each step.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { table } from '../tests/support/time-report.ts';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const steps: { step: string; ms: number; ok: boolean }[] = [];
const startedAll = Date.now();

function printSteps() {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = steps.map((t) => [t.step, s(t.ms), t.ok ? 'passed' : 'FAILED']);
  console.log(
    `\n${table('Time per step of npm test', ['step', 'time', ''], [...rows, ['all', s(Date.now() - startedAll), '']])}`,
  );
}

function run(step: string, title: string, cmd: string, args: string[]) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  steps.push({ step, ms: Date.now() - started, ok: r.status === 0 });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${r.status ?? r.signal}).`);
    printSteps();
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** What the tests run from Debian: the browser, and the photo tests' tag writer and HEIC encoder. */
const debianTools = [
  { file: chromium, pkg: 'chromium', hint: ' (or set CHROME_PATH)' },
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
run('lint', 'Lint', 'npm', ['run', 'lint', '--silent']);
run('types', 'Type check', 'npx', ['tsc', '--noEmit']);
run('check', "Writers' check (build and every content check)", 'npx', ['tsx', 'scripts/check.ts']);
run('docs', 'Docs check', 'npx', ['tsx', 'scripts/docs.ts', '--check']);
run('vitest', 'Tests (unit, site, browser, journeys)', 'npx', ['vitest', 'run']);
printSteps();
