// The props schemas of the writers' components: `export const props` (a zod schema) beside each component in
// src/components/mdx/<Name>.tsx. Components import YAML and page metadata through the content plugin, so they are
// loaded through a small Vite server (no HTTP, no file watching, no config file: just that plugin and TSX). A plain
// function: vite.config.ts hands it to the content plugin for the build, the writers' gate calls it for
// `npm run check`.
import fs from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
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
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: false,
    // The schemas need no photo: virtual:photos is served empty (no original is read).
    plugins: [contentPlugin({ root }), photosPlugin({ root, read: false })],
    oxc: { jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    for (const name of todo) {
      const mod = (await server.ssrLoadModule(path.join(root, 'src/components/mdx', `${name}.tsx`))) as {
        props?: ZodType;
      };
      if (mod.props && typeof (mod.props as { safeParse?: unknown }).safeParse === 'function')
        props.set(name, mod.props);
    }
  } finally {
    await server.close();
  }
  return { names, props };
}
