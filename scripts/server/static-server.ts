// Serves dist/ the way the static host does: clean URLs without trailing slashes, the redirects as 301s,
// 404.html with status 404, gzip, long caching for hashed assets and revalidation for HTML. Extra request
// handlers (the embedded form receiver) run first.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

export function parseRedirects(text: string): Map<string, { to: string; status: number }> {
  const map = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const [from, to, status] = t.split(/\s+/);
    if (from && to) map.set(from, { to, status: Number(status ?? 301) });
  }
  return map;
}

/** `_headers` (Netlify / Cloudflare Pages format): path patterns with indented `Name: value` lines. */
export function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

export function createStaticServer({ dir, handlers = [] }: { dir: string; handlers?: RequestHandler[] }): http.Server {
  const root = path.resolve(dir);
  const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '');
  const redirects = parseRedirects(read(path.join(root, '_redirects')));
  const headerRules = parseHeaders(read(path.join(root, '_headers')));
  const gzipCache = new Map<string, Buffer>();

  function fileFor(urlPath: string): string | null {
    const candidates = urlPath === '/' ? ['index.html'] : [urlPath.slice(1), `${urlPath.slice(1)}.html`];
    for (const c of candidates) {
      const full = path.join(root, c);
      if (!full.startsWith(root + path.sep)) return null;
      if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
    }
    return null;
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, urlPath: string) {
    const ext = path.extname(file);
    let body: Buffer = fs.readFileSync(file);
    res.statusCode = status;
    res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
    for (const rule of headerRules)
      if (rule.pattern.test(urlPath)) for (const [k, v] of rule.headers) res.setHeader(k, v);
    if (!res.hasHeader('Cache-Control'))
      res.setHeader(
        'Cache-Control',
        urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      let gz = gzipCache.get(key);
      if (!gz) gzipCache.set(key, (gz = zlib.gzipSync(body, { level: 9 })));
      body = gz;
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer(async (req, res) => {
    try {
      for (const handle of handlers) if (await handle(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        urlPath = '/404';
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const redirect = (to: string, status = 301) => {
        res.writeHead(status, { Location: to + url.search, 'Cache-Control': 'public, max-age=3600' }).end();
      };
      if (urlPath.length > 1 && urlPath.endsWith('/')) return redirect(urlPath.replace(/\/+$/, '') || '/');
      const r = redirects.get(urlPath);
      if (r) return redirect(r.to, r.status);
      if (urlPath.endsWith('.html')) return redirect(urlPath === '/index.html' ? '/' : urlPath.slice(0, -5));
      if (urlPath === '/404') return send(req, res, path.join(root, '404.html'), 404, urlPath);
      const file = fileFor(urlPath);
      if (file) return send(req, res, file, 200, urlPath);
      send(req, res, path.join(root, '404.html'), 404, urlPath);
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
}
