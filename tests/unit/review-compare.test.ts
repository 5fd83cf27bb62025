// The review's page comparison and pixel diff (scripts/review): what two builds of the same sources always differ
// in is not a change; a change is classified as text, markup only or head only; the diff counts changed pixels.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { classify, normaliseHtml } from '../../scripts/review/compare.ts';
import { diffImages } from '../../scripts/review/shots.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'review-compare-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('review: comparing builds', () => {
  it('ignores asset hashes, the generator hash and the build dates', () => {
    const a = page(
      '<script type="module" src="/assets/page-BxYz12_a.js"></script><link href="/assets/style-Dd93kLq0.css">',
      "<p>Built 2026-11-24, November 24, 2026</p><script>window.__VITE_REACT_SSG_HASH__ = 'abc'</script>",
    );
    const b = page(
      '<script type="module" src="/assets/page-Q1w2E3r4.js"></script><link href="/assets/style-Zx81mmQ9.css">',
      "<p>Built 2026-11-25, November 25, 2026</p><script>window.__VITE_REACT_SSG_HASH__ = 'def'</script>",
    );
    const dates = ['2026-11-24', '2026-11-25'];
    expect(normaliseHtml(a, dates)).toBe(normaliseHtml(b, dates));
    expect(normaliseHtml(a)).not.toBe(normaliseHtml(b));
  });

  it('tells text, markup-only and head-only changes apart', () => {
    const base = page('<title>A</title>', '<p class="x">One two three</p>');
    expect(classify(base, base)).toBeUndefined();
    expect(classify(base, page('<title>B</title>', '<p class="x">One two three</p>'))?.kind).toBe('head only');
    expect(classify(base, page('<title>A</title>', '<p class="y">One two three</p>'))?.kind).toBe('markup only');
    const text = classify(base, page('<title>A</title>', '<p class="x">One two four</p>'));
    expect(text).toEqual({ kind: 'text', size: 2 });
  });
});

describe('review: pixel diff', () => {
  it('gives the share of pixels that differ, for images of different heights', async () => {
    const white = { r: 255, g: 255, b: 255 };
    const before = path.join(tmp, 'before.png');
    const after = path.join(tmp, 'after.png');
    await sharp({ create: { width: 10, height: 10, channels: 3, background: white } })
      .png()
      .toFile(before);
    // Ten rows more, the last five black: 50 of 200 pixels differ (the added white rows match the padding).
    await sharp({ create: { width: 10, height: 20, channels: 3, background: white } })
      .composite([
        {
          input: { create: { width: 10, height: 5, channels: 3, background: { r: 0, g: 0, b: 0 } } },
          top: 15,
          left: 0,
        },
      ])
      .png()
      .toFile(after);
    const diff = path.join(tmp, 'diff.png');
    expect(await diffImages(before, after, diff)).toBeCloseTo(50 / 200, 5);
    expect((await sharp(diff).metadata()).height).toBe(20);
    expect(await diffImages(before, before, path.join(tmp, 'same.png'))).toBe(0);
  });
});
