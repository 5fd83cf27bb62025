// A throw-away copy of the site (pages, content, code and config) for tests that change pages, run the dev server
// or build: the working tree, and the tests running beside them, never see the change. node_modules is the
// project's own, linked package by package, so the copy gets its own Vite cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/content/load.ts';

const COPIED = ['pages', 'content', 'src', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface SiteCopy {
  root: string;
  /** Absolute path of a file in the copy. */
  file(rel: string): string;
  write(rel: string, source: string): void;
  remove(): void;
}

export function copySite(prefix = 'site-copy-'): SiteCopy {
  const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), prefix));
  for (const entry of COPIED) {
    const from = path.join(projectRoot, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(root, entry), { recursive: true });
  }
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    fs.symlinkSync(path.join(projectRoot, 'node_modules', name), path.join(modules, name));
  }
  const file = (rel: string) => path.join(root, rel);
  return {
    root,
    file,
    // Like an editor's save (temp file + rename), so a watcher never reads a half-written file.
    write(rel, source) {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(`${file(rel)}.tmp`, source);
      fs.renameSync(`${file(rel)}.tmp`, file(rel));
    },
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
