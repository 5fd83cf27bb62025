// Vite wraps every dynamic import of the client build in its preload helper, `__vitePreload(load, deps)`, even with
// `build.modulePreload: false` (vitejs/vite#18551): about 0.7 KB gzip of link-injecting code in the first script of
// every page. With module preloading off, `deps` only ever lists the CSS a lazy chunk imports, and no chunk of this
// site imports CSS (the stylesheet is the page's), so every call gets `[]`. This plugin serves the helper as the
// one line that is then left of it, and fails the build if a dynamic import ever gets dependencies again.
import type { Plugin } from 'vite';

/** The helper's module id, as Vite's import analysis names it (`preloadHelperId` in Vite's build). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** Written by Vite into a chunk whose dynamic imports have dependencies to load first. */
const DEPS_MARK = '__vite__mapDeps';

export function slimPreloadHelper(): Plugin {
  return {
    name: 'site:slim-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === PRELOAD_HELPER_ID ? id : null;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.code.includes(DEPS_MARK))
          this.error(
            `${chunk.fileName}: a dynamic import now has files to load first (CSS imported by a lazy chunk?), which ` +
              'the slim preload helper does not load (scripts/build/preload-helper.ts). Import that CSS from the ' +
              "page's stylesheet, or remove slimPreloadHelper() from vite.config.ts.",
          );
    },
  };
}
