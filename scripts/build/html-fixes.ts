// Post-build fixes for markup the toolchain writes invalid, and the deferred loading of each page's modules
// (see deferred-modules.ts). vite-react-ssg adds `crossorigin` to every
// stylesheet link after beasties has already kept one, so each page ends with
// `<link rel="stylesheet" crossorigin crossorigin href=…>` (a duplicated attribute). It does so after
// `onPageRendered`, so the fix runs over the written files, from the build's `onFinished`.
import fs from 'node:fs';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { deferModuleScripts } from './deferred-modules.ts';

/** Drops repeated attributes from <link> tags, keeping the first of each name. */
export function dedupeLinkAttributes(html: string): string {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    const seen = new Set<string>();
    return tag.replace(/\s+([^\s=>/]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g, (attr, name: string) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return '';
      seen.add(key);
      return attr;
    });
  });
}

/**
 * Drops vite-react-ssg's client hand-over scripts (router hydration data, static-loader-data hash). The browser
 * runs no router (see src/browser.ts), so nothing reads them; without them a page's only inline script is the
 * module loader, and the CSP allows exactly that one hash.
 */
export function dropRouterHandover(html: string): string {
  return html
    .replace(/<script>window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);<\/script>/g, '')
    .replace(/<script>window\.__VITE_REACT_SSG_HASH__ = '[^']*'<\/script>\s*/g, '');
}

/** Applies the fixes to every .html file under `outDir`. */
export function fixBuiltHtml(outDir: string): void {
  for (const { path: full } of builtHtmlFiles(outDir)) {
    const html = fs.readFileSync(full, 'utf8');
    const fixed = deferModuleScripts(dropRouterHandover(dedupeLinkAttributes(html)));
    if (fixed !== html) fs.writeFileSync(full, fixed);
  }
}
