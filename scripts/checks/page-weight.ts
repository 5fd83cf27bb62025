// Bytes each built page loads: the HTML, its module script and modulepreloads (JS; after the load event, see
// deferred-modules.ts), its CSS (stylesheet files and inline <style>), gzip-compressed as the server sends them. Lazy chunks a page imports later are not counted here;
// Lighthouse's figures in the audit count everything actually fetched.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { deferredModules } from '../build/deferred-modules.ts';

const gzCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) gzCache.set(file, (n = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length));
  return n;
}

/** Gzip size of a page's inline <style> blocks (the build inlines the stylesheet, see vite.config.ts). */
export function inlineCssBytes(html: string): number {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return css ? zlib.gzipSync(css, { level: 9 }).length : 0;
}

export interface PageWeight {
  route: string;
  html: number;
  js: number;
  /** Stylesheet files plus the inline <style> blocks, gzip. */
  css: number;
  jsFiles: string[];
}

export function pageWeight(dist: string, route: string): PageWeight {
  const htmlFile = path.join(dist, htmlFileForRoute(route));
  const html = fs.readFileSync(htmlFile, 'utf8');
  const js = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) js.add(m[1]!);
  const deferred = deferredModules(html);
  for (const u of [...(deferred?.entry ?? []), ...(deferred?.preload ?? [])]) js.add(u);
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"/g)) css.add(m[1]!);
  const size = (urls: Set<string>) => [...urls].reduce((sum, u) => sum + gzipSize(path.join(dist, u)), 0);
  return { route, html: gzipSize(htmlFile), js: size(js), css: size(css) + inlineCssBytes(html), jsFiles: [...js] };
}
