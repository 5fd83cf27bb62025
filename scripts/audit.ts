// `npm run audit`: builds, serves dist/ gzipped on localhost like the host does, and runs Lighthouse (mobile,
// default simulated throttling) on every route with Debian's Chromium, RUNS times each (default 3), taking
// medians; an empty page is audited the same way at the start and at the end, as the reference for TBT. Prints one
// table and fails when a route misses a budget (scripts/audit/budgets.ts). The network is confined to localhost.
//   RUNS=1 ROUTES=/,/faq npm run audit        quicker look at some routes
//   ROUTES=sample npm run audit               each kind of page at its heaviest (scripts/audit/sample.ts; CI)
//   BREAKDOWN=1 npm run audit                 also where the main thread goes, by Lighthouse's trace
//   npm run audit -- --no-build              audit the existing dist/
//   AUDIT_JOBS=2 npm run audit               two routes at a time, each in a Chromium of its own (CI: the budgets
//                                            that fail it do not move with the load; the timings, which do, only warn)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { builtRoutes, loadSite } from '../src/content/model.ts';
import { defaultEventRateLimit } from './server/event-receiver.ts';
import { createSiteServer } from './server/site-server.ts';
import { documentBudgetProblems, pageWeight, scriptWeightSummary, type PageWeight } from './checks/page-weight.ts';
import { NOT_FOUND_ROUTES } from '../src/content/route-path.ts';
import { budgets, jsBudgets, KB } from './audit/budgets.ts';
import { serveEmptyPage } from './audit/empty-page.ts';
import { sampleRoutes } from './audit/sample.ts';
import type { AuditAnswer, AuditRequest, Sample } from './audit/lighthouse.ts';

const runs = Number(process.env.RUNS ?? 3);
/** Routes audited at a time, one Chromium each. One by default: a second Lighthouse on the machine slows the first,
 * and the simulated timings follow (Lighthouse's own advice); the empty page's TBT, measured beside them, moves alike. */
const jobs = Math.max(1, Number(process.env.AUDIT_JOBS ?? 1) || 1);
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

if (!process.argv.includes('--no-build')) {
  // `npm run build`'s own command (nothing to do when dist/ already holds the build of these inputs).
  const r = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: dist } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Every route the build renders: page files (no drafts) and the pages generated from the collections.
const pages = builtRoutes(loadSite());
// The not-found pages (one per language) are served with status 404 on purpose, and Lighthouse refuses to audit
// non-200 documents.
const notFound = new Set(Object.values(NOT_FOUND_ROUTES));
const auditable = pages.filter((p) => !notFound.has(p.route));
// ROUTES: a list, or `sample`: each kind of page at its heaviest (scripts/audit/sample.ts); every route by default.
const only =
  process.env.ROUTES === 'sample'
    ? sampleRoutes(
        dist,
        auditable.map((p) => ({
          route: p.route,
          english: (p.route === p.page.route && p.page.frontmatter.translationOf) || p.route,
        })),
      )
    : process.env.ROUTES?.split(',').map((r) => r.trim());
const routes = auditable.filter((p) => !only || only.includes(p.route));

// Served like `npm start`: the files plus the form receiver, so the form pages' challenge request is answered as
// on the self-hosted site (a bare file server answers it 404, a console error Lighthouse counts against them).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
const strictTiming = process.env.AUDIT_STRICT_TIMING === '1';
// Lighthouse is one client that loads every route several times, each load counting a visit and its field speed:
// past the count's per-address limit (a flood's, 60 at once) the receiver answers 429, which Chromium logs as a
// console error and Lighthouse scores against best practices (CI: 28 of 92 routes at 96, from the 30th route on).
// The audit measures the pages, not the flood guard (tests/server/events.test.ts does), so its limit is the audit's.
const server = createSiteServer({
  dir: dist,
  dataDir,
  events: { rateLimit: { ...defaultEventRateLimit, burst: 1_000_000 } },
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const empty = await serveEmptyPage();
/** The bytes of one script response's status line and headers, as this server sends them (see missesOf). */
const headerBytesPerRequest = await scriptHeaderBytes();

async function scriptHeaderBytes(): Promise<number> {
  const script = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'));
  if (!script) return 0;
  const res = await fetch(`${origin}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  await res.arrayBuffer();
  let n = 'HTTP/1.1 200 OK\r\n'.length + 2;
  res.headers.forEach((value, name) => (n += name.length + value.length + 4));
  // Lighthouse also counts Connection/Keep-Alive, which fetch() hides: a little room for them.
  return n + 64;
}

/** The empty page's TBT in this run (the mean of its audits at the start and at the end): the reference for TBT. */
let emptyTbtMs = 0;

/** Budget misses of a median. Timing misses (performance, LCP, TBT) are the ones machine load can cause. */
function missesOf(m: Sample, hidden: boolean, built: PageWeight): { misses: string[]; timing: boolean } {
  const misses: string[] = [];
  let timing = false;
  const miss = (text: string, isTiming = false) => {
    misses.push(text);
    timing ||= isTiming;
  };
  if (!(m.performance >= budgets.performance)) miss(`performance ${m.performance} < ${budgets.performance}`, true);
  if (!(m.accessibility >= budgets.accessibility))
    miss(`accessibility ${m.accessibility}${m.failed.length ? ` (${m.failed.join('; ')})` : ''}`);
  if (!(m['best-practices'] >= budgets['best-practices']))
    miss(`best practices ${m['best-practices']}${m.failed.length ? ` (${m.failed.join('; ')})` : ''}`);
  // The not-found and thank-you pages are noindex on purpose, which Lighthouse's SEO score counts against them.
  if (!hidden && !(m.seo >= budgets.seo)) miss(`SEO ${m.seo}`);
  if (!(m.lcpMs <= budgets.lcpMs)) miss(`LCP ${Math.round(m.lcpMs)} ms`, true);
  if (!(m.tbtMs <= emptyTbtMs + budgets.tbtOverEmptyMs))
    miss(`TBT ${Math.round(m.tbtMs)} ms, ${Math.round(m.tbtMs - emptyTbtMs)} ms over the empty page's`, true);
  if (!(m.cls <= budgets.cls)) miss(`CLS ${m.cls.toFixed(3)}`);
  // Lighthouse's transfer size against the page kind's budget, and the built files' own figure. The transfer size
  // counts each response's headers: this server speaks HTTP/1.1 and sends the site-wide security headers (the CSP,
  // HSTS…, about 0.95 KB) with every script, which the host's HTTP/2 compresses away after the first response. So
  // each script request is allowed its headers; the body bytes themselves must fit the budget. (A fixed 2 KB
  // allowance failed CI once the form page fetched six scripts: 84.4 KB of code, 5.5 KB of headers.)
  const jsBudget = jsBudgets[built.kind];
  const headerAllowance = m.jsRequests * headerBytesPerRequest;
  // Lighthouse also sees the field-speed code fetched once the page is idle, which has a budget of its own.
  if (!(m.jsBytes <= jsBudget + built.jsMeasure + headerAllowance))
    miss(`JS ${(m.jsBytes / KB).toFixed(1)} KB fetched in ${m.jsRequests} script(s)`);
  if (!(built.js <= jsBudget))
    miss(`JS ${(built.js / KB).toFixed(1)} KB built (budget ${(jsBudget / KB).toFixed(0)} KB)`);
  // The site's stylesheet, the one file the CSS budget counts (each page's inline part is the document's).
  if (!(m.cssBytes <= budgets.stylesheetBytes + m.cssRequests * headerBytesPerRequest))
    miss(`CSS ${(m.cssBytes / KB).toFixed(1)} KB fetched`);
  for (const problem of documentBudgetProblems(built.doc)) miss(problem);
  return { misses, timing };
}

type Row = { route: string; hidden: boolean; m: Sample; built: PageWeight; misses: string[]; remeasured?: string };

async function auditRoute(page: (typeof routes)[number], worker: Worker): Promise<Row> {
  const url = origin + page.route;
  const built = pageWeight(dist, page.route);
  const take = () => worker.measure(url);
  let m = await take();
  const first = missesOf(m, page.hidden, built);
  let misses = first.misses;
  let remeasured: string | undefined;
  // Simulated timings still move with the load on the machine (a busy 2-core runner can double one run's
  // TBT). A route that misses only on timing is measured once more, RUNS fresh runs; it fails only if that
  // median misses too. Both medians are printed, so a real regression shows in both.
  if (strictTiming && misses.length && first.timing && misses.every((x) => /^(performance|LCP|TBT) /.test(x))) {
    remeasured = misses.join(', ');
    process.stderr.write(`  ${page.route}: ${remeasured} — measuring again\n`);
    m = await take();
    ({ misses } = missesOf(m, page.hidden, built));
  }
  process.stderr.write(
    `  ${page.route}: perf ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms` +
      `${misses.length ? `  ✖ ${misses.join(', ')}` : ''}\n`,
  );
  return { route: page.route, hidden: page.hidden, m, built, misses, remeasured };
}

interface Worker {
  /** RUNS Lighthouse runs of one URL, their medians. */
  measure(url: string): Promise<Sample>;
  stop(): void;
}

/** A Lighthouse worker (scripts/audit/lighthouse.ts) in a process of its own, once its Chromium has started. */
function startWorker(): Promise<Worker> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'audit', 'lighthouse.ts'), {
    env: { ...process.env, AUDIT_WORKER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let answer: ((a: AuditAnswer) => void) | undefined;
  let died: ((e: Error) => void) | undefined;
  child.on('message', (a: AuditAnswer) => answer?.(a));
  child.on('exit', (code) => died?.(new Error(`the Lighthouse worker stopped (exit ${code})`)));
  const next = () =>
    new Promise<AuditAnswer>((resolve, reject) => {
      answer = resolve;
      died = reject;
    });
  const worker: Worker = {
    async measure(url) {
      const waiting = next();
      child.send({ url, runs } satisfies AuditRequest);
      const a = await waiting;
      if ('sample' in a) return a.sample;
      throw new Error('error' in a ? a.error : `the Lighthouse worker answered nothing for ${url}`);
    },
    stop: () => child.connected && child.disconnect(),
  };
  return next().then(() => worker);
}

// `jobs` workers, each a process with its own Chromium, take the next route until none is left; the table keeps the
// routes' order whichever finished first.
const rows: Row[] = new Array(routes.length);
/** The empty page's medians: before the routes, and after them. */
const emptyRuns: Sample[] = [];
const startedAt = Date.now();
let nextRoute = 0;
const workers: Worker[] = [];
try {
  await Promise.all(
    Array.from({ length: Math.min(jobs, routes.length) }, async (_, job) => {
      const worker = await startWorker();
      workers.push(worker);
      if (job === 0) {
        emptyRuns.push(await worker.measure(empty.url));
        emptyTbtMs = emptyRuns[0]!.tbtMs;
      }
      while (nextRoute < routes.length) {
        const i = nextRoute++;
        rows[i] = await auditRoute(routes[i]!, worker);
      }
      if (job === 0) emptyRuns.push(await worker.measure(empty.url));
    }),
  );
} finally {
  empty.close();
  for (const w of workers) w.stop();
  await new Promise((r) => server.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The reference is the empty page's mean TBT over the run (start and end): the routes' misses are judged against it.
emptyTbtMs = emptyRuns.reduce((sum, r) => sum + r.tbtMs, 0) / emptyRuns.length;
for (const row of rows) if (!row.remeasured) row.misses = missesOf(row.m, row.hidden, row.built).misses;

const header = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'kind',
  'JS KB',
  'built JS',
  'CSS KB',
  'HTML KB',
  '1st KB',
  'inline CSS',
  'elements',
  'img KB',
  'reqs',
];
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const table = rows.map(({ route, m, built }) =>
  [
    route,
    m.performance,
    m.accessibility,
    m['best-practices'],
    m.seo,
    Math.round(m.lcpMs),
    Math.round(m.tbtMs),
    m.cls.toFixed(3),
    built.kind,
    kb(m.jsBytes),
    kb(built.js),
    kb(m.cssBytes),
    kb(m.htmlBytes),
    kb(built.doc.firstScreen),
    kb(built.doc.inlineCss),
    built.doc.elements,
    kb(m.imageBytes),
    m.requests,
  ].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
const emptyFigures = emptyRuns.map((r) => `${Math.round(r.tbtMs)} ms`).join(' and ');
console.log(
  `\n${routes.length} routes audited in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, ${jobs} at a time.` +
    `\nLighthouse ${runs} run(s) per route, medians (mobile, simulated throttling, transfer sizes gzip). An empty page\n` +
    `measured TBT ${emptyFigures} at the start and the end of the run: TBT is budgeted at ${Math.round(emptyTbtMs)} + ` +
    `${budgets.tbtOverEmptyMs} ms. "CSS" is the site's stylesheet as fetched; "1st" the document through its h1 and\n` +
    `"inline CSS" the first screen's rules, gzip; "built JS" what the page's HTML loads, from the built files.\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table) console.log(line(r));
console.log(`\nJavaScript per page kind (built files, gzip):`);
for (const line of scriptWeightSummary(rows.map((r) => r.built))) console.log(`  ${line}`);
const again = rows.filter((r) => r.remeasured);
if (again.length)
  console.log(
    `\nMeasured twice (first median missed a timing budget; the table shows the second):\n` +
      again.map((r) => `  ${r.route}: first ${r.remeasured}`).join('\n'),
  );
// Where the main thread goes, by Lighthouse's own trace (BREAKDOWN=1): its groups, ms at its 4× CPU, medians.
if (process.env.BREAKDOWN === '1') {
  const cols = ['route', 'parse HTML', 'style & layout', 'paint', 'script', 'other', 'total'];
  const cells = [
    ...rows.map(({ route, m }) => [
      route,
      m.parseHtmlMs,
      m.styleLayoutMs,
      m.paintMs,
      m.scriptMs,
      m.otherMs,
      m.mainThread,
    ]),
  ];
  const lines = cells.map((c) => c.map((v) => (typeof v === 'number' ? String(Math.round(v)) : v)));
  const w = cols.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const out = (l: string[]) => l.map((c, i) => (i ? c.padStart(w[i]!) : c.padEnd(w[i]!))).join('  ');
  console.log(`\nMain thread, Lighthouse's breakdown (ms at its simulated 4× CPU, medians):\n${out(cols)}`);
  for (const l of lines) console.log(out(l));
}
fs.mkdirSync('.tmp', { recursive: true });
fs.writeFileSync('.tmp/audit.json', JSON.stringify({ runs, budgets, rows }, null, 2));

// Simulated timings (performance score, LCP, TBT) follow the host as well as the page: on a shared 2-core VM the
// same build measures TBT 150-450 ms one hour and 12-28 ms another. They are printed, and fail the audit only with
// AUDIT_STRICT_TIMING=1 (run it so on a quiet machine); every other budget (accessibility, best practices, SEO,
// CLS, bytes) always fails it.
const isTiming = (miss: string) => /^(performance|LCP|TBT) /.test(miss);
const failing = rows
  .map((r) => ({ ...r, misses: r.misses.filter((x) => strictTiming || !isTiming(x)) }))
  .filter((r) => r.misses.length);
const timingOnly = strictTiming ? [] : rows.filter((r) => r.misses.some(isTiming));
if (timingOnly.length)
  console.warn(
    `\n⚠ ${timingOnly.length} route(s) miss a timing budget on this machine (not failing; AUDIT_STRICT_TIMING=1 makes it fail):\n` +
      timingOnly.map((r) => `  ${r.route}: ${r.misses.filter(isTiming).join(', ')}`).join('\n'),
  );
if (failing.length) {
  console.error(
    `\n✖ ${failing.length} route(s) miss a budget:\n${failing.map((r) => `  ${r.route}: ${r.misses.join(', ')}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  timingOnly.length
    ? `\n✔ Every route meets every budget but the timing warnings above (${rows.length} routes).`
    : `\n✔ Every route meets every budget (${rows.length} routes).`,
);
