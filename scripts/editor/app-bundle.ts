// The editor's browser app (scripts/editor/app/) bundled by esbuild: one script and one stylesheet (the CSS its
// libraries import). The app does not wait for the preview's Vite server (seconds to start), so the page list is on
// screen while the preview is still starting. The bundle is kept in node_modules/.cache/site-editor/ with the hash of
// every file it was built from: a start with nothing changed bundles nothing, and a change to the app's code
// (or a library's) is bundled again at the next reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

interface AppBundle {
  js: string;
  css: string;
  /** Each input file (relative to the root) → its content's hash when it was bundled. */
  inputs: Record<string, string>;
}

/** A file's content hash: a copy of the clone (the tests' copies share its node_modules) finds the bundle fresh. */
const stamp = (file: string) => {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
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
    !!b && Object.entries(b.inputs).every(([rel, was]) => stamp(path.join(root, rel)) === was);
  const bundle = async (): Promise<AppBundle> => {
    const result = await build({
      entryPoints: [path.join(root, 'scripts/editor/app/main.tsx')],
      absWorkingDir: root,
      outdir: 'editor-app',
      entryNames: 'app',
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    const out = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
    const inputs = Object.fromEntries(
      Object.keys(result.metafile.inputs).map((rel) => [rel, stamp(path.join(root, rel))]),
    );
    const made = { js: out('.js'), css: out('.css'), inputs };
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const part = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(part, JSON.stringify(made));
    fs.renameSync(part, cacheFile);
    return made;
  };
  let last: Promise<AppBundle> = Promise.resolve(known ?? { js: '', css: '', inputs: { '': 'never' } });
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
