/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { contentPlugin } from './scripts/build/content-plugin.ts';
import { componentNames, loadComponentSchemas } from './scripts/build/component-schemas.ts';
import { createPageLedger, writeSiteFiles } from './scripts/build/site-files.ts';
import {
  browserEntryPlugin,
  siteStylesheet,
  withDevPageScripts,
  withPageScripts,
} from './scripts/build/page-scripts.ts';
import { acquireBuildLock } from './scripts/build/build-lock.ts';
import {
  createFirstScreenCss,
  remarkFirstScreenEnd,
  withoutStylesheetPlaceholder,
  type FirstScreenCss,
} from './scripts/build/first-screen-css.ts';
import { rehypeSourceLines, sourceLinesWanted } from './scripts/build/source-lines.ts';
import { createPhotoOutput, photosPlugin } from './scripts/build/photos.ts';
import { createDrawingOutput } from './scripts/build/drawings.ts';
import { slimPreloadHelper } from './scripts/build/preload-helper.ts';
import type { SiteRenderContext } from './src/main.tsx';
import LongestFirst from './tests/support/sequencer.ts';
import { testChromium } from './scripts/browser/chromium.ts';

const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig(({ command }) => {
  // Every build of this checkout, also one a test starts, waits for the others and cleans up (build-lock.ts).
  if (command === 'build') acquireBuildLock(process.cwd());
  // Made on the first page, once the client build has named the stylesheet's file.
  let firstScreen: FirstScreenCss | undefined;
  const ledger = createPageLedger(path.resolve(outDir));
  const content = contentPlugin({ components: { names: componentNames, schemas: loadComponentSchemas } });
  // The job photos the rendered pages name, made after the render (scripts/build/photos.ts).
  const photoOutput = createPhotoOutput();
  // And the drawings they name, in their language (scripts/build/drawings.ts).
  const drawingOutput = createDrawingOutput();
  return {
    plugins: [
      content,
      {
        enforce: 'pre',
        ...mdx({
          remarkPlugins: [remarkGfm, content.api!.remarkPageChecks, remarkFirstScreenEnd],
          // A check build or a preview also marks each element with its MDX line (scripts/build/source-lines.ts).
          rehypePlugins: [rehypeSlug, ...(sourceLinesWanted() ? [rehypeSourceLines] : [])],
        }),
      },
      react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
      tailwindcss(),
      // The browser entry is built on its own; each page lists the scripts it needs (scripts/build/page-scripts.ts).
      browserEntryPlugin(),
      photosPlugin(),
      drawingOutput.plugin(),
      // Vite's preload helper, which only adds bytes with module preloading off (scripts/build/preload-helper.ts).
      slimPreloadHelper(),
    ],
    // `npm run dev` (scripts/dev.ts): local only by default; --port and --host override.
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      // Separate output folders let several builds (tests, benchmarks) run side by side.
      outDir,
      // Each page's script list preloads exactly the chunks it needs (scripts/build/page-scripts.ts), so Vite's
      // modulepreload polyfill and dependency lists would only add bytes to every page.
      modulePreload: false,
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
      // Each page inlines its first screen's rules and links the site's stylesheet where that screen ends
      // (scripts/build/first-screen-css.ts), not the generator's beasties step.
      beastiesOptions: false,
      // The page's body and the scripts for what it rendered ride on the generator's context (src/main.tsx).
      onPageRendered: async (route, html, context) => {
        const { pageBody = '', pageScripts = [], pagePhotos, pageDrawings } = context as unknown as SiteRenderContext;
        photoOutput.add(pagePhotos);
        drawingOutput.add(pageDrawings);
        if (command !== 'build')
          return withDevPageScripts({ route, html, body: withoutStylesheetPlaceholder(pageBody), needs: pageScripts });
        firstScreen ??= createFirstScreenCss({
          stylesheet: siteStylesheet(path.resolve(outDir)),
          entry: path.resolve('src/styles.css'),
        });
        const split = await firstScreen.apply({ route, html, body: pageBody });
        const shell = { route, html: split.html, body: split.body, needs: pageScripts };
        const page = withPageScripts(shell, { outDir: path.resolve(outDir) });
        ledger.record(route, page);
        return page;
      },
      onFinished: async (outDir) => {
        const photos = await photoOutput.write(outDir);
        drawingOutput.write(outDir);
        // How many of the photo files were made now (the rest came from the photo cache, scripts/photos/pipeline.ts).
        if (photos.files) console.log(`  photos: ${photos.files} files, ${photos.encoded} of them encoded now`);
        return writeSiteFiles(outDir, ledger);
      },
    },
    test: {
      // The default report, then where the time went: each project, the ten slowest files, the site-copy builds.
      reporters: ['default', './tests/support/time-report.ts'],
      // `vitest --coverage`: V8's coverage of the site's code and the scripts (docs/testing.md).
      coverage: { provider: 'v8', include: ['src/**', 'scripts/**'], reporter: ['text-summary', 'json-summary'] },
      // What runs side by side, in one place: the unit project's files use a worker per core (vitest's pool); the
      // site and journeys projects run together (one `sequence.groupOrder`), two files at a time from either, the
      // longest first (tests/support/sequencer.ts: by each file's last time, else whether it copies the site), each
      // building or reading whole sites (about 1 GB and up to both cores each); the browser project one file at a
      // time (`fileParallelism: false` below), one Chromium per file. Without groupOrder vitest runs the projects at
      // the same time. `npm test` runs the browser project in a vitest process of its own, and beside it, at the
      // lowest priority, the unit project, then the site and journeys (scripts/test-all.ts: two lanes). Tests
      // within a file run in order, except the groups a file marks `describe.concurrent` (tests that share nothing
      // but the browser: forms, a11y). The site and journeys files share no port (every server a test starts listens
      // on one the system picks) and no folder (each writes to copies of its own). As two vitest processes, the site
      // project's files alone ran 214 s after the journeys had ended (docs/testing.md).
      maxWorkers: '100%',
      sequence: { sequencer: LongestFirst },
      // A worker runs its files one after another in one process (`isolate: false`): the modules they share (the
      // content model, jsdom, zod, the checks, playwright) load once per worker, not once per file. The unit project
      // alone took 95 s instead of 161 s (178 instead of 306 CPU-seconds; its files' imports 18 s instead of 88 s),
      // the site project's imports 17 s instead of 58 s (docs/testing.md). Each test file is still its
      // own module; tests restore what they stub (vi.unstubAllEnvs, restoreAllMocks, SITE_BUILD_DATE) and keep
      // their data in folders of their own.
      isolate: false,
      // Four projects: `npm run test:unit`, `test:site` and `test:browser` run one each (`vitest --project NAME`).
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            sequence: { groupOrder: 0 },
            // Functions, the checks on planted files, the server and its storage: no build, no dist/, no Chromium.
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
            // The run's folder, where the site-copy builds record their time (tests/support/test-run.ts).
            globalSetup: ['tests/support/run-setup.ts'],
            // Room for a loaded 2-core machine (loading the component schemas through Vite, git look-ups): the
            // limits catch hangs, not slowness.
            testTimeout: 30_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'site',
            sequence: { groupOrder: 1 },
            // The built pages in dist/ read as documents, and builds of throw-away copies of the site.
            include: ['tests/site/**/*.test.ts'],
            // Builds dist/ when it is missing, then serves it.
            globalSetup: ['tests/support/run-setup.ts', 'tests/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            sequence: { groupOrder: 2 },
            // Debian's Chromium against the served dist/ (and the dev server, the writers' gate's screenshots).
            include: ['tests/browser/**/*.test.ts'],
            // Debian's headless shell of its Chromium, when installed (scripts/browser/chromium.ts): half the CPU per page.
            env: { CHROME_PATH: testChromium() },
            globalSetup: ['tests/support/run-setup.ts', 'tests/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'journeys',
            sequence: { groupOrder: 1 },
            // A person's whole path across features (tests/journeys/README.md): real commands and pages in order,
            // in throw-away copies of the site; each file states its person and steps at the top.
            include: ['tests/journeys/**/*.test.ts'],
            globalSetup: ['tests/support/run-setup.ts', 'tests/support/global-setup.ts'],
            testTimeout: 300_000,
            hookTimeout: 600_000,
          },
        },
      ],
    },
  };
});
