// The one reader and encoder of the job photos' originals (content/photos/): a HEIC/HEIF through libheif's
// WebAssembly build (heic-decode: sharp's prebuilt libvips has no HEVC decoder), anything else through sharp; every
// picture turned upright (EXIF orientation) and into sRGB. The build, the dev server, the writers' gate and
// `npm run photos` all read photos here. Encoded files and each original's facts are kept in a cache folder by
// the original's content hash and the encoder's settings, so an unchanged photo is never decoded or encoded again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import decodeHeic from 'heic-decode';
import exifr from 'exifr';
import { rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';
import type { PhotoFile, PhotoInfo } from '../../src/content/photo-files.ts';
import { OG_PHOTO, type PhotoVariant } from '../../src/components/photo-slots.ts';

/**
 * What every encoded file depends on besides the original: a change here gives every file a new name. AVIF at
 * effort 3 (libaom's speed 6, its fastest "good quality" mode): on the bench's phone photos it made files a third
 * smaller than effort 2, about 2 dB sharper (PSNR) and 30% faster; effort 4 is 4–6× slower for a few percent more.
 */
const ENCODER_SETTINGS = {
  version: 1,
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
  og: { fit: 'cover', position: 'attention', quality: 80 },
  placeholder: { size: 100, webp: 30 },
} as const;

export { photoCacheDir } from './cache-dir.ts';

const isHeic = (file: string) => /\.hei[cf]$/i.test(file);

/** The original as an upright sRGB picture (a HEIC's own rotation is applied by libheif). */
export async function decodeOriginal(file: string, bytes: Buffer = fs.readFileSync(file)): Promise<Sharp> {
  if (isHeic(file)) {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    }).removeAlpha();
  }
  // failOn 'truncated': a phone's JPEG with a slightly odd marker still reads; a cut-off file does not.
  return sharp(bytes, { failOn: 'truncated', limitInputPixels: 200_000_000 }).autoOrient().toColourspace('srgb');
}

/** The original's content hash with the encoder's settings: 10 hex digits, part of every file name made from it. */
function photoHash(bytes: Buffer): string {
  return crypto.createHash('sha256').update(JSON.stringify(ENCODER_SETTINGS)).update(bytes).digest('hex').slice(0, 10);
}

/** Writes `data` to `file` whole or not at all (two builds may fill one cache at the same time). */
function writeAtomic(file: string, data: Buffer | string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/**
 * A ThumbHash of the picture (its colours and light, ~25 bytes), drawn back at ~32 px and written as a WebP data URL
 * of about 200 bytes (ThumbHash's own PNG data URL is ~4 KB uncompressed: twenty times as much HTML per photo).
 */
async function placeholderOf(img: Sharp): Promise<string> {
  const size = ENCODER_SETTINGS.placeholder.size;
  const { data, info } = await img
    .clone()
    .resize(size, size, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { w, h, rgba } = thumbHashToRGBA(rgbaToThumbHash(info.width, info.height, data));
  const webp = await sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } })
    .removeAlpha()
    .webp({ quality: ENCODER_SETTINGS.placeholder.webp })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/** Facts already read in this process, by file, size and time: a build's render and its file writing share them. */
const known = new Map<string, Promise<PhotoInfo>>();

/** An original's facts (upright size, placeholder, hash), from the cache when this content was read before. */
function photoInfo(photo: PhotoFile, cacheDir: string): Promise<PhotoInfo> {
  const key = `${photo.file}\0${photo.bytes}\0${fs.statSync(photo.file).mtimeMs}\0${cacheDir}`;
  let info = known.get(key);
  if (!info) {
    info = readPhotoInfo(photo, cacheDir);
    known.set(key, info);
    info.catch(() => known.delete(key));
  }
  return info;
}

async function readPhotoInfo(photo: PhotoFile, cacheDir: string): Promise<PhotoInfo> {
  const bytes = fs.readFileSync(photo.file);
  const hash = photoHash(bytes);
  const cached = path.join(cacheDir, `${hash}.json`);
  if (fs.existsSync(cached)) {
    markUsed(cached);
    const known = JSON.parse(fs.readFileSync(cached, 'utf8')) as Omit<PhotoInfo, 'name'>;
    return { ...known, name: photo.name };
  }
  const img = await decodeOriginal(photo.file, bytes);
  const { info } = await img.clone().raw().toBuffer({ resolveWithObject: true });
  const facts = { hash, width: info.width, height: info.height, placeholder: await placeholderOf(img) };
  writeAtomic(cached, JSON.stringify(facts));
  return { ...facts, name: photo.name };
}

/** How long the cache keeps a file no build has used: a photo removed, or a setting changed, a month ago. */
const CACHE_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Marks a cache file as used (its modification time, which CI's cache archive keeps) when it was last marked more
 * than a day ago: `pruneCache` keeps what builds still use, and a build a minute after the last changes nothing.
 */
export function markUsed(file: string, now = Date.now()) {
  if (now - fs.statSync(file).mtimeMs > DAY_MS) fs.utimesSync(file, now / 1000, now / 1000);
}

/**
 * Removes the cache files no build has used for CACHE_KEEP_DAYS (CI restores the last cache and saves it again with
 * what the build added: without this it would grow by every removed photo and every change of settings, for good).
 * Returns how many files it removed.
 */
export function pruneCache(cacheDir: string, now = Date.now()): number {
  if (!fs.existsSync(cacheDir)) return 0;
  let removed = 0;
  for (const entry of fs.readdirSync(cacheDir, { withFileTypes: true })) {
    const file = path.join(cacheDir, entry.name);
    if (entry.isFile() && now - fs.statSync(file).mtimeMs > CACHE_KEEP_DAYS * DAY_MS) {
      fs.rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Runs `each` over `items`, `limit` at a time. */
export async function inPool<T, R>(items: T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await each(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Every original's facts, by name (two at a time: sharp spreads each decode over the cores itself). */
export async function photoInfos(photos: PhotoFile[], cacheDir: string): Promise<Map<string, PhotoInfo>> {
  const infos = await inPool(photos, 2, (p) => photoInfo(p, cacheDir));
  return new Map(infos.map((i) => [i.name, i]));
}

/** Where the cache keeps an encoded file. */
export function cachedVariant(cacheDir: string, v: PhotoVariant): string {
  return path.join(cacheDir, `${v.hash}-${v.width}.${v.format}`);
}

function encoder(img: Sharp, v: PhotoVariant): Sharp {
  const s = ENCODER_SETTINGS;
  if (v.width === 'og')
    return img
      .resize(OG_PHOTO.width, OG_PHOTO.height, { fit: s.og.fit, position: s.og.position })
      .jpeg({ ...s.jpeg, quality: s.og.quality });
  const sized = img.resize({ width: v.width });
  if (v.format === 'avif') return sized.avif(s.avif);
  if (v.format === 'webp') return sized.webp(s.webp);
  return sized.jpeg(s.jpeg);
}

/**
 * Makes the files `variants` name from one original (all of the same photo and hash), each only when the cache does
 * not have it: the original is decoded once, at the largest size they need. Returns how many were encoded.
 */
export async function encodeVariants(photo: PhotoFile, info: PhotoInfo, variants: PhotoVariant[], cacheDir: string) {
  const missing = variants.filter((v) => !fs.existsSync(cachedVariant(cacheDir, v)));
  if (!missing.length) return 0;
  // The social crop covers 1200×630: the decoded picture must be at least that wide and high.
  const ogWidth = Math.ceil(Math.max(OG_PHOTO.width, (OG_PHOTO.height * info.width) / info.height));
  const need = Math.min(info.width, Math.max(...missing.map((v) => (v.width === 'og' ? ogWidth : v.width))));
  const original = await decodeOriginal(photo.file);
  const { data, info: raw } = await original
    .resize({ width: need, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  for (const v of missing) {
    const base = v.format === 'jpeg' ? source().flatten({ background: '#ffffff' }) : source();
    writeAtomic(cachedVariant(cacheDir, v), await encoder(base, v).toBuffer());
  }
  return missing.length;
}

/** What an original tells about where and by whom it was taken. */
export interface OriginalFacts {
  /** Upright size. */
  width: number;
  height: number;
  /** A GPS position in its EXIF or XMP. */
  gps: boolean;
  /** Personal fields besides the position (camera serial, owner, artist). */
  personal: string[];
}

const PERSONAL = ['SerialNumber', 'BodySerialNumber', 'LensSerialNumber', 'CameraOwnerName', 'OwnerName', 'Artist'];

/** An original's size and private fields, from its header (no decode: fast enough for the gate on every run). */
export async function originalFacts(file: string): Promise<OriginalFacts> {
  const meta = await sharp(file).metadata();
  const exif =
    meta.exif && meta.exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? meta.exif.subarray(6) : meta.exif;
  const tags: Record<string, unknown> =
    (exif &&
      ((await exifr
        .parse(exif, { gps: true, pick: ['GPSLatitude', 'GPSLongitude', ...PERSONAL] })
        .catch(() => undefined)) as Record<string, unknown> | undefined)) ??
    {};
  const xmp = meta.xmp?.toString('utf8') ?? '';
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return {
    width: upright.width,
    height: upright.height,
    gps: tags.GPSLatitude !== undefined || tags.GPSLongitude !== undefined || /GPS(Latitude|Longitude)/.test(xmp),
    personal: PERSONAL.filter((k) => tags[k] !== undefined),
  };
}
