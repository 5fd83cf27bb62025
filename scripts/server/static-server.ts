// Serves dist/ the way the static host does: clean URLs without trailing slashes, the redirects as 301s,
// 404.html with status 404, gzip, long caching for hashed assets and revalidation for HTML, ETag/304 and byte
// ranges. Extra request handlers (the embedded form receiver) run first.
// Hardened for serving the public internet directly behind a TLS proxy:
//  - every response (files, redirects, errors, the receiver's answers) carries the security headers of the
//    `/*` rule in `_headers` (or the built-in hardening set) plus Cross-Origin-Resource-Policy;
//  - a redirect's Location is always a path on this origin (never `//host`);
//  - a malformed path answers 400 (never 500, never a stack trace);
//  - symlinks leading out of dist/, dotfiles, `_headers` and `_redirects` are not served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFileForRoute, langOfRoute, NOT_FOUND_ROUTES } from '../../src/content/route-path.ts';
import { fillSearchForm } from './search-form.ts';
import { SEARCH_MARKER } from '../../src/browser/search-form.ts';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);
/** Used when dist/ has no `_headers` (the build writes one with the real CSP). */
const fallbackHeaders: [string, string][] = [
  ['Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
/** Host configuration files that sit in dist/ but are not pages. */
const hiddenFiles = new Set(['_headers', '_redirects']);

function parseRedirects(text: string): Map<string, { to: string; status: number }> {
  const map = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const [from, to, status = '301'] = t.split(/\s+/);
    // Only the redirects: the not-found rules (`/es/* /es/404.html 404`, for Netlify) this server answers itself.
    if (from && to && /^3\d\d$/.test(status)) map.set(from, { to, status: Number(status) });
  }
  return map;
}

/** `_headers` (Netlify / Cloudflare Pages format): path patterns with indented `Name: value` lines. */
function parseHeaders(text: string): { pattern: RegExp; glob: string; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; glob: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line.trim();
      const re = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${re}$`), glob, headers: [] });
    } else if (rules.length && /^\s*!/.test(line)) {
      // `! Name`: drop the header a broader rule set (Cloudflare Pages' detach syntax).
      rules.at(-1)!.headers.push(['!', line.trim().slice(1).trim()]);
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** A Location that stays on this origin: one leading slash, no backslashes, no control characters. */
function safeLocation(target: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = target.replace(/[\\\u0000-\u001f\u007f]/g, '');
  return `/${cleaned.replace(/^[/]+/, '')}`;
}

class BadRequest extends Error {}

/** The decoded path of a request, or BadRequest when it is malformed (bad escapes, NUL, `..` segments). */
function requestPath(rawUrl: string): { decoded: string; raw: string; search: string } {
  if (!rawUrl.startsWith('/')) throw new BadRequest('not an origin-form request target');
  const q = rawUrl.indexOf('?');
  const raw = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const search = q === -1 ? '' : rawUrl.slice(q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new BadRequest('bad percent-encoding');
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.'))
    throw new BadRequest('unsafe path');
  return { decoded, raw, search };
}

export function createStaticServer({ dir, handlers = [] }: { dir: string; handlers?: RequestHandler[] }): http.Server {
  const root = path.resolve(dir);
  const realRoot = fs.existsSync(root) ? fs.realpathSync(root) : root;
  const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '');
  const redirects = parseRedirects(read(path.join(root, '_redirects')));
  const headerRules = parseHeaders(read(path.join(root, '_headers')));
  const siteWide = headerRules.find((r) => r.glob === '/*')?.headers ?? fallbackHeaders;
  const gzipCache = new Map<string, Buffer>();
  const fileCache = new Map<string, { mtimeMs: number; body: Buffer }>();
  /** File contents, kept in memory for small files until they change. */
  function readCached(file: string, stat: fs.Stats): Buffer {
    const hit = fileCache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.body.length === stat.size) return hit.body;
    const body = fs.readFileSync(file);
    if (body.length <= 1024 * 1024 && fileCache.size < 2000) fileCache.set(file, { mtimeMs: stat.mtimeMs, body });
    return body;
  }

  /** A regular file inside dist/ (after resolving symlinks), or null. */
  function inside(full: string): string | null {
    try {
      const real = fs.realpathSync(full);
      if (!real.startsWith(realRoot + path.sep)) return null;
      return fs.statSync(real).isFile() ? real : null;
    } catch {
      return null;
    }
  }

  function fileFor(urlPath: string): string | null {
    const rel = urlPath.slice(1);
    if (rel.split('/').some((s) => s.startsWith('.') || hiddenFiles.has(s))) return null;
    // The file as named (an asset), else the page built for the route.
    for (const c of rel ? [rel, htmlFileForRoute(urlPath)] : [htmlFileForRoute('/')]) {
      const full = path.join(root, c);
      if (!full.startsWith(root + path.sep)) return null;
      const found = inside(full);
      if (found) return found;
    }
    return null;
  }

  /** The headers `_headers` gives the path (beyond the site-wide ones every response already has). */
  function applyRules(res: http.ServerResponse, urlPath: string) {
    for (const rule of headerRules)
      if (rule.glob !== '/*' && rule.pattern.test(urlPath))
        for (const [k, v] of rule.headers)
          if (k === '!') res.removeHeader(v);
          else res.setHeader(k, v);
  }

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status: number,
    urlPath: string,
    search = '',
  ) {
    const ext = path.extname(file);
    const stat = fs.statSync(file);
    // A search page asked with a query: the page with the query in its form (search-form.ts), made for this request.
    // (The marker is looked for in the bytes first: other pages with a query, `/?utm_source=…`, cost no decoding.)
    const page = status === 200 && ext === '.html' && search ? readCached(file, stat) : undefined;
    const filled = page?.includes(SEARCH_MARKER) ? fillSearchForm(page.toString('utf8'), search) : null;
    if (filled !== null) return sendFilled(req, res, filled, urlPath);
    res.statusCode = status;
    res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
    applyRules(res, urlPath);
    if (!res.hasHeader('Cache-Control'))
      res.setHeader(
        'Cache-Control',
        urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (compressible.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    const tag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
    if (status === 200) {
      res.setHeader('ETag', tag);
      const inm = String(req.headers['if-none-match'] ?? '');
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === tag || t.trim() === '*')) {
        res.statusCode = 304;
        res.removeHeader('Content-Type');
        res.end();
        return;
      }
    }
    let body: Buffer = readCached(file, stat);
    const range = status === 200 ? String(req.headers.range ?? '') : '';
    if (range && (!req.headers['if-range'] || req.headers['if-range'] === tag)) {
      res.setHeader('Accept-Ranges', 'bytes');
      const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
      let start = m ? (m[1] === '' ? body.length - Number(m[2]) : Number(m[1])) : NaN;
      let end = m ? (m[1] === '' || m[2] === '' ? body.length - 1 : Number(m[2])) : NaN;
      start = Math.max(0, start);
      end = Math.min(end, body.length - 1);
      if (!m || (m[1] === '' && m[2] === '') || !(start <= end)) {
        res.statusCode = 416;
        res.setHeader('Content-Range', `bytes */${body.length}`);
        res.removeHeader('Content-Type');
        res.setHeader('Content-Length', 0);
        res.end();
        return;
      }
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${body.length}`);
      body = body.subarray(start, end + 1);
    } else if (gzip) {
      const key = `${file}:${stat.mtimeMs}`;
      let gz = gzipCache.get(key);
      if (!gz) gzipCache.set(key, (gz = zlib.gzipSync(body, { level: 9 })));
      body = gz;
      res.setHeader('Content-Encoding', 'gzip');
    }
    if (status === 200 && !gzip) res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A page made for one request (a search page with its query filled in): the page's headers, but never stored by a
   * cache (a stored copy could be served as the bare page, and the words are the visitor's), so no ETag and no
   * ranges either; gzipped on the fly.
   */
  function sendFilled(req: http.IncomingMessage, res: http.ServerResponse, html: string, urlPath: string) {
    res.statusCode = 200;
    res.setHeader('Content-Type', types['.html']!);
    applyRules(res, urlPath);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Accept-Encoding');
    let body = Buffer.from(html, 'utf8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function plain(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(text);
  }

  return http.createServer(async (req, res) => {
    // Security headers first, so every answer below (and the receiver's) carries them.
    for (const [k, v] of siteWide) res.setHeader(k, v);
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    try {
      for (const handle of handlers) if (await handle(req, res)) return;
      let target;
      try {
        target = requestPath(req.url ?? '/');
      } catch (err) {
        if (err instanceof BadRequest) return plain(res, 400, 'Bad request');
        throw err;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      const { decoded: urlPath, raw, search } = target;
      const redirect = (to: string, status = 301) => {
        res.writeHead(status, {
          Location: safeLocation(to) + search,
          'Cache-Control': 'public, max-age=3600',
          'Content-Length': 0,
        });
        res.end();
      };
      // Redirects keep the path as it was sent (still percent-encoded), so nothing decodes into `//host`.
      if (raw.length > 1 && raw.endsWith('/')) return redirect(raw.replace(/\/+$/, '') || '/');
      const r = redirects.get(urlPath);
      if (r) return redirect(r.to, r.status);
      if (urlPath.endsWith('.html')) return redirect(urlPath === '/index.html' ? '/' : raw.slice(0, -5));
      // The not-found page of the path's language (/es/… gets the Spanish one, when it is built).
      const ownNotFound = path.join(root, htmlFileForRoute(NOT_FOUND_ROUTES[langOfRoute(urlPath)]));
      const notFound = fs.existsSync(ownNotFound) ? ownNotFound : path.join(root, '404.html');
      if (urlPath === '/404' || urlPath === NOT_FOUND_ROUTES.es) return send(req, res, notFound, 404, urlPath);
      const file = fileFor(urlPath);
      if (file) return send(req, res, file, 200, urlPath, search);
      if (fs.existsSync(notFound)) return send(req, res, notFound, 404, urlPath);
      plain(res, 404, 'Not found');
    } catch (err) {
      console.error(`static server: ${req.method} ${JSON.stringify(req.url)}: ${(err as Error).message}`);
      if (!res.headersSent) plain(res, 500, 'Internal error');
      else res.end();
    }
  });
}
