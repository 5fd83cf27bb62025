// Internal links: every "/path" written in pages/ (Markdown, component attributes, frontmatter) and content/
// must be a route or a file in public/, not an old path that only redirects; in the built site, every link a
// component renders must land on a route and every #fragment on an element id of its target page (a page with no
// built output: the ids its MDX gives, its headings' as rehype-slug makes them).
import fs from 'node:fs';
import path from 'node:path';
import { closest, positionOf, type Finding } from '../../src/content/findings.ts';
import { linksInText } from '../../src/content/markdown.ts';
import type { SiteModel } from '../../src/content/model.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import rehypeSlug from 'rehype-slug';
import { fileOfRoute, locateText, type Check, type CheckContext, type UnbuiltPage } from './check.ts';

function splitLink(link: string): { pathname: string; hash: string } {
  const [beforeHash = '', hash = ''] = link.split('#', 2);
  const pathname = beforeHash.split('?')[0]!;
  return { pathname, hash };
}

function isFile(p: string) {
  return fs.existsSync(p) && fs.statSync(p).isFile();
}

/** What is wrong with an internal link's path, or undefined. */
export function pathProblem(site: SiteModel, link: string): string | undefined {
  const { pathname } = splitLink(link);
  if (!pathname || site.routes.has(pathname)) return undefined;
  const unpublished = site.unpublished.get(pathname);
  if (unpublished) {
    const file = site.files.find((f) => f.route === pathname)?.rel ?? pathname;
    return `link to ${pathname}: ${file} ${unpublished}, and the built site leaves it out; remove this link until it is published (or publish it: set draft: false / a date that has come)`;
  }
  if (isFile(path.join(site.root, 'public', pathname))) return undefined;
  const redirect = site.redirects.find((r) => r.from === pathname);
  if (redirect) return `${pathname} redirects to ${redirect.to}: link to ${redirect.to}`;
  if (pathname.endsWith('/') && site.routes.has(pathname.slice(0, -1)))
    return `link to ${pathname}: routes have no trailing slash: link to ${pathname.slice(0, -1)}`;
  const hint = closest(pathname, site.routes);
  return `link to ${pathname}: no page has this address${hint ? ` (did you mean ${hint}?)` : ''}`;
}

/** Frontmatter text of a page (the lines before the body), where FAQ answers and breadcrumbs may link. */
function frontmatterText(source: string): string {
  const end = /^---[ \t]*$/m.exec(source.slice(3));
  return end ? source.slice(0, 3 + end.index) : '';
}

export const linksCheck: Check = {
  name: 'links',
  title: 'Internal links and links to redirected paths, in pages and content/',
  stage: 'source',
  messages: [
    {
      message: '/old-path redirects to /new-path: link to /new-path',
      fix: 'Change the link to the address it redirects to (content/redirects.yaml keeps old addresses working for visitors, not for our own links).',
    },
    {
      message: 'link to /servces: no page has this address (did you mean /services?)',
      fix: 'Correct the path; every page is `pages/<path>.mdx`, and "/" plus that path is its address.',
    },
    {
      message:
        'link to /articles/x: pages/articles/x.mdx is a draft (draft: true), and the built site leaves it out; remove this link until it is published',
      fix: 'A published page may not link to a draft or to an article dated in the future: take the link out, or publish that page first (`draft: false`, a date that has come).',
    },
    {
      message: 'link to /faq/: routes have no trailing slash: link to /faq',
      fix: 'Drop the trailing slash.',
    },
  ],
  run({ site, outlines }) {
    const out: Finding[] = [];
    for (const page of site.files) {
      // A draft may link to another draft: both are published together.
      const draft = site.unpublished.has(page.route);
      for (const l of outlines.get(page.rel)?.links ?? [])
        if (l.url.startsWith('/') && !(draft && site.unpublished.has(splitLink(l.url).pathname))) {
          const problem = pathProblem(site, l.url);
          if (problem) out.push({ file: page.rel, line: l.line, column: l.column, message: problem });
        }
      const head = frontmatterText(page.source);
      for (const l of linksInText(head))
        if (l.link.startsWith('/')) {
          const problem = pathProblem(site, l.link);
          if (problem) out.push({ file: page.rel, ...positionOf(page.source, l.index), message: problem });
        }
    }
    for (const d of site.data) {
      // Where a redirect leads from is meant to be an old path.
      const fromLines = d.name === 'redirects' ? new Set(site.redirects.map((r) => r.from)) : new Set<string>();
      for (const l of linksInText(d.source)) {
        if (!l.link.startsWith('/') || fromLines.has(l.link)) continue;
        const problem = pathProblem(site, l.link);
        if (problem) out.push({ file: d.rel, ...positionOf(d.source, l.index), message: problem });
      }
    }
    return out;
  },
};

const attrRe = /<a\b[^>]*?\shref="([^"]*)"/g;
const idRe = /\sid="([^"]+)"/g;

function hrefsInHtml(html: string): string[] {
  return [...html.matchAll(attrRe)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/**
 * The ids a page's MDX gives it, for a page with no built output: its headings' (rehype-slug, as the build makes
 * them), the `id` attributes written on components and elements, and FAQ items' `id:` in the frontmatter.
 */
export function sourceIds(page: Pick<UnbuiltPage, 'source' | 'outline'>): Set<string> {
  const { headings, components, elements } = page.outline;
  const tree = {
    type: 'root' as const,
    children: headings.map((h) => ({
      type: 'element' as const,
      tagName: `h${h.depth}`,
      properties: {} as Record<string, unknown>,
      children: [{ type: 'text' as const, value: h.text }],
    })),
  };
  rehypeSlug()(tree as Parameters<ReturnType<typeof rehypeSlug>>[0]);
  const ids = new Set(tree.children.map((h) => String(h.properties.id ?? '')).filter(Boolean));
  for (const use of [...components, ...elements])
    for (const a of use.attributes) if (a.name === 'id' && typeof a.value === 'string') ids.add(a.value);
  for (const m of frontmatterText(page.source).matchAll(/^[\t -]*id:[ \t]*["']?([\w-]+)/gm)) ids.add(m[1]!);
  return ids;
}

/** The element ids of each route's page: read from its built HTML, or from its MDX when it has no built output. */
function idsOfRoutes(ctx: CheckContext): (route: string) => Set<string> {
  const { site, dist, unbuilt, outlines } = ctx;
  const ids = new Map<string, Set<string>>();
  return (route) => {
    let set = ids.get(route);
    if (!set) {
      const page = site.files.find((f) => f.route === route);
      const file = dist && path.join(dist, htmlFileForRoute(route));
      if (page && (unbuilt?.has(page.rel) || !file || !isFile(file)) && outlines.has(page.rel))
        set = sourceIds({ source: page.source, outline: outlines.get(page.rel)! });
      else
        set = new Set(file && isFile(file) ? [...fs.readFileSync(file, 'utf8').matchAll(idRe)].map((m) => m[1]!) : []);
      ids.set(route, set);
    }
    return set;
  };
}

export const builtLinksCheck: Check = {
  name: 'built-links',
  title: 'Links rendered by components, and #fragments (in the built pages, mapped back to the page file)',
  stage: 'built',
  messages: [
    {
      message: 'link to /faq#nope: /faq has no element with id "nope"',
      fix: 'Use an id the target page has: a heading\'s id is its text in lowercase with dashes ("## Our warranty" → `#our-warranty`); FAQ items use their `id:`.',
    },
  ],
  // A page with no built output: the #fragments of the links written in its MDX.
  unbuilt(ctx, pages) {
    const idsOf = idsOfRoutes(ctx);
    const out: Finding[] = [];
    for (const page of pages)
      for (const link of page.outline.links) {
        const { pathname, hash } = splitLink(link.url);
        const target = pathname || page.route;
        if (!hash || !target.startsWith('/') || !ctx.site.routes.has(target)) continue;
        if (!idsOf(target).has(hash))
          out.push({
            file: page.rel,
            line: link.line,
            column: link.column,
            message: `link to ${link.url}: ${target} has no element with id "${hash}"`,
          });
      }
    return out;
  },
  run(ctx) {
    const { site, dist, built } = ctx;
    if (!dist || !built) return [];
    const out: Finding[] = [];
    const idsOf = idsOfRoutes(ctx);
    for (const page of built) {
      const src = fileOfRoute(site, page.route);
      if (!src) continue;
      for (const href of new Set(hrefsInHtml(page.html))) {
        if (href.startsWith('//') || (!href.startsWith('/') && !href.startsWith('#'))) continue;
        const { pathname, hash } = splitLink(href);
        const target = pathname || page.route;
        const where = {
          file: src.rel,
          ...locateText(src.source, href.startsWith('#') ? href : pathname + (hash ? `#${hash}` : '')),
        };
        if (pathname) {
          // A file the build wrote (a job photo's larger copy that a gallery tile links to).
          if (!site.routes.has(pathname) && isFile(path.join(dist, pathname))) continue;
          const problem = pathProblem(site, pathname);
          // Links written in the page itself are reported by the source check, at their own line.
          if (problem) {
            if (!src.source.includes(pathname)) out.push({ ...where, message: problem });
            continue;
          }
          if (!site.routes.has(pathname)) continue;
        }
        if (hash && !idsOf(target).has(hash))
          out.push({ ...where, message: `link to ${href}: ${target} has no element with id "${hash}"` });
      }
    }
    return out;
  },
};
