// The photo half of content/: content/photos/<name>.<ext>, one original per job photo (docs/photos.md). The site
// model lists them with the pages and data files (model.ts); a photo's name is its file name without the extension.
import fs from 'node:fs';
import path from 'node:path';
import { relativeToRoot } from './load.ts';

/** The originals the build reads: what phones and cameras write, HEIC/HEIF included. */
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif'] as const;

/** What a photo's name may be: the slug `npm run photos -- add` gives it. */
export const PHOTO_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PhotoFile {
  /** "slab-crack-kitchen": the file name without the extension. */
  name: string;
  /** Absolute path. */
  file: string;
  /** Relative to the project: "content/photos/slab-crack-kitchen.jpg". */
  rel: string;
  /** Size of the original in bytes. */
  bytes: number;
}

/** What the build knows of an original (scripts/photos/pipeline.ts), served to the components as virtual:photos (modules.d.ts). */
export interface PhotoInfo {
  name: string;
  /** The original's content hash and the encoder's settings: part of every file name made from it. */
  hash: string;
  /** Upright size of the original (after its EXIF orientation). */
  width: number;
  height: number;
  /** A ThumbHash drawn back as a tiny WebP data URL (~200 bytes), shown while the file loads. */
  placeholder: string;
}

/** The folder of the originals. */
export const photosDir = (root: string) => path.join(root, 'content', 'photos');

/** Is `file` an original the build reads (by its extension)? */
export function isPhotoFile(file: string): boolean {
  return (PHOTO_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase());
}

/** Every original under content/photos/ (not its README), by name. */
export function listPhotoFiles(root: string): PhotoFile[] {
  const dir = photosDir(root);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isPhotoFile)
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      return {
        name: f.slice(0, -path.extname(f).length),
        file,
        rel: relativeToRoot(file, root),
        bytes: fs.statSync(file).size,
      };
    });
}
