// `npm run bench:photos`: what job photos cost a visitor (docs/photos.md). In a temporary copy of the site, eight
// phone photos (4032×3024 JPEGs drawn by sharp, brought in with `npm run photos -- add`) go on a project page
// (scripts/bench/photos.ts: a before/after pair, five listed, one in the MDX); the same project without photos is the
// reference. The copy is built, then Lighthouse (mobile, the audit's own script, RUNS runs a page, medians) measures
// both pages in the same run, and Chromium counts the image bytes each page fetches at 390 and 1280 px: before the
// visitor scrolls, and after scrolling to the bottom and opening nothing. Prints the figures beside the originals'
// bytes.
//   RUNS=3 npm run bench:photos        Lighthouse runs per page (default 3; 0: image bytes only)
//   BENCH_KEEP=1 npm run bench:photos  keep the copy
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { makeCopy } from './generated-pages.ts';
import { JOB_PHOTOS, phonePhoto, PHONE_PHOTO, writePhotoProjects } from './photos.ts';
import { addPhoto } from '../photos/commands.ts';
import { createSiteServer } from '../server/site-server.ts';
import { launchBrowser, viewports } from '../browser/launch.ts';

const runs = process.env.RUNS ?? '3';
const dir = makeCopy({ pages: 0, spanish: false });
const tsx = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });

const phone = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-'));
let originals = 0;
for (const [name] of JOB_PHOTOS) {
  const shot = path.join(phone, `${name}.jpg`);
  await phonePhoto(shot);
  originals += fs.statSync(shot).size;
  await addPhoto(dir, shot, name);
}
fs.rmSync(phone, { recursive: true, force: true });
const imported = JOB_PHOTOS.reduce((sum, [n]) => sum + fs.statSync(path.join(dir, `content/photos/${n}.jpg`)).size, 0);
const { route, plainRoute } = writePhotoProjects(dir);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
console.log(
  `Eight phone photos (${PHONE_PHOTO.width}×${PHONE_PHOTO.height}): ${mb(originals)} off the phone, ${mb(imported)} in content/photos/ after \`npm run photos -- add\` (${dir}).`,
);

const built = tsx(['scripts/build.ts', '--force'], { OUT_DIR: path.join(dir, 'dist'), NODE_ENV: 'production' });
if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);

// Lighthouse, mobile: the audit's own script on the two pages, in one run.
if (runs !== '0') {
  const audit = tsx(['scripts/audit.ts', '--no-build'], {
    DIST_DIR: path.join(dir, 'dist'),
    ROUTES: `${route},${plainRoute}`,
    RUNS: runs,
  });
  console.log(audit.stdout.replace(/\n\s*JavaScript per page kind[\s\S]*$/, '').trim());
  if (audit.status !== 0)
    console.log(`(the audit exited ${audit.status}: ${audit.stderr.trim().split('\n').slice(-3).join(' / ')})`);
}

// Image bytes a visitor fetches, at each width: before scrolling, and after scrolling through the whole page.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-data-'));
const server = createSiteServer({ dir: path.join(dir, 'dist'), dataDir });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
const rows: string[] = [];
/** The budget of a page's images before the visitor scrolls, at 390 px. */
const FIRST_SCREEN_BUDGET = 300 * 1024;
/** The widths a visitor may come with: a phone at Lighthouse's pixel ratio and at an iPhone's, and a desktop. */
const screens = [
  { viewport: viewports.phone, ratio: 1.75 },
  { viewport: viewports.phone, ratio: 3 },
  { viewport: viewports.desktop, ratio: 1 },
];
try {
  for (const { viewport, ratio } of screens) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: ratio });
    const page = await context.newPage();
    // Each image's body size, counted once its response has arrived in full.
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'image') sizes.push(req.sizes().then((s) => s.responseBodySize));
    });
    const total = async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    const top = await total();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += viewport.height / 2) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    rows.push(
      `${viewport.width} px, pixel ratio ${ratio}: ${kb(top)} of images before scrolling (${top <= FIRST_SCREEN_BUDGET ? 'within' : 'OVER'} the ${kb(FIRST_SCREEN_BUDGET)} budget), ${kb(await total())} after scrolling to the bottom`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((r) => server.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nImages fetched by ${route} (originals: ${mb(imported)} in content/photos/, ${mb(originals)} off the phone):`,
);
for (const r of rows) console.log(`  ${r}`);
if (process.env.BENCH_KEEP === '1') console.log(`Kept: ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
