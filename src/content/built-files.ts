// The one walk over a built site (dist/): every HTML page with its route, in path order. The checks, the
// security-headers writer and the HTML fixes all list built pages through this.
import fs from 'node:fs';
import path from 'node:path';
import { routeFromHtmlFile } from './route-path.ts';

/** Folders of the build that hold assets and data, not pages. */
const notPages = new Set(['assets', 'static-loader-data', 'src', '.vite']);

export interface BuiltFile {
  /** Relative to the dist folder, with forward slashes: "services/crawl-space.html". */
  file: string;
  /** Absolute path. */
  path: string;
  /** The route it is served at: "/", "/services/crawl-space", "/404". */
  route: string;
}

export function builtHtmlFiles(distDir: string): BuiltFile[] {
  const out: BuiltFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === distDir && notPages.has(entry.name))) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const file = path.relative(distDir, full).replace(/\\/g, '/');
        out.push({ file, path: full, route: routeFromHtmlFile(file) });
      }
    }
  };
  walk(distDir);
  return out;
}
