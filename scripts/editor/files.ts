// Reading and saving the files the editor edits: each read carries a version (a hash of the bytes), a save names
// the version it was made from and is refused when the file changed on disk since, and a write is atomic (a
// temporary file in the same folder, flushed, then renamed over the old one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The version of a file's bytes; null when there is no such file. */
export function versionOf(file: string): string | null {
  try {
    return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export class ConflictError extends Error {}

/** Writes `text` to `file` atomically: readers see the old bytes or the new ones, never half a file. */
export function writeAtomic(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(tmp, 'wx');
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

export interface FileChange {
  /** Relative path ("pages/faq.mdx"). */
  rel: string;
  /** Absolute path (checked by security.ts's editablePath). */
  file: string;
  text: string;
  /** The version the writer opened (null: a new file, which must not exist yet). */
  version: string | null;
}

/** Files changed on disk since the writer opened them (or a new file that now exists), with a sentence each. */
export function conflicts(changes: FileChange[]): string[] {
  return changes
    .filter((c) => versionOf(c.file) !== c.version)
    .map((c) =>
      c.version === null
        ? `${c.rel} already exists on disk: someone created it since you started this page`
        : versionOf(c.file) === null
          ? `${c.rel} was deleted on disk since you opened it`
          : `${c.rel} changed on disk since you opened it; your version is kept in this browser, nothing was overwritten`,
    );
}
