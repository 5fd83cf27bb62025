// The drawing files the rendered pages name (src/components/Drawing.tsx): written into the built site's assets/ after
// the render, and served by the dev server (and the editor's preview) from what its renders recorded. A file's name
// carries a hash of its text, so the host caches it for good (like every file under /assets/).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { DrawingFile } from '../../src/components/Drawing.tsx';

export function createDrawingOutput() {
  const wanted = new Map<string, string>();
  return {
    add(files: Iterable<DrawingFile> = []) {
      for (const f of files) wanted.set(f.path, f.svg);
    },
    /** Writes every recorded drawing under `outDir`; returns how many. */
    write(outDir: string): number {
      for (const [file, svg] of wanted) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, svg);
      }
      return wanted.size;
    },
    /** The dev server's: a drawing a page it rendered names. */
    plugin(): Plugin {
      return {
        name: 'site:drawings',
        apply: 'serve',
        configureServer(server) {
          server.middlewares.use((req, res, next) => {
            const svg = wanted.get((req.url ?? '').split('?')[0]!);
            if (svg === undefined) return next();
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(svg);
          });
        },
      };
    },
  };
}
