// `npm run screenshots -- [routes…]`: full-page screenshots of the built site at phone (390 px) and desktop
// (1280 px) widths, into .tmp/screenshots/. Serves DIST_DIR (default dist/) itself.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { createStaticServer } from './server/static-server.ts';
import { screenshotStem } from './checks/report.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const out = path.resolve(process.env.SHOTS_DIR ?? '.tmp/screenshots');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
fs.mkdirSync(out, { recursive: true });

const server = createStaticServer({ dir: dist });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const route of routes) {
    await page.goto(origin + route);
    await page.waitForSelector('html[data-hydrated="true"]');
    const file = path.join(out, `${screenshotStem(route)}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
server.close();
