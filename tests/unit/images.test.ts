// The photo pipeline (scripts/build/image-plugin.ts + <Picture>) and the social-sharing card (scripts/build/og-image.ts).
// Fixture photos are generated here with sharp; nothing binary is committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { build } from 'vite';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WIDTHS,
  parsePictureId,
  picturePlugin,
  processPicture,
  widthsFor,
} from '../../scripts/build/image-plugin.ts';
import { OG_HEIGHT, OG_WIDTH, ogCardSvg, textWidth, wrap, writeOgImage } from '../../scripts/build/og-image.ts';
import { Picture, type PictureData } from '../../src/components/Picture.tsx';
import { loadData } from '../../src/content/load.ts';
import type { Business } from '../../src/content/schemas/business.ts';

let tmp: string;
let photo: string;
let cacheDir: string;

/** A photo-like JPEG: a gradient with a few shapes and soft grain, so the encoders have real work to do. */
async function makePhoto(file: string, width: number, height: number, orientation?: number) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8fb8d8"/><stop offset="1" stop-color="#6b4f2a"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="${width * 0.2}" y="${height * 0.35}" width="${width * 0.5}" height="${height * 0.4}" fill="#e9e2d0"/>
      <path d="M${width * 0.15} ${height * 0.38} L${width * 0.45} ${height * 0.12} L${width * 0.75} ${height * 0.38}Z" fill="#7a2e1f"/>
    </svg>`,
  );
  let img = sharp(shapes)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 });
  if (orientation) img = img.withMetadata({ orientation });
  await img.toFile(file);
}

function parse(html: string): Document {
  return new JSDOM(`<body>${html}</body>`).window.document;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  cacheDir = path.join(tmp, 'cache');
  photo = path.join(tmp, 'crew-at-work.jpg');
  await makePhoto(photo, 1800, 1200);
}, 60_000);

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('widths', () => {
  it('keeps the default widths an original is wide enough for', () => {
    expect(widthsFor(1800)).toEqual(DEFAULT_WIDTHS);
  });
  it('never enlarges: drops wider widths and adds the original width instead', () => {
    expect(widthsFor(1000)).toEqual([480, 800, 1000]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(700, [320, 640])).toEqual([320, 640]);
  });
  it('reads widths from the import query', () => {
    expect(parsePictureId('/a/b.jpg?picture')).toEqual({ file: '/a/b.jpg' });
    expect(parsePictureId('/a/b.jpg?widths=320,640&picture')).toEqual({ file: '/a/b.jpg', widths: [320, 640] });
    expect(parsePictureId('/a/b.jpg?url')).toBeNull();
    expect(parsePictureId('/a/b.svg?picture')).toBeNull();
    expect(() => parsePictureId('/a/b.jpg?widths=wide&picture')).toThrow(/positive whole numbers/);
  });
});

describe('processPicture', () => {
  let result: Awaited<ReturnType<typeof processPicture>>;
  beforeAll(async () => {
    result = await processPicture(photo, { cacheDir, base: '/' });
  }, 120_000);

  it('writes AVIF, WebP and JPEG at every width, with the right format and size', async () => {
    expect(result.files).toHaveLength(3 * DEFAULT_WIDTHS.length);
    for (const f of result.files) {
      expect(fs.existsSync(f.cachePath), f.fileName).toBe(true);
      const meta = await sharp(f.cachePath).metadata();
      expect(meta.format).toBe(f.format === 'avif' ? 'heif' : f.format);
      if (f.format === 'avif') expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(f.width);
      expect(meta.height).toBe(Math.round((f.width * 1200) / 1800));
      expect(f.fileName).toMatch(
        new RegExp(`^assets/img/crew-at-work-${f.width}w-[0-9a-f]{10}\\.${f.format === 'jpeg' ? 'jpg' : f.format}$`),
      );
    }
    expect(new Set(result.files.map((f) => `${f.format}@${f.width}`)).size).toBe(result.files.length);
  });

  it('describes them: largest size, JPEG fallback, one srcset per format, best format first', () => {
    const { data } = result;
    expect(data).toMatchObject({ width: 1600, height: 1067 });
    expect(data.src).toMatch(/^\/assets\/img\/crew-at-work-1600w-[0-9a-f]{10}\.jpg$/);
    expect(data.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    for (const s of data.sources) {
      const ext = s.type === 'image/jpeg' ? 'jpg' : s.type.slice(6);
      expect(s.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(DEFAULT_WIDTHS.map((w) => `${w}w`));
      for (const candidate of s.srcset.split(', '))
        expect(candidate).toMatch(new RegExp(`^/assets/img/\\S+\\.${ext} \\d+w$`));
    }
  });

  it('makes the smallest files in the modern formats', () => {
    const size = (format: string, w: number) =>
      fs.statSync(result.files.find((f) => f.format === format && f.width === w)!.cachePath).size;
    expect(size('avif', 1600)).toBeLessThan(size('jpeg', 1600));
    expect(size('webp', 1600)).toBeLessThan(size('jpeg', 1600));
  });

  it('reuses cached files instead of encoding again', async () => {
    const before = result.files.map((f) => fs.statSync(f.cachePath).mtimeMs);
    const again = await processPicture(photo, { cacheDir, base: '/' });
    expect(again.data).toEqual(result.data);
    expect(again.files.map((f) => fs.statSync(f.cachePath).mtimeMs)).toEqual(before);
  });

  it('applies EXIF rotation: a portrait photo stored sideways comes out portrait', async () => {
    const sideways = path.join(tmp, 'sideways.jpg');
    await makePhoto(sideways, 900, 600, 6);
    const { data, files } = await processPicture(sideways, { cacheDir, base: '/', widths: [300] });
    expect(data).toMatchObject({ width: 300, height: 450 });
    const meta = await sharp(files[0]!.cachePath).metadata();
    expect([meta.width, meta.height]).toEqual([300, 450]);
  });
});

describe('vite plugin', () => {
  const entry = () => path.join(tmp, 'entry.js');
  beforeAll(() => {
    fs.writeFileSync(
      entry(),
      `import hero from './crew-at-work.jpg?picture';\nimport thumb from './crew-at-work.jpg?widths=320,640&picture';\nexport { hero, thumb };\nconsole.log(hero, thumb);\n`,
    );
  });

  it('client build: emits every variant into the output and exports plain URLs', async () => {
    const outDir = path.join(tmp, 'client');
    await build({
      configFile: false,
      root: tmp,
      logLevel: 'silent',
      plugins: [picturePlugin({ cacheDir })],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: entry() } },
    });
    const emitted = fs.readdirSync(path.join(outDir, 'assets/img')).sort();
    const expected = [...DEFAULT_WIDTHS, 320, 640].flatMap((w) => ['avif', 'webp', 'jpg'].map((ext) => `${w}w.${ext}`));
    expect(emitted).toHaveLength(expected.length);
    for (const e of expected)
      expect(
        emitted.some(
          (f) => f.startsWith('crew-at-work-') && f.includes(`-${e.split('.')[0]}-`) && f.endsWith(e.split('.')[1]!),
        ),
      ).toBe(true);
    const js = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const code = js.map((f) => fs.readFileSync(path.join(outDir, 'assets', f), 'utf8')).join('\n');
    for (const f of emitted) expect(code).toContain(`/assets/img/${f}`);
  }, 120_000);

  it('server build: copies the variants into the site output folder, not its own temporary one', async () => {
    const siteOut = path.join(tmp, 'site');
    const ssrOut = path.join(tmp, 'ssr-temp');
    await build({
      configFile: false,
      root: tmp,
      logLevel: 'silent',
      plugins: [picturePlugin({ cacheDir, outDir: siteOut })],
      build: { ssr: entry(), outDir: ssrOut, emptyOutDir: true },
    });
    expect(fs.readdirSync(path.join(siteOut, 'assets/img'))).toHaveLength(3 * (DEFAULT_WIDTHS.length + 2));
    expect(fs.existsSync(path.join(ssrOut, 'assets/img'))).toBe(false);
    const built = fs.readdirSync(ssrOut).find((f) => /^entry\.[cm]?js$/.test(f));
    expect(built, fs.readdirSync(ssrOut).join(', ')).toBeDefined();
    const mod = (await import(path.join(ssrOut, built!))) as { hero: PictureData; thumb: PictureData };
    expect(mod.hero.width).toBe(1600);
    expect(mod.thumb).toMatchObject({ width: 640, height: 427 });
    for (const s of [...mod.hero.sources, ...mod.thumb.sources])
      for (const candidate of s.srcset.split(', '))
        expect(fs.existsSync(path.join(siteOut, candidate.split(' ')[0]!))).toBe(true);
  }, 120_000);
});

describe('<Picture>', () => {
  let data: PictureData;
  beforeAll(async () => {
    data = (await processPicture(photo, { cacheDir, base: '/' })).data;
  }, 120_000);

  const render = (props: Partial<Parameters<typeof Picture>[0]> = {}) =>
    parse(renderToStaticMarkup(createElement(Picture, { image: data, alt: 'Our crew setting a pier', ...props })));

  it('renders AVIF and WebP sources and a JPEG <img> with srcset, sizes, width and height', () => {
    const doc = render({ sizes: '(min-width: 1024px) 50vw, 100vw' });
    const sources = [...doc.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const s of sources) {
      expect(s.getAttribute('srcset')).toBe(data.sources.find((d) => d.type === s.getAttribute('type'))!.srcset);
      expect(s.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    }
    const img = doc.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(data.src);
    expect(img.getAttribute('srcset')).toMatch(/\.jpg 480w, .*\.jpg 1600w$/);
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1067');
    expect(img.getAttribute('alt')).toBe('Our crew setting a pier');
  });

  it('is lazy and decodes asynchronously by default', () => {
    const img = render().querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('loads a priority (hero) photo eagerly with fetchpriority="high"', () => {
    const img = render({ priority: true }).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('decoding')).toBe(false);
  });

  it('adds no preload link of its own (the browser picks the format from <source>)', () => {
    const html = renderToString(createElement(Picture, { image: data, alt: 'Hero', priority: true }));
    expect(html).not.toMatch(/<link[^>]+preload/);
  });
});

describe('social-sharing card', () => {
  const business = loadData<Business>('business');

  it('fills the template with the business facts, escaped, and leaves no slot empty', () => {
    const svg = ogCardSvg(business);
    const text = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(text).toBe(`${business.name} ${business.tagline}`.replace(/&/g, '&amp;'));
    expect(svg).toContain(`>${business.phone}</text>`);
    expect(svg).toContain(`>${new URL(business.siteUrl).host}</text>`);
    expect(svg).not.toMatch(/\{\{|\}\}/);
    expect(() => new JSDOM(svg, { contentType: 'image/svg+xml' })).not.toThrow();
    const odd = ogCardSvg({ ...business, name: 'Smith & Sons <Foundation>' });
    expect(odd).toContain('>Smith &amp; Sons</tspan>');
    expect(odd).toContain('>&lt;Foundation&gt;</tspan>');
  });

  it('wraps long text to fit beside the drawing and shrinks when it has to', () => {
    for (const line of wrap(business.tagline, 32, 740)) expect(textWidth(line, 32)).toBeLessThanOrEqual(740);
    const long = ogCardSvg({ ...business, name: 'Hartwell Family Foundation Repair and Drainage Company' });
    const sizes = [...long.matchAll(/font-size="(\d+)" font-weight="700"><tspan/g)].map((m) => Number(m[1]));
    expect(sizes[0]).toBeLessThan(72);
  });

  it('renders a 1200x630 PNG', async () => {
    const file = await writeOgImage(tmp, business);
    expect(path.basename(file)).toBe('og-default.png');
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', OG_WIDTH, OG_HEIGHT]);
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
    // Not a blank image: the navy background and the white headline are both there.
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    let navy = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 240 && g > 240 && b > 240) white++;
      if (r < 30 && g < 80 && b > 50 && b < 110) navy++;
    }
    expect(white).toBeGreaterThan(5_000);
    expect(navy).toBeGreaterThan(100_000);
  }, 60_000);
});
