// Vite plugin for photos: `import photo from '../lib/x.jpg?picture'` gives a PictureData object (see
// src/components/Picture.tsx) whose files sharp generates at build time: AVIF, WebP and JPEG at several widths
// (never wider than the original), named by a hash of the source and the settings, e.g.
// assets/img/crew-800w-1a2b3c4d5e.avif. Options in the query: `x.jpg?widths=320,640&picture`.
//
// Generated files live in a cache (node_modules/.cache/site-images: never committed, shared by builds) and go to
// the build output only: the client build emits them as assets; the server build, whose own output folder is
// vite-react-ssg's temporary one, copies them into the real output folder (`outDir`), because pages (and so
// their photos) are rendered on the server only. The module exports plain URL strings, not Vite asset
// imports, so vite-react-ssg adds no <link rel="preload"> for them on every page. The dev server serves them
// from the cache.
//
// Why not vite-imagetools: version 12 (the one for vite 8) needs Node 22; this project runs on Node 20.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PictureData, PictureType } from '../../src/components/Picture.tsx';

export const DEFAULT_WIDTHS = [480, 800, 1200, 1600];
export const ASSET_DIR = 'assets/img';

type Format = 'avif' | 'webp' | 'jpeg';
const FORMATS: { format: Format; type: PictureType; ext: string }[] = [
  { format: 'avif', type: 'image/avif', ext: 'avif' },
  { format: 'webp', type: 'image/webp', ext: 'webp' },
  { format: 'jpeg', type: 'image/jpeg', ext: 'jpg' },
];
/** Encoder settings; part of every file's hash, so changing them regenerates the files. */
const ENCODE = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;

const IMAGE_RE = /\.(jpe?g|png|webp|avif|tiff?)$/i;
const PREFIX = '\0picture:';

export interface PictureFile {
  /** Path inside the build output, e.g. "assets/img/crew-800w-1a2b3c4d5e.avif". */
  fileName: string;
  /** The generated file in the cache. */
  cachePath: string;
  format: Format;
  width: number;
  height: number;
}

export interface PictureResult {
  data: PictureData;
  files: PictureFile[];
}

export interface ProcessOptions {
  /** Widths to generate; those wider than the original are dropped and the original width is added instead. */
  widths?: number[];
  cacheDir: string;
  /** Public base URL of the site ("/"). */
  base?: string;
}

/** The widths to generate for an original `sourceWidth` pixels wide. */
export function widthsFor(sourceWidth: number, requested: number[] = DEFAULT_WIDTHS): number[] {
  const fit = [...new Set(requested)].filter((w) => w > 0 && w <= sourceWidth).sort((a, b) => a - b);
  if (fit.length < requested.length && !fit.includes(sourceWidth)) fit.push(sourceWidth);
  return fit;
}

function slug(file: string): string {
  return (
    path
      .basename(file)
      .replace(IMAGE_RE, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  );
}

/** Writes via a temporary name, so builds running side by side never see half a file. */
async function writeAtomic(target: string, make: (tmp: string) => Promise<unknown>): Promise<void> {
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await make(tmp);
    fs.renameSync(tmp, target);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Generates (or finds in the cache) every variant of one photo and describes them. */
export async function processPicture(file: string, options: ProcessOptions): Promise<PictureResult> {
  const source = fs.readFileSync(file);
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error(`${file}: not an image sharp can read`);
  // EXIF orientations 5-8 are rotated by 90°: the displayed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const srcW = turned ? meta.height : meta.width;
  const srcH = turned ? meta.width : meta.height;
  const widths = widthsFor(srcW, options.widths);
  const name = slug(file);
  const base = (options.base ?? '/').replace(/\/?$/, '/');
  fs.mkdirSync(options.cacheDir, { recursive: true });

  const files: PictureFile[] = [];
  const jobs: Promise<void>[] = [];
  for (const { format, ext } of FORMATS) {
    for (const width of widths) {
      const height = Math.max(1, Math.round((width * srcH) / srcW));
      const hash = crypto
        .createHash('sha256')
        .update(source)
        .update(JSON.stringify({ format, width, settings: ENCODE[format], sharp: sharp.versions.sharp }))
        .digest('hex')
        .slice(0, 10);
      const baseName = `${name}-${width}w-${hash}.${ext}`;
      const cachePath = path.join(options.cacheDir, baseName);
      files.push({ fileName: `${ASSET_DIR}/${baseName}`, cachePath, format, width, height });
      if (!fs.existsSync(cachePath))
        jobs.push(
          writeAtomic(cachePath, (tmp) =>
            sharp(source)
              .autoOrient()
              .resize({ width, withoutEnlargement: true })
              .toFormat(format, ENCODE[format])
              .toFile(tmp),
          ),
        );
    }
  }
  await Promise.all(jobs);

  const url = (f: PictureFile) => base + f.fileName;
  const largest = widths[widths.length - 1]!;
  const jpegs = files.filter((f) => f.format === 'jpeg');
  const fallback = jpegs.find((f) => f.width === largest)!;
  const data: PictureData = {
    width: fallback.width,
    height: fallback.height,
    src: url(fallback),
    sources: FORMATS.map(({ format, type }) => ({
      type,
      srcset: files
        .filter((f) => f.format === format)
        .map((f) => `${url(f)} ${f.width}w`)
        .join(', '),
    })),
  };
  return { data, files };
}

/** Parses `x.jpg?widths=320,640&picture`; null when the import is not a picture import. */
export function parsePictureId(id: string): { file: string; widths?: number[] } | null {
  const q = id.indexOf('?');
  if (q < 0) return null;
  const file = id.slice(0, q);
  const params = new URLSearchParams(id.slice(q + 1));
  if (!params.has('picture') || !IMAGE_RE.test(file)) return null;
  const raw = params.get('widths');
  if (raw === null) return { file };
  const widths = raw.split(/[,;]/).map((w) => Number(w.trim()));
  if (!widths.length || widths.some((w) => !Number.isInteger(w) || w <= 0))
    throw new Error(`${id}: "widths" must be positive whole numbers, e.g. ?widths=320,640&picture`);
  return { file, widths };
}

export interface PicturePluginOptions {
  /** The site's output folder (the same `build.outDir` the config sets); the server build copies photos there. */
  outDir?: string;
  /** Where generated files are kept between builds. */
  cacheDir?: string;
}

export function picturePlugin(options: PicturePluginOptions = {}): Plugin {
  let config: ResolvedConfig;
  let cacheDir: string;
  /** Every generated file this build references, by output path. */
  const used = new Map<string, PictureFile>();

  return {
    name: 'site-pictures',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
      cacheDir = path.resolve(config.root, options.cacheDir ?? 'node_modules/.cache/site-images');
    },
    async resolveId(source, importer) {
      const parsed = parsePictureId(source);
      if (!parsed) return null;
      const resolved = await this.resolve(parsed.file, importer, { skipSelf: true });
      if (!resolved) return null;
      return PREFIX + resolved.id.split('?')[0] + source.slice(source.indexOf('?'));
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const parsed = parsePictureId(id.slice(PREFIX.length))!;
      this.addWatchFile(parsed.file);
      const { data, files } = await processPicture(parsed.file, { widths: parsed.widths, cacheDir, base: config.base });
      for (const f of files) used.set(f.fileName, f);
      return { code: `export default ${JSON.stringify(data)};\n`, moduleType: 'js' };
    },
    generateBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      for (const f of used.values())
        this.emitFile({ type: 'asset', fileName: f.fileName, source: fs.readFileSync(f.cachePath) });
    },
    writeBundle() {
      if (config.command !== 'build' || !config.build.ssr) return;
      const outDir = path.resolve(config.root, options.outDir ?? process.env.OUT_DIR ?? 'dist');
      for (const f of used.values()) {
        const target = path.join(outDir, f.fileName);
        if (fs.existsSync(target)) continue;
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(f.cachePath, target);
      }
    },
    configureServer(server) {
      const prefix = config.base.replace(/\/?$/, '/') + ASSET_DIR + '/';
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        const f = url?.startsWith(prefix) ? used.get(url.slice(config.base.replace(/\/?$/, '/').length)) : undefined;
        if (!f) return next();
        res.setHeader('Content-Type', f.format === 'jpeg' ? 'image/jpeg' : `image/${f.format}`);
        res.setHeader('Cache-Control', 'no-cache');
        fs.createReadStream(f.cachePath).pipe(res);
      });
    },
  };
}
