// Before and after screenshots of the changed pages, at a phone's and a desktop's width, in Chromium, and a pixel
// diff of each pair (pixelmatch): the changed pixels in red over a faded copy of the after image.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import sharp, { type Metadata } from 'sharp';
import { createStaticServer } from '../server/static-server.ts';
import { screenshotStem } from '../checks/report.ts';
import { launchBrowser, viewports, waitForHydration } from '../browser/launch.ts';

type Width = keyof typeof viewports;

export interface Shot {
  width: Width;
  /** File names relative to the output folder; `before` is missing for a page the change adds. */
  before?: string;
  after: string;
  diff?: string;
  /** Share of the pixels that differ (0–1); 1 for an added page. */
  changed: number;
}

/** A screenshot's pixels, padded with white to `width` × `height` (two versions of a page may differ in height). */
async function rgba(file: string, own: Metadata, width: number, height: number): Promise<Buffer> {
  return sharp(file)
    .ensureAlpha()
    .extend({ right: width - own.width, bottom: height - own.height, background: '#ffffff' })
    .raw()
    .toBuffer();
}

/** Writes the diff image of two screenshots (of any heights) and returns the share of pixels that differ. */
export async function diffImages(before: string, after: string, out: string): Promise<number> {
  const [a, b] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = Buffer.alloc(width * height * 4);
  const [pixelsBefore, pixelsAfter] = [await rgba(before, a, width, height), await rgba(after, b, width, height)];
  const changed = pixelmatch(pixelsBefore, pixelsAfter, diff, width, height, {
    threshold: 0.1,
    alpha: 0.2,
  });
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(out);
  return changed / (width * height);
}

async function serve(dir: string) {
  const server = createStaticServer({ dir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function shoot(browser: Browser, url: string, width: Width, file: string): Promise<void> {
  const page = await browser.newPage({ viewport: viewports[width], deviceScaleFactor: 1 });
  try {
    await page.goto(url);
    await waitForHydration(page);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/** Screenshots of `routes` in the `base` build (when it has the route) and the `head` build, with diffs, into `out`. */
export async function screenshotChanges(
  routes: { route: string; added: boolean }[],
  base: string,
  head: string,
  out: string,
): Promise<Map<string, Shot[]>> {
  fs.mkdirSync(out, { recursive: true });
  const [before, after] = await Promise.all([serve(base), serve(head)]);
  const browser = await launchBrowser();
  const shots = new Map<string, Shot[]>();
  try {
    for (const { route, added } of routes) {
      const list: Shot[] = [];
      for (const width of Object.keys(viewports) as Width[]) {
        const stem = `${screenshotStem(route)}-${viewports[width].width}`;
        const shot: Shot = { width, after: `${stem}-after.png`, changed: 1 };
        await shoot(browser, after.origin + route, width, path.join(out, shot.after));
        if (!added) {
          shot.before = `${stem}-before.png`;
          shot.diff = `${stem}-diff.png`;
          await shoot(browser, before.origin + route, width, path.join(out, shot.before));
          shot.changed = await diffImages(
            path.join(out, shot.before),
            path.join(out, shot.after),
            path.join(out, shot.diff),
          );
        }
        list.push(shot);
      }
      shots.set(route, list);
    }
  } finally {
    await browser.close();
    before.server.close();
    after.server.close();
  }
  return shots;
}
