// The static server on the open internet: no open redirect, malformed paths → 400 without a stack trace,
// symlinks out of dist/ and the host files not served, ETag/304 and ranges, and the security headers
// (with Cross-Origin-Resource-Policy) on every response, redirects, errors and the receiver's answers included.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../../scripts/server/site-server.ts';
import { listen, tempDir } from './support.ts';

let origin: string;
let server: http.Server;
let dist: string;
const errors: string[] = [];

beforeAll(async () => {
  dist = tempDir('static-dist-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dist, 'about.html'), `<!doctype html><title>About</title>${'<p>text</p>'.repeat(200)}`);
  fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("0123456789");');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(
    path.join(dist, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=63072000\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  fs.writeFileSync(path.join(dist, '_redirects'), '/old-page /about 301\n');
  const outside = tempDir('static-outside-');
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'outside');
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dist, 'leak.txt'));
  fs.symlinkSync(outside, path.join(dist, 'linked-dir'));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  server = createSiteServer({ dir: dist, dataDir: tempDir() });
  origin = await listen(server);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  vi.restoreAllMocks();
});

/** A raw request, so odd paths reach the server exactly as written. */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${origin}/`, { method, path: target, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const securityHeaders = (h: http.IncomingHttpHeaders) => ({
  csp: h['content-security-policy'],
  corp: h['cross-origin-resource-policy'],
  nosniff: h['x-content-type-options'],
  frame: h['x-frame-options'],
});
const expected = { csp: "default-src 'self'", corp: 'same-origin', nosniff: 'nosniff', frame: 'DENY' };

describe('static server', () => {
  it('never redirects to another host', async () => {
    for (const target of [
      '/%2Fevil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/%5Cevil.example/',
      '///evil.example//',
    ]) {
      const res = await raw(target);
      const location = res.headers.location;
      if (res.status === 301) {
        expect(location, target).toMatch(/^\/(?![/\\])/);
        expect(new URL(location!, 'https://site.example').host, target).toBe('site.example');
      } else expect(res.status, target).toBe(400);
    }
    expect((await raw('/%2Fevil.example/')).headers.location).toBe('/%2Fevil.example');
    expect((await raw('/about/?x=1')).headers.location).toBe('/about?x=1');
    expect((await raw('/old-page')).headers.location).toBe('/about');
  });

  it('answers a malformed path with 400, no stack trace, nothing logged as an error', async () => {
    for (const target of ['/%E0%A4%A', '/a%00b', '/%', '/../etc/passwd', '/a/%2e%2e/b', '/x%0d%0aSet-Cookie:%20a=b/']) {
      const res = await raw(target);
      expect(res.status, target).toBe(400);
      expect(res.body).toBe('Bad request');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(errors).toEqual([]);
  });

  it('does not follow symlinks out of dist/ and does not serve _headers, _redirects or dotfiles', async () => {
    fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    for (const target of ['/leak.txt', '/linked-dir/secret.txt', '/_headers', '/_redirects', '/.env']) {
      const res = await raw(target);
      expect(res.status, target).toBe(404);
      expect(res.body).toContain('Not found');
    }
    expect((await raw('/robots.txt')).status).toBe(200);
  });

  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await raw('/about');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await raw('/about', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const gz = await raw('/about', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(etag);
    expect((await raw('/about', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag! })).status).toBe(304);
  });

  it('serves byte ranges', async () => {
    const whole = fs.readFileSync(path.join(dist, 'assets', 'app.js'), 'latin1');
    const part = await raw('/assets/app.js', { Range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.body).toBe(whole.slice(2, 6));
    expect(part.headers['content-range']).toBe(`bytes 2-5/${whole.length}`);
    const tail = await raw('/assets/app.js', { Range: 'bytes=-4' });
    expect(tail.body).toBe(whole.slice(-4));
    const bad = await raw('/assets/app.js', { Range: 'bytes=900-' });
    expect(bad.status).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('puts the security headers on every response', async () => {
    const responses = [
      await raw('/'),
      await raw('/about/'),
      await raw('/nope'),
      await raw('/%'),
      await raw('/', {}, 'POST'),
      await raw('/assets/app.js', { Range: 'bytes=0-1' }),
      await raw('/api/forms'),
      await raw('/api/forms/challenge'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 301, 404, 400, 405, 206, 405, 200]);
    for (const r of responses) expect(securityHeaders(r.headers)).toEqual(expected);
    // The receiver's POST answers too.
    const posted = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new FormData(),
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(posted.headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});
