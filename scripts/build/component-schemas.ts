// The props schemas of the writers' components: `export const props` (a zod schema) beside each component in
// src/components/mdx/<Name>.tsx. Components import YAML through the content plugin, so their schemas are bundled by
// Vite with that plugin (one ES module exporting each component's `props`; the render code is shaken out) and the
// bundle is imported. A plain function: vite.config.ts hands it to the content plugin for the build, the writers'
// gate calls it for `npm run check`, the editor and the component reference for their menus.
//
// The bundle is kept in the gate's result cache (scripts/checks/result-cache.ts, CHECK_CACHE_DIR), keyed by every
// file it can be made from: all of src/ and scripts/ (the components, what they import, the plugins that serve them),
// content/*.yaml, the lockfile and tsconfig.json. So the build, the gate, the editor and every copy of the site in a
// test run bundle it once per set of those files, and any change to a component or its data makes another bundle.
// Pages are not among them: the schemas take their values from content/, never from the pages, so the bundle is
// made with the route table and the menus empty (and no photo: virtual:photos is served empty too), and a page's
// edit, its git date or a build's SITE_LEAVE_OUT never changes the schemas.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { ZodType } from 'zod';
import { siteNav } from '../../src/content/site-nav.ts';
import { checkCacheDir, resultCache, resultKey } from '../checks/result-cache.ts';
import { writeAtomic } from '../editor/files.ts';
import { contentPlugin } from './content-plugin.ts';
import { photosPlugin } from './photos.ts';

export interface ComponentSchemas {
  /** Every component name in src/components/mdx/. */
  names: string[];
  /** The props schema of each component that exports one. */
  props: Map<string, ZodType>;
}

export function componentNames(root: string): string[] {
  const dir = path.join(root, 'src/components/mdx');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
        .map((f) => f.slice(0, -4))
        .sort()
    : [];
}

/** Names of the components whose source exports `props` (read without running anything). */
function withPropsExport(root: string, names: string[]): string[] {
  return names.filter((n) =>
    /export\s+const\s+props\b/.test(fs.readFileSync(path.join(root, 'src/components/mdx', `${n}.tsx`), 'utf8')),
  );
}

/** How the bundle is made: a change here makes every kept bundle another's. */
const BUNDLE_FORMAT = '1';

/** The files a bundle can be made from, relative to `root`, sorted (see the top of this file). */
function schemaInputs(root: string): string[] {
  const under = (dir: string) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      : [];
  const data = under('content').filter((f) => /^content\/[^/]+\.ya?ml$/.test(f));
  const single = ['package-lock.json', 'tsconfig.json'].filter((f) => fs.existsSync(path.join(root, f)));
  return [...under('src'), ...under('scripts'), ...data, ...single].sort();
}

/** The key of the bundle for `root`: the components with a schema, and every input file by its path and bytes. */
function schemasKey(root: string, withProps: string[]): string {
  const parts = [BUNDLE_FORMAT, withProps.join(',')];
  for (const rel of schemaInputs(root)) parts.push(rel, fs.readFileSync(path.join(root, rel)).toString('base64'));
  return resultKey(...parts);
}

const ENTRY = 'component-schemas-entry';
const EMPTY = {
  'virtual:route-table': 'export const metas = [];\nexport const related = {};\nexport const leftOut = [];\n',
  'virtual:site-nav': `export const nav = ${JSON.stringify(siteNav([]))};\n`,
};

/** The entry (each component's `props`, by its name) and the route table and menus served empty. */
function schemasEntry(root: string, withProps: string[]): Plugin {
  const entry = withProps
    .map((n) => `export { props as ${n} } from ${JSON.stringify(path.join(root, 'src/components/mdx', `${n}.tsx`))};`)
    .join('\n');
  return {
    name: 'component-schemas',
    enforce: 'pre',
    resolveId(source) {
      if (source === ENTRY || source.endsWith(`/${ENTRY}`)) return `\0${ENTRY}`;
      return source in EMPTY ? `\0schemas:${source}` : null;
    },
    load(id) {
      if (id === `\0${ENTRY}`) return entry;
      return id.startsWith('\0schemas:') ? EMPTY[id.slice('\0schemas:'.length) as keyof typeof EMPTY] : null;
    },
  };
}

/** One ES module exporting each component's `props`; its packages (zod, react …) stay imports. */
async function bundleSchemas(root: string, withProps: string[]): Promise<string> {
  const { build } = await import('vite');
  const out = await build({
    root,
    configFile: false,
    plugins: [schemasEntry(root, withProps), contentPlugin({ root }), photosPlugin({ root, read: false })],
    oxc: { jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
    build: { ssr: ENTRY, write: false, minify: false, rollupOptions: { output: { format: 'esm' } } },
  });
  const output = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const chunks = output.filter((c) => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the component schemas made ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

/** How many bundles the result cache keeps (scripts/checks/result-cache.ts starts the folder again past them). */
const KEPT_BUNDLES = 50;

/** Removes the root's other bundles, once nothing can be about to import them (ten minutes old). */
function forgetOthers(dir: string, current: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (file !== current && Date.now() - fs.statSync(file).mtimeMs > 10 * 60_000) fs.rmSync(file, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

const cache = new Map<string, Promise<ComponentSchemas>>();

/** Loads the schemas once per project root and process. */
export function loadComponentSchemas(root: string): Promise<ComponentSchemas> {
  let p = cache.get(root);
  if (!p) {
    p = load(root);
    cache.set(root, p);
  }
  return p;
}

async function load(root: string): Promise<ComponentSchemas> {
  const names = componentNames(root);
  const props = new Map<string, ZodType>();
  const todo = withPropsExport(root, names);
  if (!todo.length) return { names, props };
  const key = schemasKey(root, todo);
  // A bundle is about 150 KB: a few dozen sets of inputs are kept, not the 20,000 results of a check.
  const kept = resultCache<string>('component-schemas', checkCacheDir(), KEPT_BUNDLES);
  let code = kept.get(key);
  if (code === undefined) {
    code = await bundleSchemas(root, todo);
    kept.set(key, code);
  }
  // Imported from the root's node_modules, so its packages are the ones the root's own code imports (one zod: the
  // checks look through the schemas with `instanceof`).
  const file = path.join(root, 'node_modules/.cache/component-schemas', `${key}.mjs`);
  if (!fs.existsSync(file)) {
    writeAtomic(file, code);
    forgetOthers(path.dirname(file), file);
  }
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const name of todo) {
    const schema = mod[name];
    if (schema && typeof (schema as { safeParse?: unknown }).safeParse === 'function')
      props.set(name, schema as ZodType);
  }
  return { names, props };
}
