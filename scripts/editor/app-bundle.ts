// The editor's browser app (scripts/editor/app/) bundled by esbuild: its script `app.js`, the chunks it loads on
// demand (the word view, RichEditor.tsx, with MDXEditor: loaded only when a writer switches to it, so the page list
// does not wait for it) and the chunks they share, each with its source map, and one stylesheet per entry (the CSS its
// libraries import). The app does not wait for the preview's Vite server (seconds to start), so the page list is on
// screen while the preview is still starting. The bundle is kept in node_modules/.cache/site-editor/ with the hash of
// every file it was built from: a start with nothing changed bundles nothing, and a change to the app's code
// (or a library's) is bundled again at the next reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

interface AppBundle {
  /** Each output file's name (`app.js`, `app.css`, `RichEditor-HASH.js`, `chunk-HASH.js`, their maps) → its text. */
  files: Record<string, string>;
  /** Each input file (relative to the root) → its content's hash when it was bundled. */
  inputs: Record<string, string>;
}

/** Hashes already taken, by file: kept while the file's size and modification time are unchanged. */
const hashed = new Map<string, { at: string; hash: string }>();

/**
 * A file's content hash: a copy of the clone (the tests' copies share its node_modules) finds the bundle fresh. Every
 * request for the app checks its ~1,500 inputs, so a file is read and hashed again only when its stat changes.
 */
const stamp = (file: string) => {
  try {
    const st = fs.statSync(file);
    const at = `${st.size}:${st.mtimeMs}:${st.ino}`;
    const known = hashed.get(file);
    if (known?.at === at) return known.hash;
    const hash = crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
    hashed.set(file, { at, hash });
    return hash;
  } catch {
    return 'gone';
  }
};

/** The bundle: read from the cache while its inputs are unchanged, else built again (one build at a time). */
export function appBundler(root: string): { get(): Promise<AppBundle> } {
  const cacheFile = path.join(root, 'node_modules/.cache/site-editor/app.json');
  let known: AppBundle | undefined;
  try {
    known = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as AppBundle;
  } catch {
    // None yet.
  }
  const fresh = (b: AppBundle | undefined): b is AppBundle =>
    !!b?.files && Object.entries(b.inputs).every(([rel, was]) => stamp(path.join(root, rel)) === was);
  const bundle = async (): Promise<AppBundle> => {
    const result = await build({
      entryPoints: [path.join(root, 'scripts/editor/app/main.tsx')],
      absWorkingDir: root,
      outdir: 'editor-app',
      entryNames: 'app',
      chunkNames: '[name]-[hash]',
      bundle: true,
      splitting: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'linked',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    const inputs = Object.fromEntries(
      Object.keys(result.metafile.inputs).map((rel) => [rel, stamp(path.join(root, rel))]),
    );
    const files = Object.fromEntries(result.outputFiles.map((f) => [path.basename(f.path), f.text]));
    const made = { files, inputs };
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const part = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(part, JSON.stringify(made));
    fs.renameSync(part, cacheFile);
    return made;
  };
  let last: Promise<AppBundle> = Promise.resolve(known ?? { files: {}, inputs: { '': 'never' } });
  return {
    get() {
      last = last
        .catch(() => undefined)
        .then((b) => (fresh(b) ? b : bundle()))
        .then((b) => (known = b));
      return last;
    },
  };
}
