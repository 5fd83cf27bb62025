// `npm run bench`: how the production build scales with the number of pages. Times the build of the real site,
// then of the site plus 100, 500 and 1000 generated service-area pages, each in a temporary copy of the project
// under /tmp (node_modules symlinked), so the real tree, its dist/ and its build lock are never touched.
// Prints pages, seconds, ms per page, peak RSS (via /usr/bin/time -v when present) and what a phone downloads
// for the home page, then whether the per-page cost stays close to linear.
//   BENCH_SIZES=0,100 npm run bench          generated page counts to try (default 0,100,500,1000)
//   BENCH_TIMEOUT_S=300 npm run bench        time limit per build (default 600 s)
//   BENCH_KEEP=1 npm run bench               keep the temporary copies (their paths are printed)
// Exits non-zero only when a build fails; slow builds, a build over the time limit or out of memory are
// reported as findings, not failures. Timings depend on the machine: compare runs on the same machine only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pageWeight } from './checks/page-weight.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sizes = (process.env.BENCH_SIZES ?? '0,100,500,1000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n >= 0);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
const keep = process.env.BENCH_KEEP === '1';
const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Not copied: installed packages (symlinked instead), build output, git data, scratch and lock files. */
const skip = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tmp',
  '.vite-react-ssg-temp',
  '.vite-react-ssg-temp.lock',
  'test-results',
  '.data',
]);

// Place names for the generated pages: fictional, Texas-sounding, unique with a number once the list runs out.
const first = [
  'Cedar',
  'Pecan',
  'Willow',
  'Magnolia',
  'Cypress',
  'Live Oak',
  'Bluebonnet',
  'Mesquite',
  'Prairie',
  'Bayou',
  'Sandy',
  'Clear',
  'Mustang',
  'Red Bluff',
  'Chocolate',
  'Turkey',
];
const second = [
  'Creek',
  'Springs',
  'Grove',
  'Hollow',
  'Ridge',
  'Park',
  'Bend',
  'Crossing',
  'Point',
  'Lake',
  'Meadows',
  'Station',
  'Landing',
  'Heights',
  'Village',
  'Flats',
];
const counties = ['Brazoria County', 'Harris County', 'Galveston County', 'Fort Bend County'];

function cityName(i: number): string {
  const base = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}`;
  const round = Math.floor(i / (first.length * second.length));
  return round === 0 ? base : `${base} ${round + 1}`;
}

/** A valid service-area page: realistic frontmatter and a little content built from existing components. */
export function generatedPage(i: number): string {
  const city = cityName(i);
  const county = counties[i % counties.length]!;
  return `---
title: Foundation Repair in ${city}, TX | Free Inspection
description: Slab repair, house leveling, drainage and free foundation inspections for ${city} homes, from a family-owned Pearland contractor.
keywords: [foundation repair ${city}, ${city} slab repair, foundation inspection ${city} TX]
label: ${city}
summary: Slab repair, drainage and concrete lifting for ${city} homes on expansive Gulf Coast clay.
order: ${1000 + i}
schema: [LocalBusiness]
area:
  city: ${city}
  county: ${county}
---

<PageHero
  eyebrow="${city}, TX · ${county}"
  title="Foundation repair in ${city}"
  lead="Homes in ${city} sit on the same swelling and shrinking clay as the rest of ${county}. Book a free inspection or call us to talk it through."
/>

<Section tone="muted" narrow>

## ${city}'s soil and drainage

The clay under ${city} swells after a storm and shrinks in a dry summer, and that movement is what cracks walls
and sticks doors. We fix drainage first where we can, because it is usually the cheaper repair, and support the
slab on piers where it has already settled. Read how we do it on our
[slab foundation repair](/services/slab-foundation-repair) page.

Questions before you book? Call us at <Phone />.

</Section>

<CallToAction checklist
  title="Ready to find out what your ${city} foundation needs?"
  text="Book a free inspection online or call us. Here is what you get:"
/>
`;
}

function makeCopy(extraPages: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-bench-${extraPages}-`));
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry) || entry.endsWith('.log')) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const areasDir = path.join(dir, 'pages/service-areas');
  for (let i = 1; i <= extraPages; i++)
    fs.writeFileSync(path.join(areasDir, `generated-${i}.mdx`), generatedPage(i - 1));
  return dir;
}

interface Result {
  generated: number;
  pages?: number;
  seconds?: number;
  rssMb?: number;
  homeJsKb?: number;
  homeHtmlKb?: number;
  htmlMb?: number;
  /** Pages in the copy's pages/ folder. */
  expected?: number;
  /** Pages written before a build was stopped. */
  rendered?: number;
  failure?: 'timeout' | 'oom' | 'error';
  detail?: string;
}

function countHtml(dir: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    count++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function build(dir: string, generated: number): Promise<Result> {
  const outDir = path.join(dir, 'dist');
  const cli = path.join(root, 'node_modules/vite-react-ssg/bin/vite-react-ssg.js');
  const [cmd, args] = timeBin ? [timeBin, ['-v', process.execPath, cli, 'build']] : [process.execPath, [cli, 'build']];
  const log = fs.openSync(path.join(dir, 'build.log'), 'w');
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: dir,
      env: { ...process.env, OUT_DIR: outDir },
      stdio: ['ignore', log, 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      fs.writeSync(log, d);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // Stop the build but let /usr/bin/time (the group leader) report its peak memory; then the rest.
      for (const pid of childrenOf(child.pid!)) kill(pid);
      setTimeout(() => kill(-child.pid!), 5000).unref();
      if (!timeBin) kill(-child.pid!);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      fs.closeSync(log);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const rssKb = Number(stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
      const rssMb = Number.isFinite(rssKb) ? rssKb / 1024 : undefined;
      const expected = fs
        .readdirSync(path.join(dir, 'pages'), { recursive: true })
        .filter((f) => String(f).endsWith('.mdx')).length;
      const base: Result = { generated, seconds, rssMb, expected };
      if (timedOut) {
        const done = fs.existsSync(outDir) ? countHtml(outDir).count : 0;
        return resolve({
          ...base,
          failure: 'timeout',
          rendered: done,
          detail: `stopped after ${timeoutMs / 1000} s with ${done} pages written`,
        });
      }
      const oom = /heap out of memory|Reached heap limit|terminated by signal 9|ENOMEM/i.test(stderr);
      if (code !== 0 || !fs.existsSync(path.join(outDir, 'index.html'))) {
        const tail = fs.readFileSync(path.join(dir, 'build.log'), 'utf8').trim().split('\n').slice(-15).join('\n');
        return resolve({ ...base, failure: oom ? 'oom' : 'error', detail: tail });
      }
      const html = countHtml(outDir);
      const home = pageWeight(outDir, '/');
      resolve({
        ...base,
        pages: html.count,
        htmlMb: html.bytes / 1024 / 1024,
        homeJsKb: home.js / 1024,
        homeHtmlKb: home.html / 1024,
      });
    });
  });
}

const fmt = (n: number | undefined, digits = 1) => (n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits));
const msPerPage = (r: Result) => (r.pages && r.seconds ? (r.seconds * 1000) / r.pages : undefined);

function printTable(results: Result[]) {
  const rows = [
    [
      'generated',
      'pages',
      'seconds',
      'ms/page',
      'ms/added page',
      'peak RSS MB',
      'HTML MB',
      'home JS gz KB',
      'home HTML gz KB',
    ],
  ];
  let prev: Result | undefined;
  for (const r of results) {
    if (r.failure) {
      rows.push([
        String(r.generated),
        r.rendered !== undefined ? `${r.rendered} of ${r.expected}` : '–',
        fmt(r.seconds),
        r.failure === 'timeout' ? 'TIMEOUT' : r.failure === 'oom' ? 'OUT OF MEMORY' : 'BUILD FAILED',
        '',
        fmt(r.rssMb, 0),
        '',
        '',
        '',
      ]);
      continue;
    }
    const marginal =
      prev?.pages && prev.seconds && r.pages! > prev.pages
        ? ((r.seconds! - prev.seconds) * 1000) / (r.pages! - prev.pages)
        : undefined;
    rows.push([
      String(r.generated),
      String(r.pages),
      fmt(r.seconds),
      fmt(msPerPage(r), 0),
      fmt(marginal, 0),
      fmt(r.rssMb, 0),
      fmt(r.htmlMb, 1),
      fmt(r.homeJsKb, 1),
      fmt(r.homeHtmlKb, 1),
    ]);
    prev = r;
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  console.log('');
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('');
}

console.log(
  `Build benchmark: sizes ${sizes.join(', ')} generated service-area pages, ${os.cpus().length} CPUs, ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, limit ${timeoutMs / 1000} s per build` +
    (timeBin ? '' : ' (no /usr/bin/time: peak RSS not measured)'),
);

const results: Result[] = [];
for (const n of sizes) {
  const dir = makeCopy(n);
  process.stdout.write(`• ${n} generated page${n === 1 ? '' : 's'} (copy in ${dir}) … `);
  const r = await build(dir, n);
  results.push(r);
  console.log(r.failure ? `${r.failure} after ${fmt(r.seconds)} s` : `${r.pages} pages in ${fmt(r.seconds)} s`);
  if (r.failure === 'error') console.log(r.detail);
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  // Past a time or memory limit, bigger sizes would only hit it again.
  if (r.failure === 'timeout' || r.failure === 'oom') {
    console.log(`  stopping here: larger sizes would exceed the same limit.`);
    break;
  }
}

printTable(results);

const ok = results.filter((r) => !r.failure && r.generated > 0);
const stopped = results.find((r) => r.failure === 'timeout' || r.failure === 'oom');
if (ok.length >= 2) {
  const small = ok[0]!;
  const large = ok[ok.length - 1]!;
  const ratio = msPerPage(large)! / msPerPage(small)!;
  console.log(
    `Growth: ${fmt(msPerPage(large), 0)} ms/page at ${large.pages} pages vs ${fmt(msPerPage(small), 0)} ms/page at ` +
      `${small.pages} pages (×${ratio.toFixed(2)}): ${ratio <= 1.5 ? 'close to linear (within 1.5×)' : 'worse than linear (over 1.5×)'}.`,
  );
} else if (!stopped) {
  console.log('Growth: needs two successful sizes with generated pages to compare.');
}
const done = results.filter((r) => !r.failure && r.pages);
if (done.length >= 2) {
  const steps = done.slice(1).map((r, i) => {
    const prev = done[i]!;
    return `${fmt(((r.seconds! - prev.seconds!) * 1000) / (r.pages! - prev.pages!), 0)} ms (${prev.pages}→${r.pages})`;
  });
  console.log(`Cost of each added page: ${steps.join(', ')}.`);
  console.log(
    `Average page HTML: ${done.map((r) => `${fmt((r.htmlMb! * 1024) / r.pages!, 0)} KB (${r.pages} pages)`).join(', ')}.`,
  );
}
if (stopped) {
  const base = ok[0] ?? done[0];
  const expected = stopped.expected ?? 0;
  const projection =
    base && msPerPage(base)
      ? ` At the ${base.pages}-page rate it would take about ${fmt((msPerPage(base)! * expected) / 1000, 0)} s.`
      : '';
  console.log(
    `Limit reached at ${stopped.generated} generated pages (${expected} in all): ` +
      `${stopped.failure === 'oom' ? 'out of memory' : 'time limit'}, ${stopped.detail?.split('\n').pop()}.${projection}` +
      (stopped.failure === 'timeout' && base && (msPerPage(base)! * expected) / 1000 < stopped.seconds!
        ? ' Growth is worse than linear.'
        : ''),
  );
}
console.log(
  'Note: every generated page is a service area. Menus and the footer list at most 10 areas, so other pages stay the ' +
    "same size; the service-areas index, the home page's area links and the HTML sitemap list them all.",
);

process.exit(results.some((r) => r.failure === 'error') ? 1 : 0);
