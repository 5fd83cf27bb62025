// `npm run audit`: builds, serves dist/ gzipped on localhost like the host does, and runs Lighthouse (mobile,
// default simulated throttling) on every route with Debian's Chromium, RUNS times each (default 3), taking
// medians. Prints one table and fails when a route misses a budget. The network is confined to localhost.
//   RUNS=1 ROUTES=/,/faq npm run audit        quicker look at some routes
//   npm run audit -- --no-build              audit the existing dist/
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadPages } from '../src/content/load.ts';
import { createStaticServer } from './lib/static-server.ts';
import { inlineCssBytes } from './lib/page-weight.ts';
import { htmlFileForRoute } from '../src/content/route-path.ts';
import { budgets, KB } from './audit-budgets.ts';

const runs = Number(process.env.RUNS ?? 3);
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npx', ['vite-react-ssg', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: dist } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const pages = loadPages();
const only = process.env.ROUTES?.split(',').map((r) => r.trim());
// The not-found page is served with status 404 on purpose, and Lighthouse refuses to audit non-200 documents.
const routes = pages.filter((p) => p.route !== '/404' && (!only || only.includes(p.route)));

const server = createStaticServer({ dir: dist });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  imageBytes: number;
  requests: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function measure(url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const items =
    (
      audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    htmlBytes: bytes('document'),
    imageBytes: bytes('image'),
    requests: items.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
  };
}

const rows: { route: string; m: Sample; misses: string[]; failedAudits: string[] }[] = [];
try {
  for (const page of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(origin + page.route));
    const m = Object.fromEntries(
      (Object.keys(samples[0]!) as (keyof Sample)[]).map((k) => [k, median(samples.map((s) => s[k]))]),
    ) as unknown as Sample;
    // The stylesheet is inlined into the HTML (see vite.config.ts): Lighthouse counts it in the document's
    // bytes, the CSS budget counts it as CSS too.
    m.cssBytes += inlineCssBytes(fs.readFileSync(path.join(dist, htmlFileForRoute(page.route)), 'utf8'));
    const misses: string[] = [];
    if (m.performance < budgets.performance) misses.push(`performance ${m.performance} < ${budgets.performance}`);
    if (m.accessibility < budgets.accessibility) misses.push(`accessibility ${m.accessibility}`);
    if (m['best-practices'] < budgets['best-practices']) misses.push(`best practices ${m['best-practices']}`);
    // The not-found and thank-you pages are noindex on purpose, which Lighthouse's SEO score counts against them.
    if (!page.frontmatter.hidden && m.seo < budgets.seo) misses.push(`SEO ${m.seo}`);
    if (m.lcpMs > budgets.lcpMs) misses.push(`LCP ${Math.round(m.lcpMs)} ms`);
    if (m.tbtMs > budgets.tbtMs) misses.push(`TBT ${Math.round(m.tbtMs)} ms`);
    if (m.cls > budgets.cls) misses.push(`CLS ${m.cls.toFixed(3)}`);
    if (m.jsBytes > budgets.jsBytes) misses.push(`JS ${(m.jsBytes / KB).toFixed(1)} KB`);
    if (m.cssBytes > budgets.cssBytes) misses.push(`CSS ${(m.cssBytes / KB).toFixed(1)} KB`);
    rows.push({ route: page.route, m, misses, failedAudits: [] });
    process.stderr.write(
      `  ${page.route}: perf ${m.performance}, LCP ${Math.round(m.lcpMs)} ms${misses.length ? `  ✖ ${misses.join(', ')}` : ''}\n`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}

const header = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB',
  'CSS KB',
  'HTML KB',
  'img KB',
  'reqs',
];
const table = rows.map(({ route, m }) =>
  [
    route,
    m.performance,
    m.accessibility,
    m['best-practices'],
    m.seo,
    Math.round(m.lcpMs),
    Math.round(m.tbtMs),
    m.cls.toFixed(3),
    (m.jsBytes / KB).toFixed(1),
    (m.cssBytes / KB).toFixed(1),
    (m.htmlBytes / KB).toFixed(1),
    (m.imageBytes / KB).toFixed(1),
    m.requests,
  ].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nLighthouse ${runs} run(s) per route, medians (mobile, simulated throttling, transfer sizes gzip; CSS includes the\n` +
    `inline <style>, which HTML also counts)\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table) console.log(line(r));
fs.mkdirSync('.tmp', { recursive: true });
fs.writeFileSync('.tmp/audit.json', JSON.stringify({ runs, budgets, rows }, null, 2));

const failing = rows.filter((r) => r.misses.length);
if (failing.length) {
  console.error(
    `\n✖ ${failing.length} route(s) miss a budget:\n${failing.map((r) => `  ${r.route}: ${r.misses.join(', ')}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\n✔ Every route meets every budget (${rows.length} routes).`);
