// Finds internal links that point outside the route table: in page sources, in content data and in the built
// HTML (where fragment links must also land on an element id of the target page).
import fs from 'node:fs';
import path from 'node:path';
import { internalLinksInSource } from '../../src/content/markdown.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';

export interface BrokenLink {
  where: string;
  link: string;
  reason: string;
}

export function splitLink(link: string): { pathname: string; hash: string } {
  const [beforeHash = '', hash = ''] = link.split('#', 2);
  const pathname = beforeHash.split('?')[0]!;
  return { pathname, hash };
}

function isFile(p: string) {
  return fs.existsSync(p) && fs.statSync(p).isFile();
}

/** Checks links found in Markdown/MDX/YAML source text. `staticDirs` hold files served as-is (public/). */
export function checkSourceLinks(
  sources: { where: string; text: string }[],
  routes: Set<string>,
  staticDirs: string[] = [],
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const { where, text } of sources) {
    for (const link of internalLinksInSource(text)) {
      const { pathname } = splitLink(link);
      if (!pathname) continue;
      if (routes.has(pathname)) continue;
      if (staticDirs.some((d) => isFile(path.join(d, pathname)))) continue;
      broken.push({
        where,
        link,
        reason: pathname.endsWith('/') && pathname !== '/' ? 'trailing slash (routes have none)' : 'not a route',
      });
    }
  }
  return broken;
}

const attrRe = /<a\b[^>]*?\shref="([^"]*)"/g;
const idRe = /\sid="([^"]+)"/g;

export function hrefsInHtml(html: string): string[] {
  return [...html.matchAll(attrRe)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Checks every <a href> in every built page against the route table and the ids of the target page. */
export function checkBuiltLinks(dist: string, routes: Set<string>): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    let ids = idsCache.get(route);
    if (!ids) {
      const file = path.join(dist, htmlFileForRoute(route));
      ids = new Set(isFile(file) ? [...fs.readFileSync(file, 'utf8').matchAll(idRe)].map((m) => m[1]!) : []);
      idsCache.set(route, ids);
    }
    return ids;
  };
  const htmlFiles: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) htmlFiles.push(full);
    }
  };
  walk(dist);
  for (const file of htmlFiles.sort()) {
    const rel = path.relative(dist, file).replace(/\\/g, '/');
    const route = rel === 'index.html' ? '/' : '/' + rel.replace(/\.html$/, '');
    const where = `dist/${rel} (route ${route})`;
    for (const href of new Set(hrefsInHtml(fs.readFileSync(file, 'utf8')))) {
      if (!href.startsWith('/') || href.startsWith('//')) {
        if (href.startsWith('#') && href.length > 1 && !idsOf(route).has(href.slice(1)))
          broken.push({ where, link: href, reason: 'no element with this id on the page' });
        continue;
      }
      const { pathname, hash } = splitLink(href);
      if (!routes.has(pathname)) {
        if (isFile(path.join(dist, pathname))) continue;
        broken.push({ where, link: href, reason: 'not a route' });
        continue;
      }
      if (hash && !idsOf(pathname).has(hash))
        broken.push({ where, link: href, reason: `no element id "${hash}" on ${pathname}` });
    }
  }
  return broken;
}

export function formatBroken(broken: BrokenLink[]): string {
  return broken.map((b) => `${b.where}: broken internal link ${b.link} (${b.reason})`).join('\n');
}
