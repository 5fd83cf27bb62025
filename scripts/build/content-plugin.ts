// Vite plugin that turns pages/ and content/ into validated modules:
//  - pages/**/*.mdx: frontmatter validated and exported as `frontmatter`; MDX components used on the page
//    are imported automatically from src/components/mdx/<Name>.tsx, so each page chunk carries only its own.
//  - pages/**/*.mdx?meta: just the fields menus, lists and breadcrumbs need, for the main bundle.
//  - content/*.yaml: validated against its schema and exported as JSON.
// Any problem fails dev and build with the file, the field and what was expected.
import fs from 'node:fs';
import path from 'node:path';
import type { FSWatcher, Plugin } from 'vite';
import type { ZodType } from 'zod';
import { ContentError, projectRoot, type ParsedPage } from '../../src/content/load.ts';
import {
  currentSite,
  dataFileValue,
  leftOutFiles,
  parsePage,
  type SiteModel,
  type SitePage,
} from '../../src/content/model.ts';
import { toPageMeta } from '../../src/content/page-meta.ts';
import { outlineTree } from '../../src/content/mdx-source.ts';
import { componentFindings, expressionFindings } from '../../src/content/mdx-checks.ts';
import { relatedMeta, type RelatedMeta } from '../../src/content/related.ts';
import { brokenPageMeta } from './dev-server.ts';
import { siteNav, type SiteNav } from '../../src/content/site-nav.ts';
import type { PageMeta } from '../../src/content/page-meta.ts';

const ROUTES_ID = 'virtual:route-table';
const NAV_ID = 'virtual:site-nav';
/**
 * The route table's source (src/content/pages.ts, src/layout/RelatedBlocks.tsx): every page file's meta — the small
 * slice of its frontmatter menus, lists and breadcrumbs need — and its related-block inputs, as one module from the
 * site model. (One module, not one per page: a thousand pages were a thousand module loads in the build and on the
 * dev server's first request.) In dev a page with a broken frontmatter is listed hidden, so only its own route
 * shows the error; the build fails with the findings.
 */
function routeTableModule(site: SiteModel, dev: boolean): string {
  const metas: PageMeta[] = [];
  const related: Record<string, RelatedMeta> = {};
  const valid = new Map(site.pages.map((p) => [p.file, p]));
  for (const f of site.files) {
    const page = valid.get(f.file);
    if (!page) {
      if (!dev) throw new ContentError(site.problems.filter((p) => p.file === f.rel));
      metas.push(brokenPageMeta(f.file, site.root));
      continue;
    }
    const meta = toPageMeta(page, undefined, site.pairs.get(page.route));
    metas.push(meta);
    related[meta.file] = relatedMeta(page);
  }
  return `export const metas = ${JSON.stringify(metas)};\nexport const related = ${JSON.stringify(related)};\nexport const leftOut = ${JSON.stringify([...site.leftOut])};\n`;
}

/** Component names a page uses, ignoring code fences and inline code. */
export function componentsUsed(body: string): string[] {
  const text = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...new Set([...text.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g)].map((m) => m[1]!))].sort();
}

function isPage(id: string, pagesDir: string) {
  return !id.startsWith('\0') && id.startsWith(pagesDir + path.sep) && id.endsWith('.mdx');
}

/** A data file under content/ (an editor's swap or temporary file beside it is not one). */
function isDataFile(id: string, contentDir: string) {
  return !id.startsWith('\0') && id.startsWith(contentDir + path.sep) && /\.ya?ml$/.test(id);
}

/** How long after a save to look again for a save the watcher dropped (chokidar drops for 50 ms, see below). */
const RECHECK_MS = 150;

/**
 * Vite's watcher (chokidar 3) drops a second 'change' of a file that comes less than 50 ms after the first, and
 * never reports it later: a fix saved right after a mistake (an editor's format-on-save, a script, a quick
 * undo) would leave the page showing the mistake until the next save. So each save of a watched file is looked at
 * again a little later, and a newer save the watcher dropped is reported as the watcher would have reported it.
 */
function reportDroppedSaves(watcher: FSWatcher, watched: (file: string) => boolean) {
  const reported = new Map<string, string>();
  const timers = new Map<string, NodeJS.Timeout>();
  const version = (file: string) => {
    try {
      const stat = fs.statSync(file);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
  };
  watcher.on('all', (event, file) => {
    if ((event !== 'add' && event !== 'change') || !watched(file)) return;
    reported.set(file, version(file) ?? '');
    clearTimeout(timers.get(file));
    const timer = setTimeout(() => {
      timers.delete(file);
      const now = version(file);
      if (now === undefined || now === reported.get(file)) return;
      watcher.emit('change', file);
      watcher.emit('all', 'change', file);
    }, RECHECK_MS);
    timers.set(file, timer.unref());
  });
}

/** The writers' components for the page checks; vite.config.ts passes component-schemas.ts (which loads them
 * through this plugin, so it is passed in rather than imported: no import cycle). */
interface ComponentSource {
  names(root: string): string[];
  schemas(root: string): Promise<{ names: string[]; props: Map<string, ZodType> }>;
}

/** `root`: the project whose pages/ and content/ to serve (another copy of the site, in tests). `components`:
 * without it, pages are not checked for unknown components and props (component-schemas.ts's own server). */
/** What the content plugin offers the MDX compiler (vite.config.ts passes it to @mdx-js/rollup). */
export interface ContentPluginApi {
  /**
   * A remark plugin: the same page findings as `npm run check` — unknown components, props against each
   * component's schema, `{names}` the page never defines — on the tree the MDX compiler has just parsed, so a
   * build parses each page once. Throws the findings (with the page's line numbers).
   */
  remarkPageChecks: () => (tree: unknown, file: { path?: string; value: unknown }) => Promise<void>;
}

export function contentPlugin({
  root = projectRoot,
  components,
}: { root?: string; components?: ComponentSource } = {}): Plugin<ContentPluginApi> {
  const pagesDir = path.join(root, 'pages');
  const contentDir = path.join(root, 'content');
  const componentsDir = path.join(root, 'src/components/mdx');
  const leftOut = leftOutFiles();
  let building = false;
  // The site model (every page and data file, read and validated once): taken on first use in each build pass,
  // and again after any change to pages/ or content/ in dev. The ?meta modules, the menus and the page transforms
  // take their pages from it, and the passes of one build share it, so a build parses each file once.
  let model: SiteModel | undefined;
  const site = () => (model ??= currentSite(root));
  const byFile = new Map<string, SitePage>();
  /** The page as the model parsed it, when `source` is what the model read; else a fresh parse (throws findings). */
  const pageOf = (file: string, source?: string): ParsedPage => {
    if (!byFile.size) for (const p of site().pages) byFile.set(p.file, p);
    const known = byFile.get(file);
    return known && (source === undefined || known.source === source) ? known : parsePage(file, source, root);
  };
  const forget = () => {
    model = undefined;
    byFile.clear();
  };
  const remarkPageChecks = () => async (tree: unknown, file: { path?: string; value: unknown }) => {
    if (!file.path || !isPage(file.path, pagesDir)) return;
    const rel = path.relative(root, file.path).replace(/\\/g, '/');
    const outline = outlineTree(tree, String(file.value));
    const known = !components
      ? null
      : building
        ? await components.schemas(root)
        : { names: components.names(root), props: new Map<string, ZodType>() };
    const problems = [...expressionFindings(rel, outline), ...(known ? componentFindings(rel, outline, known) : [])];
    if (problems.length) throw new ContentError(problems);
  };
  return {
    name: 'site-content',
    enforce: 'pre',
    api: { remarkPageChecks },
    buildStart() {
      forget();
    },
    configureServer(server) {
      // Any page or data file added, changed or removed: the model, the route table and the menus are read again.
      // (A change also reloads the open page, see handleHotUpdate; a page added or removed does it here.)
      server.watcher.on('all', (event, file) => {
        // An editor's swap or temporary file (x.mdx.tmp, x.swp, x~) is neither: no reload for it.
        if (!isPage(file, pagesDir) && !isDataFile(file, contentDir)) return;
        forget();
        // A language layer (content/<name>.es.yaml) imports as its English file's value with its texts: it changes
        // when the English file does.
        const layers = isDataFile(file, contentDir)
          ? fs.readdirSync(contentDir).filter((f) => f.startsWith(`${path.basename(file).replace(/\.ya?ml$/, '')}.es.`))
          : [];
        for (const env of Object.values(server.environments)) {
          for (const id of [NAV_ID, ROUTES_ID]) {
            const mod = env.moduleGraph.getModuleById('\0' + id);
            if (mod) env.moduleGraph.invalidateModule(mod);
          }
          for (const layer of layers)
            for (const mod of env.moduleGraph.getModulesByFile(path.join(contentDir, layer)) ?? [])
              env.moduleGraph.invalidateModule(mod);
        }
        if (event === 'add' || event === 'unlink') server.ws.send({ type: 'full-reload' });
      });
      reportDroppedSaves(server.watcher, (file) => isPage(file, pagesDir) || isDataFile(file, contentDir));
    },
    configResolved(config) {
      // Props are validated when building (the dev server and tests render what they are given).
      // (`npm run check` validates them itself and says so with SITE_PROPS_CHECKED.)
      building = config.command === 'build' && process.env.SITE_PROPS_CHECKED !== '1';
    },
    resolveId(source) {
      if (source === NAV_ID || source === ROUTES_ID) return '\0' + source;
      return null;
    },
    load(id) {
      if (id === '\0' + NAV_ID) {
        try {
          const nav: SiteNav = siteNav(site().pages);
          return `export const nav = ${JSON.stringify(nav)};\n`;
        } catch (err) {
          if (err instanceof ContentError) this.error(err.message);
          throw err;
        }
      }
      if (id !== '\0' + ROUTES_ID) return null;
      try {
        return routeTableModule(site(), this.environment.mode === 'dev');
      } catch (err) {
        if (err instanceof ContentError) this.error(err.message);
        throw err;
      }
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (isPage(file, pagesDir) && !id.includes('?')) {
        // A page this build leaves out (SITE_LEAVE_OUT) is in no route; the page loader still names its module.
        if (leftOut.has(path.relative(root, file).replace(/\\/g, '/'))) return 'export const frontmatter = {};\n';
        try {
          // Its components and expressions are checked when MDX compiles it (remarkPageChecks above).
          const page = pageOf(file, code);
          const used = componentsUsed(page.body);
          const imports = used
            .map((name) => `import { ${name} } from ${JSON.stringify(path.join(componentsDir, `${name}.tsx`))};`)
            .join(' ');
          const exported = { ...page.frontmatter, route: page.route, lastUpdated: page.lastUpdated };
          const lines = page.body.split('\n');
          // The frontmatter's blank lines hold the imports, keeping every MDX line number true.
          lines[0] = imports;
          return `${lines.join('\n')}\n\nexport const frontmatter = ${JSON.stringify(exported)};\n`;
        } catch (err) {
          if (err instanceof ContentError) this.error(err.message);
          throw err;
        }
      }
      if (isDataFile(file, contentDir)) {
        try {
          // The model's value when it read this same text (each data file is validated once per build).
          const known = site().data.find((d) => d.file === file && d.source === code)?.value;
          return { code: `export default ${JSON.stringify(known ?? dataFileValue(file, code, root))};`, map: null };
        } catch (err) {
          if (err instanceof ContentError) this.error(err.message);
          throw err;
        }
      }
      return null;
    },
    async handleHotUpdate(ctx) {
      // Frontmatter feeds the route table and content feeds every page: reload fully on any change. A change
      // that breaks validation shows Vite's error overlay on the open page (and the terminal) instead.
      const page = isPage(ctx.file, pagesDir);
      if (!page && !isDataFile(ctx.file, contentDir)) return;
      try {
        // ctx.read() waits out an editor's save that truncates the file before writing it.
        if (fs.existsSync(ctx.file)) {
          const source = await ctx.read();
          if (page) parsePage(ctx.file, source, root);
          else dataFileValue(ctx.file, source, root);
        }
      } catch (err) {
        if (!(err instanceof ContentError)) throw err;
        ctx.server.config.logger.error(err.message, { timestamp: true });
        ctx.server.ws.send({
          type: 'error',
          err: { message: err.message, stack: '', plugin: 'site-content', id: ctx.file },
        });
        return [];
      }
      ctx.server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
