// Job photos in the built site. A throw-away copy of the site gets a project page with eight photos
// (tests/support/photo-site.ts: phone JPEGs stored sideways with a GPS position and a camera serial, one of them
// dropped in unclean, and a HEIC), and is built twice. The page serves <picture>s at the slot's widths with width,
// height, a placeholder and the right loading hints; every photo file is upright, the right size and carries no
// metadata; the project's first photo is its og:image and ImageObject; no page preloads a photo; the second build
// encodes nothing. The photo cache is the test run's, shared by every copy's build (tests/support/build-env.ts).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSite, type PhotoSite } from '../support/photo-site.ts';
import { buildIn, tsxIn } from '../support/site-copy.ts';
import { buildEnv } from '../support/build-env.ts';
import { parseHtml } from '../support/html.ts';
import { isUpright } from '../support/photos.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { photoCacheDir } from '../../scripts/photos/pipeline.ts';

let site: PhotoSite;
let firstBuild: Map<string, number>;

/** The photo cache the copy's builds use, file by file with its time. */
const cacheListing = () => {
  const dir = photoCacheDir(site.copy.root, buildEnv());
  return new Map(fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]));
};
const page = (route: string) => parseHtml(fs.readFileSync(site.copy.file(`dist/${htmlFileForRoute(route)}`), 'utf8'));
const photoFiles = () => fs.readdirSync(site.copy.file('dist/assets')).filter((f) => /\.(avif|webp|jpg)$/.test(f));

beforeAll(async () => {
  site = await photoSite();
  // The photo site's build, or the identical photo site's the other project built in this run.
  const r = buildIn(site.copy, { share: true });
  expect(r.status, r.stderr).toBe(0);
  firstBuild = cacheListing();
}, 600_000);

afterAll(() => site?.copy.remove());

describe('a project page with photos', () => {
  it('shows each photo as a <picture> with AVIF, WebP and JPEG, width, height and a placeholder', () => {
    const doc = page(site.route);
    const imgs = [...doc.querySelectorAll<HTMLImageElement>('picture img')];
    // Eight photos; the gallery's five also have their larger copy in a dialog.
    const shown = new Set(imgs.map((i) => i.dataset.photo));
    expect([...shown].sort()).toEqual([...site.names].sort());
    for (const img of imgs) {
      const sources = [...img.parentElement!.querySelectorAll('source')].map((s) => s.getAttribute('type'));
      expect(sources).toEqual(['image/avif', 'image/webp']);
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('sizes')).toBeTruthy();
      expect(img.getAttribute('alt')).toBeTruthy();
      // Its own custom property, painted by src/styles.css; the data URL's ";" as the CSS escape \00003b.
      expect(img.getAttribute('style')).toMatch(
        /^--photo-placeholder:url\(data:image\/webp\\00003bbase64,[A-Za-z0-9+/=]{40,600}\)$/,
      );
    }
  });

  it('fetches the photo at the top first and the others lazily', () => {
    const imgs = [...page(site.route).querySelectorAll<HTMLImageElement>('picture img')];
    const [top, ...rest] = imgs;
    expect(top!.dataset.photo).toBe(site.names[2]);
    expect(top!.getAttribute('fetchpriority')).toBe('high');
    expect(top!.hasAttribute('loading')).toBe(false);
    for (const img of rest) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('offers no width wider than the original, and every file it names is built', async () => {
    const doc = page(site.route);
    const files = new Set(photoFiles());
    for (const el of doc.querySelectorAll('picture source, picture img')) {
      const set = el.getAttribute('srcset')!;
      for (const candidate of set.split(', ')) {
        const [url, w] = candidate.split(' ');
        expect(files.has(path.basename(url!)), url).toBe(true);
        const img = el.closest('picture')!.querySelector('img')!;
        expect(Number(w!.slice(0, -1))).toBeLessThanOrEqual(Number(img.getAttribute('width')));
      }
    }
  });

  it('serves the sideways JPEG with a location, and the HEIC, upright at the size named, sRGB', async () => {
    for (const name of site.names.slice(0, 2)) {
      const file = photoFiles().find((f) => f.startsWith(`${name}-800.`) && f.endsWith('.jpg'))!;
      const bytes = fs.readFileSync(site.copy.file(`dist/assets/${file}`));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height], file).toEqual([800, 600]);
      expect(meta.space).toBe('srgb');
      expect(await isUpright(bytes), `${file} is not upright`).toBe(true);
    }
  });

  it('writes no EXIF, XMP, ICC or GPS into any file under dist/', async () => {
    const files = photoFiles().map((f) => site.copy.file(`dist/assets/${f}`));
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const meta = await sharp(f).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc], f).toEqual([undefined, undefined, undefined, undefined]);
    }
    // exiftool reads every tag it knows in every file of the site: no GPS, no serial, no camera anywhere.
    const all = execFileSync(
      'exiftool',
      ['-r', '-q', '-q', '-GPS:all', '-SerialNumber', '-Make', '-Artist', '-s', site.copy.file('dist')],
      {
        encoding: 'utf8',
      },
    );
    expect(all.trim()).toBe('');
  });

  it('makes the first photo its og:image (1200×630) and an ImageObject in its JSON-LD', async () => {
    const doc = page(site.route);
    const og = doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(og).toMatch(new RegExp(`/assets/${site.names[2]}-og\\.[0-9a-f]{10}\\.jpg$`));
    const meta = await sharp(site.copy.file(`dist${new URL(og).pathname}`)).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@graph': { '@type': string; image?: { '@type': string; url: string } }[];
    };
    const work = graph['@graph'].find((n) => n['@type'] === 'CreativeWork')!;
    expect(work.image).toMatchObject({ '@type': 'ImageObject', url: og });
  });

  it('shows the project with its first photo in the project lists, and no page preloads a photo', () => {
    const city = page('/projects/city/alvin-tx');
    expect(city.querySelector(`img[data-photo="${site.names[2]}"]`)).not.toBeNull();
    // The project without photos shows only the other project's card photo, under "More projects".
    const plain = [...page(site.plainRoute).querySelectorAll('picture')];
    expect(plain.length).toBe(1);
    expect(plain[0]!.closest('[aria-labelledby="more-projects-heading"]')).not.toBeNull();
    for (const route of [site.route, site.plainRoute, '/projects/city/alvin-tx', '/'])
      expect(page(route).querySelectorAll('link[rel="preload"][as="image"]').length, route).toBe(0);
  });
});

describe('an article with a hero photo', () => {
  it('shows it at the top, fetched first, makes it the og:image, and shows it on the article’s card', () => {
    const { route, photo } = site.article;
    const doc = page(route);
    const hero = doc.querySelector<HTMLImageElement>(`header img[data-photo="${photo}"]`)!;
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('alt')).toBeTruthy();
    expect(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')).toMatch(
      new RegExp(`/assets/${photo}-og\\.[0-9a-f]{10}\\.jpg$`),
    );
    const card = page('/articles').querySelector(`a[href="${route}"]`)!.closest('li')!;
    expect(card.querySelector(`img[data-photo="${photo}"]`)).not.toBeNull();
  });
});

describe('the second build', () => {
  it("gives the writers' gate nothing to say about the pages showing the photos", () => {
    // The built pages as they are (--no-build); the only findings are the two originals dropped in unclean.
    const r = tsxIn(site.copy, ['scripts/check.ts', '--no-build'], { GITHUB_ACTIONS: '' });
    const output = `${r.stdout}\n${r.stderr}`;
    const findings = output.split('\n').filter((l) => /^[\w./-]+:\d+:\d+ /.test(l) && !l.endsWith('(warning)'));
    expect(findings.length, output).toBeGreaterThan(0);
    expect(
      findings.filter((l) => !l.startsWith('content/photos/')),
      output,
    ).toEqual([]);
  }, 900_000);

  it('encodes nothing again: the cache is untouched and the same files are served', () => {
    const before = new Map(photoFiles().map((f) => [f, fs.readFileSync(site.copy.file(`dist/assets/${f}`))]));
    const r = buildIn(site.copy);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/photos: \d+ files, 0 of them encoded now/);
    // Every file the cache had after the first build is still there, untouched (the run's other copies may add
    // their own photos' files beside them).
    const now = cacheListing();
    expect(new Map([...firstBuild].map(([f]) => [f, now.get(f)]))).toEqual(firstBuild);
    const after = photoFiles();
    expect(after.sort()).toEqual([...before.keys()].sort());
    for (const f of after)
      expect(fs.readFileSync(site.copy.file(`dist/assets/${f}`)).equals(before.get(f)!)).toBe(true);
  }, 600_000);
});
