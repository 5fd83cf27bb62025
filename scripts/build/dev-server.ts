// `npm run dev` behaviours on top of vite-react-ssg's dev server: an unknown path answers 404 with the site's
// not-found page (vite-react-ssg answers 200), and a page with a mistake answers an HTML error page naming the
// file, line and problem, like the build and the checks do, while every other route keeps rendering. The page
// loads Vite's client, so saving the fix reloads it.
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { ContentError, projectRoot, relativeToRoot } from '../../src/content/load.ts';
import type { PageMeta } from '../../src/content/page-meta.ts';
import { langOfRoute, routeFromFile } from '../../src/content/route-path.ts';
import { currentSite, parsePage } from '../../src/content/model.ts';
import { templateOf } from '../../src/content/collections.ts';
import { escapeHtml } from '../shared/html-escape.ts';

/** The route-table entry of a page whose frontmatter is broken: hidden, so lists skip it; its route still exists. */
export function brokenPageMeta(file: string, root = projectRoot): PageMeta {
  const rel = relativeToRoot(file, root);
  return {
    route: routeFromFile(rel),
    lang: langOfRoute(routeFromFile(rel)),
    file: `/${rel}`,
    title: rel,
    label: path.basename(file, '.mdx'),
    summary: '',
    order: 0,
    hidden: true,
    breadcrumbs: undefined,
    published: true,
  };
}

/** The page file serving a route, if any (the model is read again when a page is added or removed). */
function pageFileFor(route: string): string | undefined {
  return currentSite().files.find((f) => f.route === route)?.file;
}

/** The index page file a generated route renders, when the collection generates that route today. */
function generatedPageFile(route: string, template: string): string | undefined {
  return currentSite().generated.some((g) => g.route === route) ? pageFileFor(template) : undefined;
}

/** Absolute paths under the project become `pages/x.mdx`; Vite's "[plugin …]" prefixes and stack frames go. */
function writerMessage(error: string): string {
  return error
    .split('\n')
    .filter((l) => !/^\s+at\s/.test(l))
    .join('\n')
    .replace(/^(Error|ContentError|SyntaxError):\s*/, '')
    .replace(/\[plugin [^\]]+\]\s*/g, '')
    .replaceAll(projectRoot + path.sep, '')
    .trim();
}

/** A compile error as `pages/x.mdx:line:column message` (the message alone when it already names the file). */
function loadErrorMessage(err: Error & { loc?: { file?: string; line: number; column: number }; id?: string }) {
  const message = writerMessage(err.message);
  const file = err.loc?.file ?? err.id?.split('?')[0];
  if (/^pages\/\S+\.mdx[:\s]/.test(message) || !file) return message;
  const at = err.loc ? `:${err.loc.line}:${err.loc.column}` : '';
  return `${relativeToRoot(file)}${at} ${message.replace(`${relativeToRoot(file)}:`, '').replace(/^\d+:\d+(-\d+:\d+)?:?\s*/, '')}`;
}

function errorPage(route: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Error: ${escapeHtml(route)}</title>
<script type="module">
// Vite reloads this page when a page or data file is saved, but only once its client is connected: a save made
// while the page was still loading would be missed. So, once connected, ask for the page again and reload if the
// mistake is gone or has changed.
import { createHotContext } from '/@vite/client';
createHotContext('/@site-dev-error').on('vite:ws:connect', async () => {
  const now = await fetch(location.href, { headers: { accept: 'text/html' } }).catch(() => undefined);
  if (!now) return;
  const shown = document.querySelector('[data-dev-error]').textContent;
  const current = new DOMParser().parseFromString(await now.text(), 'text/html').querySelector('[data-dev-error]');
  if (now.status !== 500 || current?.textContent !== shown) location.reload();
});
</script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1e293b}
pre{white-space:pre-wrap;background:#fef2f2;border:1px solid #fecaca;border-radius:.5rem;padding:1rem;color:#991b1b}</style>
</head><body>
<h1>This page has a mistake</h1>
<p>The page at <code>${escapeHtml(route)}</code> could not be rendered. Fix the line below and save: this page
reloads by itself. Every other page still works.</p>
<pre data-dev-error>${escapeHtml(message)}</pre>
</body></html>`;
}

function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(@|node_modules\/|src\/|pages\/|content\/|__)/.test(pathname)) return false;
  if (path.extname(pathname)) return false;
  return (req.headers.accept ?? '*/*').includes('text/html') || req.headers.accept === '*/*';
}

/** Lets the next middleware answer, then changes a plain-text 500 into the error page and a miss into a 404. */
function rewriteResponse(res: ServerResponse, route: string, notFound: boolean) {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (!res.headersSent && res.statusCode === 500) {
      const body = typeof args[0] === 'string' || Buffer.isBuffer(args[0]) ? String(args[0]) : 'unknown error';
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.removeHeader('Content-Length');
      return end(errorPage(route, writerMessage(body)));
    }
    if (!res.headersSent && notFound && res.statusCode === 200) res.statusCode = 404;
    return end(...args);
  }) as ServerResponse['end'];
}

export function devServerPlugin(): Plugin {
  return {
    name: 'site-dev-server',
    apply: 'serve',
    configureServer(server) {
      // Runs after Vite's own middlewares (static files, transforms) and before vite-react-ssg's page renderer.
      return () => {
        server.middlewares.use((req, res, next) => {
          // Vite's HTML fallback has already rewritten req.url to /index.html; the address asked for is originalUrl.
          const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
          const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
          if (!isPageRequest(req, pathname)) return next();
          const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
          // A page generated from a collection (article pages, tag and filter pages) renders its index page file.
          const template = templateOf(route);
          const file = pageFileFor(route) ?? (template ? generatedPageFile(route, template) : undefined);
          const fail = (message: string) => {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(errorPage(route, message));
          };
          if (!file) {
            rewriteResponse(res, route, true);
            return next();
          }
          try {
            parsePage(file);
          } catch (err) {
            if (err instanceof ContentError) return fail(err.message);
            return next(err);
          }
          // Compile the page on its own first: a mistake in its body is reported with its file, line and column.
          server.ssrLoadModule(file).then(
            () => {
              rewriteResponse(res, route, false);
              next();
            },
            (err: Error & { loc?: { file?: string; line: number; column: number }; id?: string }) =>
              fail(loadErrorMessage(err)),
          );
        });
      };
    },
  };
}
