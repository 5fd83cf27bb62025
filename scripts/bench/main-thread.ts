// `npm run bench:main-thread`: where a phone's main thread goes while a page loads. Serves dist/ like `npm start`
// (gzip), opens each route in Debian's Chromium with the CPU slowed 4× (as Lighthouse's mobile profile assumes) and
// records Chromium's own trace until the page has loaded and gone quiet; then splits the renderer's main-thread time
// by kind (scripts/bench/trace-kinds.ts). An empty page served beside them in the same run is the reference: what the
// browser itself costs on this machine today. Medians of RUNS loads (default 5).
//   npm run bench:main-thread                          the home page and a town page
//   ROUTES=/,/faq RUNS=3 npm run bench:main-thread     other routes
//   npm run bench:main-thread -- --build               build dist/ first (else the existing build is measured)
//   BASE_DIST=../other/dist npm run bench:main-thread  also another build of the site, the same routes, in the same run
//   npm run bench:main-thread -- --tasks               also each task of over 50 ms of a typical load, by kind
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '../server/site-server.ts';
import { launchBrowser } from '../browser/launch.ts';
import { serveEmptyPage } from '../audit/empty-page.ts';
import { KINDS, mainThread, type LongTask, type MainThread, type TraceEvent } from './trace-kinds.ts';

const runs = Number(process.env.RUNS ?? 5);
const routes = (process.env.ROUTES ?? '/,/service-areas/pearland-tx').split(',').map((r) => r.trim());
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const QUIET_MS = 1500;

if (process.argv.includes('--build')) {
  const r = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: dist } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'));
/** Serves a built site like `npm start` does, on a port of its own. */
async function serve(dir: string) {
  const server = createSiteServer({ dir, dataDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const sites = [{ label: '', ...(await serve(dist)) }];
if (process.env.BASE_DIST) sites.unshift({ label: 'base ', ...(await serve(path.resolve(process.env.BASE_DIST))) });
const empty = await serveEmptyPage();
const emptyUrl = empty.url;

const browser = await launchBrowser();

/** One cold load of `url` in a fresh context, traced: main-thread ms by kind and the page's element count. */
async function traceLoad(url: string): Promise<{ kinds: MainThread; elements: number; longTasks: LongTask[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: the page's deferred scripts run after load; wait until the network has been idle a while.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const { figures, longTasks } = mainThread(traceEvents);
  return { kinds: figures, elements, longTasks };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const targets = [
  { label: '(empty page)', url: emptyUrl },
  ...routes.flatMap((r) => sites.map((site) => ({ label: `${site.label}${r}`, url: site.origin + r }))),
];
const rows: { label: string; kinds: Record<string, number>; elements: number; longTasks: LongTask[] }[] = [];
const version = browser.version();
try {
  // A first load warms Chromium itself (its own start-up work would otherwise land in the first route's figures).
  await traceLoad(emptyUrl);
  const samples = new Map(targets.map((t) => [t.label, [] as Awaited<ReturnType<typeof traceLoad>>[]]));
  // Interleaved, so that a change in the machine's speed moves every route alike.
  for (let i = 0; i < runs; i++) for (const t of targets) samples.get(t.label)!.push(await traceLoad(t.url));
  for (const t of targets) {
    const s = samples.get(t.label)!;
    const kinds = Object.fromEntries(
      ([...KINDS, 'total', 'longest', 'blocking'] as const).map((k) => [k, median(s.map((x) => x.kinds[k]))]),
    ) as Record<string, number>;
    // The long tasks of the load whose total was the median one: what to look at first.
    const typical = [...s].sort((a, b) => a.kinds.total - b.kinds.total)[Math.floor(s.length / 2)]!;
    rows.push({ label: t.label, kinds, elements: median(s.map((x) => x.elements)), longTasks: typical.longTasks });
  }
} finally {
  await browser.close();
  // The receiver writes the day's counts as it closes: wait for it before removing its folder.
  await Promise.all(sites.map((site) => new Promise((r) => site.server.close(r))));
  empty.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const header = ['route', ...KINDS, 'total', 'longest task', 'over 50 ms', 'elements'];
const figures = [...KINDS, 'total', 'longest', 'blocking'] as const;
const table = rows.map((r) => [r.label, ...figures.map((k) => Math.round(r.kinds[k]!)), r.elements].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
console.log(
  `\nMain-thread time while loading (ms, Chromium ${version}, CPU slowed 4×, 412×823 phone, medians of ${runs}):\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table) console.log(line(r));
const ref = rows[0]!.kinds.total!;
console.log(
  `\nEach route's total against the empty page's (${Math.round(ref)} ms): ` +
    rows
      .slice(1)
      .map((r) => `${r.label} ${(r.kinds.total! / ref).toFixed(1)}×`)
      .join(', '),
);
if (process.argv.includes('--tasks'))
  for (const r of rows) {
    console.log(`\n${r.label}: tasks over 50 ms (the load with the median total)`);
    for (const t of r.longTasks)
      console.log(
        `  at ${Math.round(t.start)} ms, ${Math.round(t.duration)} ms: ` +
          Object.entries(t.kinds)
            .filter(([, ms]) => ms >= 1)
            .sort((a, b) => b[1] - a[1])
            .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
            .join(', '),
      );
  }
