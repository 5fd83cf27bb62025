// Unsaved texts of files under pages/ and content/ that the browser editor (scripts/editor/) holds while a writer
// types. While one is set, the site model (model.ts, data-files.ts) reads it instead of the file on disk, so the
// gate and the preview see the draft through their usual doors. Nothing else sets one: the build, the dev server
// and `npm run check` read the files as they are.
import crypto from 'node:crypto';
import fs from 'node:fs';

const key = Symbol.for('site-drafts');
const drafts = ((globalThis as Record<symbol, Map<string, string> | undefined>)[key] ??= new Map());

/** Sets (text) or drops (undefined) the draft of an absolute file path. */
export function setDraft(file: string, text: string | undefined): void {
  if (text === undefined) drafts.delete(file);
  else drafts.set(file, text);
}

/** A file's text as the site model reads it: its draft when one is set, else the file on disk. */
export function readSource(file: string): string {
  return drafts.get(file) ?? fs.readFileSync(file, 'utf8');
}

/** What the drafts are now, for the model's "read again?" signature ('' when there are none). */
export function draftsSignature(): string {
  if (!drafts.size) return '';
  const hash = crypto.createHash('sha256');
  for (const [file, text] of [...drafts].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${file}\0${text}\0`);
  return hash.digest('hex');
}
