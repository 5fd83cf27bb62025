/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { contentPlugin } from './scripts/build/content-plugin.ts';
import { writeSiteFiles } from './scripts/build/site-files.ts';
import { addIslandPreloads } from './scripts/build/island-preloads.ts';
import { acquireBuildLock } from './scripts/build/build-lock.ts';

const outDir = process.env.OUT_DIR ?? 'dist';
/** Raw bytes of CSS up to which every page carries the whole stylesheet inline. */
const CSS_INLINE_LIMIT = 60 * 1024;

/** Helmet inserts its tags right after <head>; the charset declaration must stay in the first 1024 bytes. */
function charsetFirst(html: string): string {
  const charset = html.match(/<meta charset="[^"]*"\s*\/?>/i)?.[0];
  if (!charset) return html;
  if (!html.includes(charset)) return html;
  return html.replace(charset, '').replace(/<head([^>]*)>/, `<head$1>${charset}`);
}

/** A page whose render threw shows React Router's error screen; that must fail the build, not ship. */
function failOnRouteError(route: string, html: string): string {
  const data = html.match(/window\.__staticRouterHydrationData = JSON\.parse\("(.*?)"\);<\/script>/)?.[1];
  if (data) {
    const parsed = JSON.parse(JSON.parse(`"${data}"`)) as { errors: Record<string, { message?: string }> | null };
    if (parsed.errors) {
      const message = Object.values(parsed.errors)
        .map((e) => e.message ?? String(e))
        .join('; ');
      throw new Error(`Error on page ${route}: ${message}`);
    }
  }
  return html;
}

export default defineConfig(({ command }) => {
  if (command === 'build' && !process.env.VITEST) acquireBuildLock(process.cwd());
  return {
    plugins: [
      contentPlugin(),
      { enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] }) },
      react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
      tailwindcss(),
    ],
    // `npm run dev` (scripts/dev.ts): local only by default; --port and --host override.
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      // Separate output folders let several builds (tests, benchmarks) run side by side.
      outDir,
      // Also when OUT_DIR is outside the project (Vite only empties folders inside it by default).
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // React is needed by every page: one runtime file instead of several small chunks the phone has to
          // request before the page can hydrate.
          codeSplitting: { groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      htmlEntry: 'src/index.html',
      dirStyle: 'flat',
      // The whole stylesheet (~40 KB, ~8 KB gzip) is inlined into each page: loading the rest of it after the
      // critical part made the phone restyle the whole page after the first paint (~70 ms of main thread at
      // Lighthouse's 4x CPU). Past this size beasties goes back to critical CSS inline + the rest deferred.
      beastiesOptions: { inlineThreshold: CSS_INLINE_LIMIT },
      onPageRendered: (route, html) =>
        addIslandPreloads(charsetFirst(failOnRouteError(route, html)), path.resolve(outDir)),
      onFinished: (outDir) => writeSiteFiles(outDir),
    },
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'site',
            include: ['tests/site/**/*.test.ts', 'tests/browser/**/*.test.ts'],
            globalSetup: ['tests/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // One Chromium at a time on a 2-core machine.
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
