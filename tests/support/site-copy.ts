// A temporary copy of the whole site (without node_modules, dist and git), with node_modules symlinked, for tests
// that plant a writer's mistake and run the writers' gate on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/content/load.ts';

const skip = new Set(['node_modules', '.git', '.tmp', '.vite-react-ssg-temp']);

export interface SiteCopy {
  root: string;
  /** Reads a file of the copy. */
  read(rel: string): string;
  /** Writes (or overwrites) a file of the copy. */
  write(rel: string, text: string): void;
  /** Replaces `from` by `to` in a file of the copy; fails when `from` is not there. */
  edit(rel: string, from: string | RegExp, to: string): void;
  /** 1-based line of the first line containing `text` in a file of the copy. */
  lineOf(rel: string, text: string): number;
  remove(): void;
}

export function copySite(): SiteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  for (const entry of fs.readdirSync(projectRoot)) {
    if (skip.has(entry) || entry.startsWith('dist')) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const abs = (rel: string) => path.join(root, rel);
  const copy: SiteCopy = {
    root,
    read: (rel) => fs.readFileSync(abs(rel), 'utf8'),
    write(rel, text) {
      fs.mkdirSync(path.dirname(abs(rel)), { recursive: true });
      fs.writeFileSync(abs(rel), text);
    },
    edit(rel, from, to) {
      const text = copy.read(rel);
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${rel}: "${String(from)}" not found`);
      copy.write(rel, next);
    },
    lineOf(rel, text) {
      const i = copy
        .read(rel)
        .split('\n')
        .findIndex((l) => l.includes(text));
      if (i < 0) throw new Error(`${rel}: no line contains "${text}"`);
      return i + 1;
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}
