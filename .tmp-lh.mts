import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSiteServer } from './scripts/server/site-server.ts';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'));
const site = createSiteServer({ dir: process.argv[3] ?? 'dist', dataDir });
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
for (let i = 0; i < 2; i++) {
const r = await lighthouse(origin + (process.argv[2] ?? '/'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
const a = r!.lhr.audits;
console.log('perf', r!.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
console.log('long tasks', JSON.stringify((a['long-tasks'].details as any).items.map((x: any) => [x.url?.split('/').pop(), Math.round(x.startTime), Math.round(x.duration)])));
console.log('breakdown', JSON.stringify((a['mainthread-work-breakdown'].details as any).items.map((x: any) => [x.group, Math.round(x.duration)])));
}
await chrome.kill(); site.close();
