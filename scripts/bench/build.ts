// `npm run bench`: how the production build scales with the number of pages, in one language and in two. For each
// size it makes a temporary copy of the project with N generated pages (scripts/bench/generated-pages.ts): English
// only, and (same N) half English, half their Spanish translations. It builds each copy cold (no dist/, no caches)
// and then again with nothing changed (warm), both with `npm run build`'s own command, and prints pages, seconds,
// ms per page, the marginal cost of a page, peak memory and the time of each build phase, and, per size, the cost
// of a page with two languages as a ratio to one language measured in the same run. Then it starts `npm run dev`
// on the largest copy and times the start-up (first page served) and a one-page hot update (edit saved → new text
// served). Last, the job photos: the site with a page of 100 phone photos (4032×3024 JPEGs made here) against the same
// site and page without them, each built cold then warm: the photos' extra time, cold and warm.
//   BENCH_SIZES=0,500,1000 npm run bench     generated page counts (default; the real site builds 88 pages, 26 of
//                                             them Spanish)
//   BENCH_LANGS=en,en+es                     which copies per size: English only, English and Spanish (default both)
//   BENCH_KEEP=1 npm run bench               keep the temporary copies (their paths are printed)
//   BENCH_TIMEOUT_S=600                      time limit per build
//   BENCH_PHOTOS=100                         phone photos in the photo copy (0: no photo benchmark)
// Exits non-zero only when a build fails. Compare figures from one machine and one run only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { pageWeight } from '../checks/page-weight.ts';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { makeCopy, type Extra } from './generated-pages.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { addBenchPhotos, PHONE_PHOTO } from './photos.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sizes = (process.env.BENCH_SIZES ?? '0,500,1000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n >= 0);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
const keep = process.env.BENCH_KEEP === '1';
const langs = (process.env.BENCH_LANGS ?? 'en,en+es').split(',').map((l) => l.trim());
const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
/** The comparable Astro contractor site the build is measured against: 344 pages in 18 s. */
export const PEER = { pages: 344, seconds: 18 };

const PHASES = [
  // From the command's start to the generator's first step: Node, the build command, loading vite.config.ts.
  ['start', /^/],
  ['client build', /Build for client/],
  ['server build', /Build for server/],
  ['render pages', /Rendering Pages/],
  ['site files', /Build finished/],
] as const;

interface Run {
  seconds: number;
  rssMb?: number;
  /** Seconds per phase, from the build's own log lines. */
  phases: Record<string, number>;
  /** The site search's index (part of "site files"), from the build's `search index: N pages in X ms` line. */
  search?: { pages: number; ms: number };
  ok: boolean;
  tail: string;
}

/** Runs `npm run build`'s command in `dir` (under /usr/bin/time for peak memory), timing each phase. */
function build(dir: string, extra: string[] = []): Promise<Run> {
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', ...extra];
  const [cmd, argv] = timeBin ? [timeBin, ['-v', process.execPath, ...args]] : [process.execPath, args];
  const started = performance.now();
  const marks: [string, number][] = [['start', started]];
  let log = '';
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, {
      cwd: dir,
      env: { ...process.env, OUT_DIR: path.join(dir, 'dist'), FORCE_COLOR: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout!.on('data', (d: Buffer) => {
      const text = d.toString();
      log += text;
      for (const [name, re] of PHASES.slice(1)) if (re.test(text)) marks.push([name, performance.now()]);
    });
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const end = performance.now();
      const phases: Record<string, number> = {};
      marks.forEach(([name, at], i) => (phases[name] = ((marks[i + 1]?.[1] ?? end) - at) / 1000));
      const rssKb = Number(log.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
      const search = /search index: (\d+) pages in (\d+) ms/.exec(log);
      resolve({
        seconds: (end - started) / 1000,
        rssMb: Number.isFinite(rssKb) ? rssKb / 1024 : undefined,
        phases,
        search: search ? { pages: Number(search[1]), ms: Number(search[2]) } : undefined,
        ok: code === 0 && fs.existsSync(path.join(dir, 'dist/index.html')),
        // The build's own last lines, without /usr/bin/time's report.
        tail: log
          .split(/\n\s*Command being timed/)[0]!
          .trim()
          .split('\n')
          .slice(-20)
          .join('\n'),
      });
    });
  });
}

function get(port: number, route: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: route }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** `npm run dev` in `dir`: seconds until a page is served, and from saving an edit until the new text is served. */
async function devTimes(dir: string): Promise<{ startup: number; firstPage: number; update: number } | string> {
  const port = 5300 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '--port', String(port)],
    {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const until = async (ok: () => Promise<boolean>, limitMs = 120_000) => {
    const t = performance.now();
    while (performance.now() - t < limitMs) {
      if (await ok().catch(() => false)) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };
  try {
    const page = fs.readdirSync(path.join(dir, 'pages/services')).find((f) => f.startsWith('generated-'));
    const route = page ? `/services/${page.replace(/\.mdx$/, '')}` : '/about';
    if (!(await until(async () => (await get(port, '/')).status === 200)))
      return `dev server did not answer: ${output.slice(-500)}`;
    const startup = (performance.now() - started) / 1000;
    const t1 = performance.now();
    await get(port, route);
    const firstPage = (performance.now() - t1) / 1000;
    const file = path.join(dir, 'pages', `${route}.mdx`);
    const marker = `Edited for the benchmark ${Date.now()}`;
    const t2 = performance.now();
    fs.appendFileSync(file, `\n\n${marker}\n`);
    if (!(await until(async () => (await get(port, route)).body.includes(marker), 60_000)))
      return 'the edit never showed';
    return { startup, firstPage, update: (performance.now() - t2) / 1000 };
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
  }
}

const fmt = (n: number | undefined, digits = 1) => (n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .flatMap((row, i) => {
      const line = row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
      return i === 0 ? [line, widths.map((w) => '-'.repeat(w)).join('  ')] : [line];
    })
    .join('\n');
}

console.log(
  `Build benchmark: ${sizes.map((n) => `+${n}`).join(', ')} generated pages (${langs.join(', ')}), ${os.cpus().length} CPUs, ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM` +
    (timeBin ? '' : ' (no /usr/bin/time: peak memory not measured)'),
);

interface Result {
  extra: Extra;
  pages: number;
  /** Built Spanish pages (under es/). */
  spanishPages: number;
  cold: Run;
  warm?: Run;
  /** JavaScript of a page without a form and of one with a form, KB gzip. */
  js?: [number, number];
}
const results: Result[] = [];
let largest: string | undefined;
let failed = false;
// Each size once per language set; zero generated pages is the site itself, built once.
const copies: Extra[] = sizes.flatMap((n) =>
  n === 0 ? [{ pages: 0, spanish: false }] : langs.map((l) => ({ pages: n, spanish: l === 'en+es' })),
);
const nameOf = (e: Extra) => `+${e.pages}${e.pages ? (e.spanish ? ' en+es' : ' en') : ''}`;
for (const extra of copies) {
  if (failed) break;
  const dir = makeCopy(extra);
  process.stdout.write(`• ${nameOf(extra)} pages (${dir}): cold … `);
  const cold = await build(dir);
  if (!cold.ok) {
    console.log(`FAILED after ${fmt(cold.seconds)} s\n${cold.tail}`);
    failed = true;
    break;
  }
  process.stdout.write(`${fmt(cold.seconds)} s; warm … `);
  const warm = await build(dir);
  console.log(`${fmt(warm.seconds)} s`);
  const js = (route: string) => pageWeight(path.join(dir, 'dist'), route).js / 1024;
  const files = builtHtmlFiles(path.join(dir, 'dist'));
  results.push({
    extra,
    pages: files.length,
    spanishPages: files.filter((f) => langOfRoute(f.route) === 'es').length,
    cold,
    warm,
    js: [js('/warranty'), js('/contact')],
  });
  if (largest && !keep) fs.rmSync(largest, { recursive: true, force: true });
  largest = dir;
}

if (results.length) {
  const base = results[0]!;
  const phaseNames = PHASES.map(([name]) => name);
  const marginal = (r: Result) => ((r.cold.seconds - base.cold.seconds) * 1000) / (r.pages - base.pages);
  console.log(
    '\n' +
      table([
        [
          'pages',
          'languages',
          'es pages',
          'cold s',
          'ms/page',
          'marginal ms/page',
          'warm s',
          'warm ms/page',
          'peak RSS MB',
          ...phaseNames.map((p) => `${p} s`),
          'search index ms',
          'search ms/page',
          'search marginal ms/page',
        ],
        ...results.map((r) => [
          String(r.pages),
          r.extra.pages ? (r.extra.spanish ? 'en+es' : 'en') : 'site',
          String(r.spanishPages),
          fmt(r.cold.seconds),
          fmt((r.cold.seconds * 1000) / r.pages, 0),
          r === base ? '–' : fmt(marginal(r), 1),
          fmt(r.warm?.seconds),
          fmt(((r.warm?.seconds ?? NaN) * 1000) / r.pages, 1),
          fmt(r.cold.rssMb, 0),
          ...phaseNames.map((p) => fmt(r.cold.phases[p])),
          fmt(r.cold.search?.ms, 0),
          fmt((r.cold.search?.ms ?? NaN) / (r.cold.search?.pages ?? NaN), 2),
          r === base
            ? '–'
            : fmt(
                ((r.cold.search?.ms ?? NaN) - (base.cold.search?.ms ?? NaN)) /
                  ((r.cold.search?.pages ?? NaN) - (base.cold.search?.pages ?? NaN)),
                2,
              ),
        ]),
      ]) +
      '\n',
  );
  // Two languages against one, same size, same run: the cost of a page (and of an added page) as a ratio.
  for (const n of sizes.filter((s) => s > 0)) {
    const en = results.find((r) => r.extra.pages === n && !r.extra.spanish);
    const both = results.find((r) => r.extra.pages === n && r.extra.spanish);
    if (!en || !both) continue;
    const perPage = (r: Result) => r.cold.seconds / r.pages;
    console.log(
      `+${n} pages, en+es vs en: ms/page ×${fmt(perPage(both) / perPage(en), 2)}, marginal ms/page ×${fmt(
        marginal(both) / marginal(en),
        2,
      )}, warm ×${fmt((both.warm?.seconds ?? NaN) / (en.warm?.seconds ?? NaN), 2)}, peak RSS ×${fmt(
        (both.cold.rssMb ?? NaN) / (en.cold.rssMb ?? NaN),
        2,
      )}.`,
    );
  }
  console.log(
    `Peer (Astro contractor site): ${PEER.pages} pages in ${PEER.seconds} s = ${fmt((PEER.seconds * 1000) / PEER.pages, 0)} ms/page.` +
      ` Targets: marginal ≤ 25 ms/page, peak ≤ 1024 MB at 1,031 pages, warm ≤ 10 ms/page;` +
      ` search index ≤ 2 ms/page; two languages: the same cost per page.`,
  );
  const [plain, form] = results.at(-1)!.js!;
  console.log(
    `JavaScript (gzip): ${fmt(plain)} KB on a page without a form (/warranty), ${fmt(form)} KB with one (/contact).`,
  );
}

if (largest && !failed) {
  const dev = await devTimes(largest);
  const pages = results.at(-1)!.pages;
  console.log(
    typeof dev === 'string'
      ? `npm run dev at ${pages} pages: ${dev}`
      : `npm run dev at ${pages} pages: first page served ${fmt(dev.startup, 2)} s after start; another page's first ` +
          `render ${fmt(dev.firstPage, 2)} s; an edit saved → new text served in ${fmt(dev.update, 2)} s.`,
  );
  if (!keep) fs.rmSync(largest, { recursive: true, force: true });
  else console.log(`Kept: ${largest}`);
}
const photoCount = Number(process.env.BENCH_PHOTOS ?? 100);
if (photoCount > 0 && !failed) failed = !(await photoBench(photoCount));

/**
 * The job photos' cost: the site with one page of `count` phone photos against the same site with that page as text,
 * built alternately (cold, cold, warm, warm) so both see the same machine. Every build is a full one (`--force`: the
 * up-to-date check would skip a build with nothing changed); a warm build finds every file in the photo cache
 * (.tmp/photos-cache/ of its copy) and encodes nothing.
 */
async function photoBench(count: number): Promise<boolean> {
  const plainDir = makeCopy({ pages: 0, spanish: false });
  const photoDir = makeCopy({ pages: 0, spanish: false });
  await addBenchPhotos(plainDir, count, { photos: false });
  const t = performance.now();
  const bytes = await addBenchPhotos(photoDir, count);
  console.log(
    `\n• photos: ${count} phone photos (${PHONE_PHOTO.width}×${PHONE_PHOTO.height} JPEG, ${fmt(bytes / 1024 ** 2)} MB) made in ${fmt((performance.now() - t) / 1000)} s (${photoDir}); building …`,
  );
  const runs: Run[] = [];
  for (const dir of [plainDir, photoDir, plainDir, photoDir]) {
    const r = await build(dir, ['--force']);
    if (!r.ok) {
      console.log(`FAILED after ${fmt(r.seconds)} s\n${r.tail}`);
      return false;
    }
    runs.push(r);
  }
  const [plainCold, photoCold, plainWarm, photoWarm] = runs as [Run, Run, Run, Run];
  const assets = fs.readdirSync(path.join(photoDir, 'dist/assets')).filter((f) => /\.(avif|webp|jpg)$/.test(f));
  const served = assets.reduce((sum, f) => sum + fs.statSync(path.join(photoDir, 'dist/assets', f)).size, 0);
  const coldExtra = photoCold.seconds - plainCold.seconds;
  const warmExtra = photoWarm.seconds - plainWarm.seconds;
  console.log(
    table([
      ['build', 'without photos s', `with ${count} photos s`, 'photos extra s'],
      ['cold', fmt(plainCold.seconds), fmt(photoCold.seconds), fmt(coldExtra)],
      ['warm', fmt(plainWarm.seconds), fmt(photoWarm.seconds), fmt(warmExtra)],
    ]),
  );
  console.log(
    `Photos: warm extra / cold extra = ${fmt((warmExtra / coldExtra) * 100)}% (goal < 5%); ${fmt(coldExtra / count, 2)} s a photo cold; ` +
      `${assets.length} files (${fmt(served / 1024 ** 2)} MB) served from ${fmt(bytes / 1024 ** 2)} MB of originals.`,
  );
  if (!keep) for (const dir of [plainDir, photoDir]) fs.rmSync(dir, { recursive: true, force: true });
  return true;
}

process.exitCode = failed ? 1 : 0;
