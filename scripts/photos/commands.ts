// `npm run photos`: bring phone photos into content/photos/ (`add`), and list them with the pages that use them
// (`list`). A photo comes in upright (its EXIF orientation applied), in sRGB, at most MAX_LONG_SIDE px on its long
// side, with no metadata at all (no location, no camera serial, no owner), a HEIC/HEIF as a JPEG the build reads.
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../src/content/model.ts';
import { listPhotoFiles, PHOTO_NAME, photosDir } from '../../src/content/photo-files.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { decodeOriginal, originalFacts } from './pipeline.ts';
import { photoUses } from './uses.ts';

/** Long side cap: a 12 MP phone photo (4032×3024) comes in at 3000×2250, ~1–2 MB, still more than any slot needs. */
export const MAX_LONG_SIDE = 3000;

/** A photo name from a file name: "Back Wall (2).HEIC" → "back-wall-2". */
export function slugOf(file: string): string {
  return path
    .basename(file, path.extname(file))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What `add` did with one file. */
export interface Added {
  name: string;
  rel: string;
  width: number;
  height: number;
  bytes: number;
  /** The MDX line to paste. */
  line: string;
  /** A word for the writer: a camera's name kept as the photo's name. */
  note?: string;
}

/**
 * Writes a clean copy of `source` into content/photos/ as `name` (JPEG; a PNG stays PNG, for screenshots and
 * drawings with flat colour). A file already in content/photos/ is cleaned in place (a HEIC is replaced by its JPEG).
 */
export async function addPhoto(root: string, source: string, name = slugOf(source)): Promise<Added> {
  if (!PHOTO_NAME.test(name))
    throw new Error(
      `"${name}" is not a photo name: use lowercase letters, digits and hyphens (--name back-wall-piers)`,
    );
  const dir = photosDir(root);
  const from = path.resolve(source);
  const inPlace = path.dirname(from) === dir;
  const ext = path.extname(from).toLowerCase() === '.png' ? '.png' : '.jpg';
  const target = path.join(dir, name + ext);
  const other = listPhotoFiles(root).find((p) => p.name === name && p.file !== from);
  if (other && !inPlace) throw new Error(`${other.rel} already has the name "${name}": choose another with --name`);
  const img = (await decodeOriginal(from)).resize(MAX_LONG_SIDE, MAX_LONG_SIDE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  // sharp writes no metadata unless asked to: the file holds the pixels and nothing else.
  const out = ext === '.png' ? img.png({ compressionLevel: 9 }) : img.jpeg({ quality: 88, mozjpeg: true });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${target}.tmp`, data);
  fs.renameSync(`${target}.tmp`, target);
  if (inPlace && from !== target) fs.rmSync(from);
  const rel = path.relative(root, target).split(path.sep).join('/');
  return {
    name,
    rel,
    width: info.width,
    height: info.height,
    bytes: data.length,
    line: `<Photo src="${name}" alt="" />`,
    ...(/^(img|dsc[nf]?|pxl|mvimg|photo|image)-?\d/.test(name)
      ? { note: `"${name}" is the camera's file name; a name that says what it shows is easier to find (--name)` }
      : {}),
  };
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line per photo: name, size on disk, pixel size and the pages that use it. */
export async function listPhotos(root: string): Promise<string[]> {
  const site = loadSite(root);
  const outlines = new Map(site.files.map((p) => [p.rel, outlineMdx(p.body, p.rel)]));
  const uses = photoUses(site, outlines);
  const lines: string[] = [];
  let total = 0;
  for (const p of site.photos) {
    total += p.bytes;
    const f = await originalFacts(p.file).catch(() => undefined);
    const pages = [...new Set(uses.filter((u) => u.src === p.name).map((u) => u.file))];
    lines.push(
      `${p.name}  ${size(p.bytes)}  ${f ? `${f.width}×${f.height}` : 'unreadable'}  ${pages.length ? pages.join(', ') : 'not used'}`,
    );
  }
  lines.push(`${site.photos.length} photo${site.photos.length === 1 ? '' : 's'}, ${size(total)} in content/photos/`);
  return lines;
}
