// Photos from the writer's computer or phone: a file dropped or chosen in the editor comes here as the request's body
// and goes through the same import as `npm run photos -- add` (scripts/photos/commands.ts: upright, no location or
// other metadata, HEIC as JPEG, the long side capped) into content/photos/. The save commits it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { addPhoto, slugOf, type Added } from '../photos/commands.ts';
import { isPhotoFile, listPhotoFiles, PHOTO_NAME, photosDir } from '../../src/content/photo-files.ts';

/** The largest file the editor takes: a phone's photo is 2–12 MB; a camera's RAW-sized JPEG still fits. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;

/** The kinds of file a writer may bring: what phones and cameras write. */
const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.heic', '.heif'];

/** A mistake in an upload, in words a writer can act on, with the HTTP status it is answered with. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A name no photo has yet: "back-wall", then "back-wall-2", "back-wall-3"… */
function freeName(root: string, wanted: string): string {
  const taken = new Set(listPhotoFiles(root).map((p) => p.name));
  const stem = PHOTO_NAME.test(wanted) ? wanted : 'photo';
  let name = stem;
  for (let n = 2; taken.has(name); n++) name = `${stem}-${n}`;
  return name;
}

/** Reads the upload (at most MAX_PHOTO_BYTES) into a temporary file, imports it and answers what was added. */
export async function receivePhoto(root: string, req: IncomingMessage, fileName: string): Promise<Added> {
  const shown = fileName || 'the file';
  const ext = path.extname(fileName).toLowerCase();
  if (!UPLOAD_EXTENSIONS.includes(ext))
    throw new UploadError(
      415,
      `"${shown}" is not a photo: choose a JPEG, PNG or HEIC picture (a file ending in .jpg, .png or .heic).`,
    );
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = new UploadError(
    413,
    `"${shown}" is too large (${megabytes(declared)}): a photo can be at most ${megabytes(MAX_PHOTO_BYTES)}. Take it at a smaller size, or ask a developer.`,
  );
  const chunks: Buffer[] = [];
  let size = 0;
  // Over the cap, the rest is read and dropped (so the browser gets the answer, not a closed connection), up to a
  // bound past which the connection is closed.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 4 * MAX_PHOTO_BYTES) req.destroy();
    if (size <= MAX_PHOTO_BYTES && declared <= MAX_PHOTO_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_PHOTO_BYTES || declared > MAX_PHOTO_BYTES) throw tooLarge;
  if (!size) throw new UploadError(400, `"${shown}" is empty.`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photo-'));
  try {
    // The import reads the kind from the extension (a HEIC is decoded by libheif): keep the writer's.
    const source = path.join(tmp, `upload${ext}`);
    fs.writeFileSync(source, Buffer.concat(chunks));
    try {
      return await addPhoto(root, source, freeName(root, slugOf(fileName)));
    } catch {
      throw new UploadError(
        422,
        `"${shown}" could not be read as a picture: it may be damaged, or not really a ${ext.slice(1).toUpperCase()} file.`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The path of a photo the editor brought in, to commit with a save: under content/photos/ and there. */
export function photoToSave(root: string, file: string): boolean {
  return path.dirname(file) === photosDir(root) && isPhotoFile(file) && fs.existsSync(file);
}
