import { launchBrowser } from './browser.ts';
const [origin, route, out, w, h] = process.argv.slice(2);
const b = await launchBrowser();
const page = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(origin + route, { waitUntil: 'load' });
const sel = process.argv[7];
if (sel) await page.locator(sel).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: process.argv[8] === 'full' });
await b.close();
