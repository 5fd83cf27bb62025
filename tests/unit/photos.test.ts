// Bringing phone photos in (`npm run photos -- add`, `list`) and the writers' gate's photos check, on a temporary copy
// of the site with photos made here: sharp draws them, exiftool adds an orientation, a GPS position and a camera
// serial, heif-enc makes a HEIC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/content/findings.ts';
import { loadSite } from '../../src/content/model.ts';
import { outlinePages, checks, pagesThatCannotBuild } from '../../scripts/checks/index.ts';
import { altProblem, MAX_ORIGINAL_BYTES, photosCheck, photoWarnings } from '../../scripts/checks/photos.ts';
import { addPhoto, listPhotos, MAX_LONG_SIDE, slugOf } from '../../scripts/photos/commands.ts';
import { markUsed, pruneCache } from '../../scripts/photos/pipeline.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { isUpright, writePhoneHeic, writePhoneJpeg } from '../support/photos.ts';

let site: SiteCopy;
let phone: string;
let findings: Finding[];
let warnings: Finding[];
let leftOut: string[];
const tags = (file: string) =>
  execFileSync('exiftool', ['-q', '-q', '-s', '-GPS:all', '-SerialNumber', '-Make', '-Artist', '-Orientation', file], {
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  site = copySite('photos-unit-');
  phone = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-'));
  // Brought in clean, as a writer would.
  for (const name of ['crack-wall', 'pier-row', 'unused-shot'])
    await addPhoto(site.root, await writePhoneJpeg(path.join(phone, `${name}.jpg`), { width: 1600, height: 1200 }));
  await addPhoto(
    site.root,
    await writePhoneJpeg(path.join(phone, 'tiny.jpg'), { width: 500, height: 375 }),
    'narrow-shot',
  );
  // Copied in straight from the phone: still has its location.
  await writePhoneJpeg(site.file('content/photos/gps-original.jpg'), { width: 1600, height: 1200, gps: true });
  const photo = (src: string, alt: string) => `<Photo src="${src}" alt="${alt}" />\n`;
  site.write(
    'pages/warranty.mdx',
    site.read('pages/warranty.mdx') +
      '\n' +
      photo('crack-wall', 'IMG_2041') +
      '\n' +
      photo('pier-row', 'photo') +
      '\n' +
      photo('pier-rows', 'Steel piers in a row along the back wall') +
      '\n' +
      photo('narrow-shot', 'A hairline crack over the pantry door') +
      '\n' +
      photo('gps-original', 'Picture of a kitchen floor') +
      '\n<Gallery>\n' +
      photo('crack-wall', 'The crack above the garage door') +
      photo('pier-row', 'The crack above the garage door') +
      '</Gallery>\n',
  );
  site.write(
    'pages/es/garantia.mdx',
    site.read('pages/es/garantia.mdx') + '\n' + photo('crack-wall', 'The crack above the garage door'),
  );
  const s = loadSite(site.root);
  const outlines = outlinePages(s);
  findings = await photosCheck.run({ site: s, outlines, components: { names: [], props: new Map() } });
  warnings = photoWarnings(s, outlines);
  leftOut = pagesThatCannotBuild(s, outlines);
}, 120_000);

afterAll(() => {
  site?.remove();
  if (phone) fs.rmSync(phone, { recursive: true, force: true });
});

describe('npm run photos -- add', () => {
  it('turns the photo upright, caps its long side and keeps no location, serial or any other tag', async () => {
    // An iPhone-sized photo held upright: stored 4032×3024 and turned by its EXIF orientation.
    const shot = await writePhoneJpeg(path.join(phone, 'IMG_0007.JPG'), {
      width: 3024,
      height: 4032,
      orientation: 6,
      gps: true,
    });
    expect(tags(shot)).toMatch(/GPSLatitude/);
    const added = await addPhoto(site.root, shot, 'back-wall-upright');
    expect(added.rel).toBe('content/photos/back-wall-upright.jpg');
    expect(added.line).toBe('<Photo src="back-wall-upright" alt="" />');
    const file = site.file(added.rel);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([(MAX_LONG_SIDE * 3) / 4, MAX_LONG_SIDE]);
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(tags(file)).toBe('');
    expect(await isUpright(file)).toBe(true);
  });

  it('converts a HEIC into a JPEG named from its file, upright and clean', async () => {
    const heic = await writePhoneHeic(path.join(phone, 'Front Porch (2).HEIC'), {
      width: 1600,
      height: 1200,
      gps: true,
    });
    expect(tags(heic)).toMatch(/GPSLatitude/);
    const added = await addPhoto(site.root, heic);
    expect(added.rel).toBe('content/photos/front-porch-2.jpg');
    const file = site.file(added.rel);
    expect((await sharp(file).metadata()).format).toBe('jpeg');
    expect(tags(file)).toBe('');
    expect(await isUpright(file)).toBe(true);
  });

  it('derives names from file names and says when the name is the camera’s', async () => {
    expect(slugOf('/x/Back Wall (2).HEIC')).toBe('back-wall-2');
    expect(slugOf('Pilón Cañón.jpg')).toBe('pilon-canon');
    const added = await addPhoto(
      site.root,
      await writePhoneJpeg(path.join(phone, 'IMG_2041.jpg'), { width: 900, height: 600 }),
    );
    expect(added.name).toBe('img-2041');
    expect(added.note).toMatch(/camera's file name/);
    fs.rmSync(site.file(added.rel));
  });

  it('refuses a name another photo has', async () => {
    const shot = await writePhoneJpeg(path.join(phone, 'other.jpg'), { width: 900, height: 600 });
    await expect(addPhoto(site.root, shot, 'crack-wall')).rejects.toThrow(/already has the name "crack-wall"/);
  });
});

describe('npm run photos -- list', () => {
  it('lists each photo with its size and the pages that use it', async () => {
    const lines = await listPhotos(site.root);
    expect(lines.find((l) => l.startsWith('crack-wall '))).toMatch(
      /^crack-wall {2}\d+ KB {2}1600×1200 {2}pages\/es\/garantia\.mdx, pages\/warranty\.mdx$/,
    );
    expect(lines.find((l) => l.startsWith('unused-shot '))).toMatch(/not used$/);
    expect(lines.at(-1)).toMatch(/^\d+ photos, \d+ KB in content\/photos\/$/);
  });
});

describe("the writers' gate", () => {
  const at = (file: string, text: string) => ({ file, line: site.lineOf(file, text) });
  const found = (file: string, text: string, message: RegExp) =>
    expect(findings.filter((f) => f.file === file && f.line === at(file, text).line).map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(message)]),
    );

  it('is one of the gate’s source checks', () => {
    expect(checks).toContain(photosCheck);
    expect(photosCheck.stage).toBe('source');
  });

  it('refuses an original with a GPS position and names the command that cleans it', () => {
    const f = findings.find((x) => x.file === 'content/photos/gps-original.jpg')!;
    expect(f.message).toBe(
      "photo content/photos/gps-original.jpg has a GPS position (the customer's address); clean it: npm run photos -- add content/photos/gps-original.jpg",
    );
  });

  it('reports a missing photo, a file-name or bare alt text, a narrow photo, at their MDX lines', () => {
    const page = 'pages/warranty.mdx';
    found(page, 'alt="IMG_2041"', /^crack-wall: alt text "IMG_2041" is a file name/);
    found(page, 'alt="photo"', /^pier-row: alt text "photo" only says it is a picture/);
    found(page, 'src="pier-rows"', /^no photo "pier-rows" in content\/photos\/ \(did you mean "pier-row"\?\)$/);
    found(
      page,
      'src="narrow-shot"',
      /^photo narrow-shot is 500 px wide; where this page shows it, it needs at least 800 px$/,
    );
    found(page, 'Picture of a kitchen floor', /starts with "Picture of"/);
  });

  it('builds the rest of the site without a page that shows a missing photo', () => {
    expect(leftOut).toEqual(['pages/warranty.mdx']);
  });

  it('reports two photos of a page with the same alt text', () => {
    const page = 'pages/warranty.mdx';
    const second =
      site
        .read(page)
        .split('\n')
        .findIndex((l) => l.includes('src="pier-row" alt="The crack')) + 1;
    expect(
      findings.some((f) => f.file === page && f.line === second && /same alt text as crack-wall/.test(f.message)),
    ).toBe(true);
  });

  it('reports a Spanish page that reuses its English page’s alt text', () => {
    found(
      'pages/es/garantia.mdx',
      'The crack above the garage door',
      /alt text is the English page's \(pages\/warranty\.mdx\); write it in Spanish/,
    );
  });

  it('warns about a photo no page uses, and nothing else', () => {
    expect(warnings.map((w) => w.file)).toEqual(['content/photos/unused-shot.jpg']);
  });

  it('says nothing about alt text that describes the photo', () => {
    for (const alt of [
      'Steel piers in a row along the back wall',
      'Pilotes de acero junto al muro trasero',
      'Photographer’s van at the curb',
    ])
      expect(altProblem(alt, 'x')).toBeUndefined();
    for (const alt of [
      '',
      ' ',
      'DSC_0042',
      'PXL_20240611_142233',
      'IMG_2041.HEIC',
      'image',
      'Foto',
      'imagen de la grieta',
    ])
      expect(altProblem(alt, 'x'), alt).toBeDefined();
    expect(MAX_ORIGINAL_BYTES).toBe(15 * 1024 * 1024);
  });
});

describe('the photo cache', () => {
  it('keeps what builds use and drops what no build has used for a month', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-cache-'));
    try {
      const day = 86_400_000;
      const now = Date.now();
      const file = (name: string, ageDays: number) => {
        const f = path.join(dir, name);
        fs.writeFileSync(f, name);
        fs.utimesSync(f, (now - ageDays * day) / 1000, (now - ageDays * day) / 1000);
        return f;
      };
      const old = file('old-removed-photo-800.avif', 40);
      const oldButUsed = file('still-shown-800.webp', 40);
      const recent = file('recent-800.jpg', 10);
      const fresh = file('fresh-400.avif', 0);
      const freshTime = fs.statSync(fresh).mtimeMs;
      markUsed(oldButUsed, now);
      markUsed(fresh, now);
      expect(fs.statSync(fresh).mtimeMs).toBe(freshTime);
      expect(pruneCache(dir, now)).toBe(1);
      expect(fs.existsSync(old)).toBe(false);
      for (const kept of [oldButUsed, recent, fresh]) expect(fs.existsSync(kept), kept).toBe(true);
      expect(pruneCache(path.join(dir, 'missing'), now)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
