// `npm run screenshots -- [routes…]`: full-page screenshots of the built site at phone (390 px) and desktop
// (1280 px) widths, into .tmp/screenshots/. Serves DIST_DIR (default dist/) itself.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './server/static-server.ts';
import { screenshotStem } from './checks/report.ts';
import { launchBrowser, viewports, waitForHydration } from './browser/launch.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const out = path.resolve(process.env.SHOTS_DIR ?? '.tmp/screenshots');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
fs.mkdirSync(out, { recursive: true });

const server = createStaticServer({ dir: dist });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const route of routes) {
    await page.goto(origin + route);
    await waitForHydration(page);
    const file = path.join(out, `${screenshotStem(route)}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
server.close();
