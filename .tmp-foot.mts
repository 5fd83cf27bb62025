import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from './scripts/server/site-server.ts';
import { launchBrowser } from './scripts/browser/launch.ts';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'));
const site = createSiteServer({ dir: 'dist', dataDir });
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
const browser = await launchBrowser();
for (const r of ['/about', '/es/garantia', '/faq', '/es/preguntas-frecuentes'])
  for (const w of [360, 390, 640, 767, 768, 1023, 1024, 1279, 1280, 1536, 1920]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 } });
    await page.goto(origin + r, { waitUntil: 'load' });
    const h = await page.evaluate(`(async () => { const f = document.querySelector('footer'); f.style.contentVisibility = 'visible'; await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); const cs = getComputedStyle(f); return [Math.round(f.getBoundingClientRect().height), cs.paddingTop, cs.paddingBottom]; })()`);
    process.stdout.write(`${r} ${w}: ${JSON.stringify(h)}  `);
    await page.close();
  }
await browser.close(); site.close();
