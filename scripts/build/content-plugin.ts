// Vite plugin that turns pages/ and content/ into validated modules:
//  - pages/**/*.mdx: frontmatter validated and exported as `frontmatter`; MDX components used on the page
//    are imported automatically from src/components/mdx/<Name>.tsx, so each page chunk carries only its own.
//  - pages/**/*.mdx?meta: just the fields menus, lists and breadcrumbs need, for the main bundle.
//  - content/*.yaml: validated against its schema and exported as JSON.
// Any problem fails dev and build with the file, the field and what was expected.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  ContentError,
  listPageFiles,
  parseData,
  parsePage,
  primeLastChanged,
  projectRoot,
} from '../../src/content/load.ts';
import { loadSite } from '../../src/content/model.ts';
import { toPageMeta } from '../../src/content/page-meta.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { componentFindings, expressionFindings } from '../../src/content/mdx-checks.ts';
import { componentNames, loadComponentSchemas } from './component-schemas.ts';
import { relatedMeta } from '../../src/content/related.ts';
import { brokenPageMeta } from './dev-server.ts';
import { isCollectionIndex } from '../../src/content/collections.ts';

const META_PREFIX = '\0page-meta:';
const NAV_ID = 'virtual:site-nav';
/** Menus and footer columns list at most this many services and areas (then "All …"), so page size and the
 * browser bundle don't grow with every page added. */
export const MENU_LIMIT = 10;

/** The menus the browser needs, computed from the route table: just links and labels, capped. */
export function siteNavModule(root = projectRoot): string {
  // The model's pages are already in the one page order.
  const pages = loadSite(root).pages.filter((p) => !p.frontmatter.hidden);
  const sorted = (prefix: string) =>
    pages.filter((p) => p.route.startsWith(prefix) && !p.route.slice(prefix.length).includes('/'));
  const label = (p: (typeof pages)[number]) => p.frontmatter.label ?? p.frontmatter.title;
  const services = sorted('/services/');
  const areas = sorted('/service-areas/');
  const nav = {
    serviceLinks: services.slice(0, MENU_LIMIT).map((p) => ({ to: p.route, label: label(p) })),
    areaLinks: areas.slice(0, MENU_LIMIT).map((p) => ({ to: p.route, label: p.frontmatter.area?.city ?? label(p) })),
    moreServices: services.length > MENU_LIMIT,
    moreAreas: areas.length > MENU_LIMIT,
    // The top-level pages that are not sections, in menu order: header, footer company and fine-print links
    // (src/layout/nav.ts).
    topPages: sorted('/')
      .filter(
        (p) => p.route !== '/' && (isCollectionIndex(p.route) || !pages.some((c) => c.route.startsWith(p.route + '/'))),
      )
      .map((p) => ({ to: p.route, label: label(p), order: p.frontmatter.order })),
  };
  return Object.entries(nav)
    .map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`)
    .join('\n');
}

/** Component names a page uses, ignoring code fences and inline code. */
export function componentsUsed(body: string): string[] {
  const text = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...new Set([...text.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g)].map((m) => m[1]!))].sort();
}

function isPage(id: string, pagesDir: string) {
  return !id.startsWith('\0') && id.startsWith(pagesDir + path.sep) && id.endsWith('.mdx');
}

/** `root`: the project whose pages/ and content/ to serve (another copy of the site, in tests). */
export function contentPlugin({ root = projectRoot }: { root?: string } = {}): Plugin {
  const pagesDir = path.join(root, 'pages');
  const contentDir = path.join(root, 'content');
  const componentsDir = path.join(root, 'src/components/mdx');
  let building = false;
  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      // Props are validated when building (the dev server and tests render what they are given).
      // (`npm run check` validates them itself and says so with SITE_PROPS_CHECKED.)
      building = config.command === 'build' && process.env.SITE_PROPS_CHECKED !== '1';
    },
    resolveId(source, importer) {
      if (source === NAV_ID) return '\0' + NAV_ID;
      if (!source.endsWith('.mdx?meta')) return null;
      const bare = source.slice(0, -'?meta'.length);
      const abs = bare.startsWith('/pages/')
        ? path.join(root, bare)
        : path.resolve(importer ? path.dirname(importer) : root, bare);
      return META_PREFIX + abs;
    },
    load(id) {
      if (id === '\0' + NAV_ID) {
        try {
          return siteNavModule(root);
        } catch (err) {
          if (err instanceof ContentError) this.error(err.message);
          throw err;
        }
      }
      if (!id.startsWith(META_PREFIX)) return null;
      const file = id.slice(META_PREFIX.length);
      this.addWatchFile(file);
      try {
        // Every page's ?meta is loaded at once: two git commands for all their dates, not two each.
        primeLastChanged(listPageFiles(pagesDir), root);
        const page = parsePage(file, undefined, root);
        return `export default ${JSON.stringify(toPageMeta(page))};\nexport const related = ${JSON.stringify(relatedMeta(page))};`;
      } catch (err) {
        // In dev a broken page stays out of the route table's lists, so only its own route shows the error.
        if (err instanceof ContentError && this.environment.mode === 'dev') return brokenPageMeta(file);
        if (err instanceof ContentError) this.error(err.message);
        throw err;
      }
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (isPage(file, pagesDir) && !id.includes('?')) {
        try {
          const page = parsePage(file, code, root);
          // The same findings as `npm run check`: unknown components, props against each component's schema,
          // `{names}` the page never defines.
          const rel = path.relative(root, file).replace(/\\/g, '/');
          const outline = outlineMdx(page.body, rel);
          const components = building
            ? await loadComponentSchemas(root)
            : { names: componentNames(root), props: new Map() };
          const problems = [...expressionFindings(rel, outline), ...componentFindings(rel, outline, components)];
          if (problems.length) throw new ContentError(problems);
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
      if (!file.startsWith('\0') && file.startsWith(contentDir + path.sep) && /\.ya?ml$/.test(file)) {
        try {
          return { code: `export default ${JSON.stringify(parseData(file, code, root))};`, map: null };
        } catch (err) {
          if (err instanceof ContentError) this.error(err.message);
          throw err;
        }
      }
      return null;
    },
    handleHotUpdate(ctx) {
      // Frontmatter feeds the ?meta modules and content feeds every page: reload fully on any change. A change
      // that breaks validation shows Vite's error overlay on the open page (and the terminal) instead.
      if (!ctx.file.startsWith(pagesDir) && !ctx.file.startsWith(contentDir)) return;
      try {
        if (ctx.file.endsWith('.mdx') && fs.existsSync(ctx.file)) parsePage(ctx.file, undefined, root);
        if (/\.ya?ml$/.test(ctx.file) && fs.existsSync(ctx.file)) parseData(ctx.file, undefined, root);
      } catch (err) {
        if (!(err instanceof ContentError)) throw err;
        ctx.server.config.logger.error(err.message, { timestamp: true });
        ctx.server.ws.send({
          type: 'error',
          err: { message: err.message, stack: '', plugin: 'site-content', id: ctx.file },
        });
        return [];
      }
      for (const env of Object.values(ctx.server.environments)) {
        const nav = env.moduleGraph.getModuleById('\0' + NAV_ID);
        if (nav) env.moduleGraph.invalidateModule(nav);
      }
      ctx.server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
