// Job photos in the build (docs/photos.md). The components (src/components/Photo.tsx) read each original's facts
// from virtual:photos and record the files their <picture> names (src/components/photos.tsx); after the pages
// are rendered, `photoOutput.write` makes exactly those files (from the cache when it has them) under dist/assets/.
// Nothing here is imported by a page's chunks as an image, so vite-react-ssg preloads none of them: a page fetches
// only the photos it shows. The dev server makes a file when the browser asks for it.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { currentSite } from '../../src/content/model.ts';
import { projectRoot } from '../../src/content/load.ts';
import { isPhotoFile, photosDir, type PhotoFile } from '../../src/content/photo-files.ts';
import { variantFile, variantOfFile, type PhotoVariant } from '../../src/components/photo-slots.ts';
import type { PhotoInfo } from '../../src/content/photo-files.ts';
import {
  cachedVariant,
  encodeVariants,
  inPool,
  markUsed,
  photoCacheDir,
  photoInfos,
  pruneCache,
} from '../photos/pipeline.ts';

const PHOTOS_ID = 'virtual:photos';

/** Every original's facts, read once per change of content/photos/ (in this process). */
function infosOf(root: string) {
  let known: { key: string; infos: Promise<Map<string, PhotoInfo>> } | undefined;
  return (photos: PhotoFile[]) => {
    const key = JSON.stringify(photos.map((p) => [p.file, p.bytes, fs.statSync(p.file).mtimeMs]));
    if (known?.key !== key) known = { key, infos: photoInfos(photos, photoCacheDir(root)) };
    return known.infos;
  };
}

/**
 * Serves virtual:photos (each original's facts, by name) and, on the dev server, the files pages ask for. `read:
 * false` serves it empty, for a server that only loads the components' props schemas.
 */
export function photosPlugin({ root = projectRoot, read = true }: { root?: string; read?: boolean } = {}): Plugin {
  const infos = infosOf(root);
  return {
    name: 'site:photos',
    resolveId(source) {
      return source === PHOTOS_ID ? '\0' + PHOTOS_ID : null;
    },
    async load(id) {
      if (id !== '\0' + PHOTOS_ID) return null;
      const map = read ? await infos(currentSite(root).photos) : new Map();
      return `export const photos = ${JSON.stringify(Object.fromEntries(map))};\n`;
    },
    configureServer(server) {
      const dir = photosDir(root);
      server.watcher.on('all', (_event, file) => {
        if (path.dirname(file) !== dir || !isPhotoFile(file)) return;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById('\0' + PHOTOS_ID);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const variant = variantOfFile((req.url ?? '').split('?')[0]!);
        if (!variant) return next();
        void (async () => {
          const photo = currentSite(root).photos.find((p) => p.name === variant.name);
          const info = photo && (await infos(currentSite(root).photos)).get(photo.name);
          if (!photo || info?.hash !== variant.hash) return next();
          await encodeVariants(photo, info, [variant], photoCacheDir(root));
          res.setHeader('Content-Type', `image/${variant.format}`);
          res.end(fs.readFileSync(cachedVariant(photoCacheDir(root), variant)));
        })().catch(next);
      });
    },
  };
}

/** The photo files the rendered pages name, made after the render into the built site's assets/. */
export function createPhotoOutput(root = projectRoot) {
  const wanted = new Map<string, PhotoVariant>();
  return {
    add(variants: Iterable<PhotoVariant> = []) {
      for (const v of variants) wanted.set(variantFile(v), v);
    },
    /** Encodes what the cache lacks, copies every file into `outDir`; returns how many files were encoded. */
    async write(outDir: string): Promise<{ files: number; encoded: number }> {
      const cacheDir = photoCacheDir(root);
      const site = currentSite(root);
      const byName = new Map<string, PhotoVariant[]>();
      for (const v of wanted.values()) byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
      const photos = site.photos.filter((p) => byName.has(p.name));
      const infos = await photoInfos(photos, cacheDir);
      const counts = await inPool(photos, 2, (p) =>
        encodeVariants(p, infos.get(p.name)!, byName.get(p.name)!, cacheDir),
      );
      for (const [file, v] of wanted) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        markUsed(cachedVariant(cacheDir, v));
        fs.copyFileSync(cachedVariant(cacheDir, v), target);
      }
      pruneCache(cacheDir);
      return { files: wanted.size, encoded: counts.reduce((a, b) => a + b, 0) };
    },
  };
}
