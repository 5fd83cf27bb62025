// The review's page comparison and pixel diff (scripts/review): what two builds of the same sources always differ
// in is not a change; a change is classified as text, markup only or head only; the diff counts changed pixels.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { classify, compareBuilds, normaliseHtml } from '../../scripts/review/compare.ts';
import { reviewMarkdown } from '../../scripts/review/summary.ts';
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

/** A build folder with the given pages (route → body). */
function build(name: string, pages: Record<string, string>): string {
  const dir = path.join(tmp, name);
  for (const [route, body] of Object.entries(pages)) {
    const file = path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page('<title>T</title>', body));
  }
  return dir;
}

describe('review: the pages two builds differ in', () => {
  it('finds changed, added and removed routes, biggest change first', () => {
    const words = (n: number, w = 'word') => `<p>${Array.from({ length: n }, () => w).join(' ')}</p>`;
    const base = build('order-base', {
      '/': words(3),
      '/small': words(10),
      '/big': words(10),
      '/gone': words(4),
      '/same': words(5),
    });
    const head = build('order-head', {
      '/': words(3),
      '/small': words(9) + ' <p>other</p>',
      '/big': words(10, 'other'),
      '/services/new': words(6),
      '/same': words(5),
    });
    const changes = compareBuilds(base, head);
    expect(changes.map((c) => [c.route, c.kind])).toEqual([
      ['/big', 'text'],
      ['/services/new', 'added'],
      ['/gone', 'removed'],
      ['/small', 'text'],
    ]);
    const sizes = changes.map((c) => c.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(changes[0]!.size).toBe(20);
  });
});

describe('review: the summary', () => {
  const changes = [
    { route: '/big', kind: 'text' as const, size: 20 },
    { route: '/services/new', kind: 'added' as const, size: 8 },
    { route: '/gone', kind: 'removed' as const, size: 4 },
    { route: '/small', kind: 'text' as const, size: 2 },
  ];
  const shots = new Map([
    [
      '/big',
      [
        {
          width: 'phone' as const,
          before: 'big-390-before.png',
          after: 'big-390-after.png',
          diff: 'big-390-diff.png',
          changed: 0.25,
        },
        {
          width: 'desktop' as const,
          before: 'big-1280-before.png',
          after: 'big-1280-after.png',
          diff: 'big-1280-diff.png',
          changed: 0,
        },
      ],
    ],
    [
      '/services/new',
      [
        { width: 'phone' as const, after: 'services_new-390-after.png', changed: 1 },
        { width: 'desktop' as const, after: 'services_new-1280-after.png', changed: 1 },
      ],
    ],
  ]);

  it('a table in order of change size: an added page is "new", a removed one has no images, the rest listed by route', () => {
    const md = reviewMarkdown({ base: 'origin/main', changes, shots, problems: [], seconds: 12 });
    expect(md.startsWith('<!-- site-review -->\n')).toBe(true);
    const rows = md.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows).toEqual([
      '| `/big` | text | 25 % / 0 % | [phone before](big-390-before.png) · [phone after](big-390-after.png) · [diff](big-390-diff.png)<br>[desktop before](big-1280-before.png) · [desktop after](big-1280-after.png) · [diff](big-1280-diff.png) |',
      '| `/services/new` | added | new / new | [phone after](services_new-390-after.png)<br>[desktop after](services_new-1280-after.png) |',
      '| `/gone` | removed | — | removed |',
    ]);
    expect(md).toContain('4 pages changed.');
    expect(md).toMatch(/and 1 more \(changed, not screenshotted; `--limit` takes more\): `\/small`/);
    expect(md).not.toContain('artifact');
  });

  it('with --artifact-url: names the image files and links to the artifact', () => {
    const url = 'https://github.com/o/r/actions/runs/1#artifacts';
    const md = reviewMarkdown({ base: 'abc123', changes, shots, problems: [], artifactUrl: url, seconds: 3 });
    expect(md).toContain('| `/services/new` | added | new / new | phone after: `services_new-390-after.png`<br>');
    expect(md).not.toContain('](big-390-before.png)');
    expect(md).toContain(`The screenshots are in the run's **review** artifact: ${url}`);
  });

  it('says plainly when no page changed', () => {
    const md = reviewMarkdown({ base: 'abc123', changes: [], shots: new Map(), problems: [], seconds: 1 });
    expect(md).toContain('No page changed');
    expect(md).not.toContain('| Page |');
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
