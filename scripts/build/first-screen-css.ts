// Each page's first screen paints with nothing to fetch: the page inlines only the rules its first screen uses, and
// links the site's whole stylesheet (one hashed, immutable file) where its first screen ends (src/layout/
// FirstScreen.tsx). The inline rules are Tailwind's own output for the classes written before that point: the same
// compiler and optimizer as the stylesheet (@tailwindcss/node), given those classes only, so the `@layer` order, the
// `@property` rules and the theme variables are Tailwind's and nothing is parsed or pruned by hand. Pages share a
// first screen's classes (the header is the same on every page of a language), so each set of classes is compiled
// once per build and kept between builds (the check cache, scripts/checks/result-cache.ts).
import fs from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { DOMParser } from 'linkedom';
import { OPENED_LATER, SITE_STYLESHEET_PLACEHOLDER } from '../../src/layout/FirstScreen.tsx';
import { unescapeHtml } from '../shared/html-escape.ts';
import { packageVersion, resultCache, resultKey } from '../checks/result-cache.ts';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const parser = new DOMParser();

/** Nodes of an MDX tree that render nothing where they stand (frontmatter, imports and exports). */
const NOT_RENDERED = new Set(['yaml', 'toml', 'mdxjsEsm']);

/**
 * The MDX step that marks where a page's first screen ends: `<FirstScreenEnd />` after the page's first rendered
 * block (its hero, or the section with its heading). src/layout/mdx-elements.tsx renders it as the site's
 * stylesheet link. Runs after the writers' checks, which never see it.
 */
export function remarkFirstScreenEnd() {
  return (tree: { children: { type: string }[] }) => {
    const first = tree.children.findIndex((node) => !NOT_RENDERED.has(node.type));
    if (first < 0) return;
    tree.children.splice(first + 1, 0, {
      type: 'mdxJsxFlowElement',
      name: 'FirstScreenEnd',
      attributes: [],
      children: [],
    } as { type: string });
  };
}

/** The classes of every element in `html` (attribute values as written by React, entities decoded). */
function classesIn(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) for (const c of unescapeHtml(m[1]!).split(/\s+/)) if (c) out.add(c);
  return out;
}

/**
 * The classes the first screen shows: of every element in `html` (the page up to where its first screen ends) but
 * those inside a panel that opens later (a closed menu, a popover: `data-opened-later`, src/layout/FirstScreen.tsx).
 */
function firstScreenClasses(html: string): Set<string> {
  const out = new Set<string>();
  const doc = parser.parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('[class]')) {
    if (el.parentElement?.closest(`[${OPENED_LATER}]`)) continue;
    for (const c of (el.getAttribute('class') ?? '').split(/\s+/)) if (c) out.add(c);
  }
  return out;
}

export interface FirstScreenCss {
  /**
   * The page with its first screen's rules inline in place of the stylesheet link the template put in <head>, and
   * the body's placeholder link pointing at the stylesheet. Throws when the page has no first-screen end, or two.
   */
  apply(page: { route: string; html: string; body: string }): Promise<{ html: string; body: string }>;
}

/**
 * `stylesheet` is the site stylesheet's URL (the build's hashed file); `entry` the Tailwind entry it was built from.
 * The cache key holds the entry's text and Tailwind's version, so a changed theme or upgrade compiles again.
 */
export function createFirstScreenCss({ stylesheet, entry }: { stylesheet: string; entry: string }): FirstScreenCss {
  const source = fs.readFileSync(entry, 'utf8');
  const version = packageVersion('tailwindcss');
  const kept = resultCache<string>('first-screen-css');
  const compiled = new Map<string, Promise<string>>();

  const cssFor = (classes: Set<string>): Promise<string> => {
    const candidates = [...classes].sort();
    const key = resultKey(version, source, candidates.join(' '));
    let css = compiled.get(key);
    if (!css) {
      css = (async () => {
        const hit = kept.get(key);
        if (hit !== undefined) return hit;
        // A compiler per set: Tailwind's build() adds to what the compiler has seen before.
        const compiler = await compile(source, {
          base: path.dirname(entry),
          from: entry,
          onDependency: () => {},
        });
        const out = optimize(compiler.build(candidates), { minify: true }).code.trim();
        kept.set(key, out);
        return out;
      })();
      compiled.set(key, css);
    }
    return css;
  };

  const headLink = new RegExp(
    `<link rel="stylesheet"[^>]*? href="${stylesheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );

  return {
    async apply({ route, html, body }) {
      const end = body.indexOf(SITE_STYLESHEET_PLACEHOLDER);
      if (end < 0 || body.indexOf(SITE_STYLESHEET_PLACEHOLDER, end + 1) >= 0)
        throw new Error(
          `${route}: the page must mark where its first screen ends exactly once (<SiteStylesheet />, src/layout/FirstScreen.tsx)`,
        );
      const link = html.match(headLink);
      if (!link)
        throw new Error(
          `${route}: the template no longer links ${stylesheet} in <head> (scripts/build/first-screen-css.ts)`,
        );
      // The shell's own (the <body>'s), and the first screen's.
      const classes = classesIn(html);
      for (const c of firstScreenClasses(body.slice(0, end))) classes.add(c);
      const css = await cssFor(classes);
      return {
        // Spliced, not String.replace: "$&" in the CSS must stay as written.
        html: html.slice(0, link.index!) + `<style>${css}</style>` + html.slice(link.index! + link[0].length),
        body: body.slice(0, end) + stylesheet + body.slice(end + SITE_STYLESHEET_PLACEHOLDER.length),
      };
    },
  };
}

/** For `npm run dev` and the editor's preview, where Vite serves the stylesheet itself: the placeholder link goes. */
export function withoutStylesheetPlaceholder(body: string): string {
  return body.replace(`<link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"/>`, '');
}
