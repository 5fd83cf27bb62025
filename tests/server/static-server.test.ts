// The static server on the open internet: no open redirect, malformed paths → 400 without a stack trace,
// symlinks out of dist/ and the host files not served, ETag/304 and ranges, and the security headers
// (with Cross-Origin-Resource-Policy) on every response, redirects, errors and the receiver's answers included.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { createSiteServer } from '../../scripts/server/site-server.ts';
import { inlineScripts, sha256 } from '../../scripts/build/security-headers.ts';
import { QUERY_MAX_LENGTH } from '../../src/browser/search-form.ts';
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
  fs.writeFileSync(path.join(dist, 'search.html'), searchPage);
  // A page with a search form of its own (the header's) but no search panel: never filled.
  fs.writeFileSync(path.join(dist, 'faq.html'), `<!doctype html><title>FAQ</title>${headerForm}<main>FAQ</main>`);
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("0123456789");');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(
    path.join(dist, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=63072000\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/search\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'\n  Cache-Control: public, max-age=0, must-revalidate\n",
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

/** The header's form (before the panel on every page) and a search page shaped like the built one. */
const headerForm =
  '<form role="search" action="/search" method="get"><input id="menu-search-q" type="search" name="q"/></form>';
const inlineScript = "<script>window.__VITE_REACT_SSG_HASH__ = 'abc'</script>";
const searchPage = [
  '<!doctype html><html lang="en"><title>Search</title>',
  headerForm,
  '<main><div class="mt-6" data-site-search="true" data-words="{}">',
  '<form role="search" action="/search" method="get"><input id="site-search-q" type="search" maxLength="200" class="x" name="q"/>',
  '<select id="site-search-section" name="section"><option value="">All</option><option value="area">Area</option></select>',
  '<select id="site-search-town" name="town"><option value="">All</option><option value="League City">League City</option><option value="A&amp;B &quot;x&quot;">A&amp;B</option></select>',
  '</form><noscript><p>Search needs JavaScript.</p></noscript></div></main>',
  inlineScript,
].join('');

/** The search panel's box, section and town as a page shows them (by the DOM's own parser). */
function searchFields(html: string) {
  const doc = new JSDOM(html).window.document;
  const panel = doc.querySelector('[data-site-search]')!;
  return {
    q: panel.querySelector<HTMLInputElement>('input[name="q"]')!.value,
    section: panel.querySelector<HTMLSelectElement>('select[name="section"]')!.value,
    town: panel.querySelector<HTMLSelectElement>('select[name="town"]')!.value,
    headerBox: doc.querySelector<HTMLInputElement>('#menu-search-q')!.value,
    scripts: doc.querySelectorAll('script').length,
    elements: doc.querySelectorAll('*').length,
  };
}

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

  describe('the search page without JavaScript: the query in its form', () => {
    const bare = searchFields(searchPage);
    const get = async (query: string, headers: Record<string, string> = {}) => {
      const res = await raw(`/search?${query}`, headers);
      return { ...res, body: Buffer.from(res.body, 'latin1').toString('utf8') };
    };

    it("puts q, the section and the town into the panel (not the header form), with the page's own headers", async () => {
      const res = await get('q=pier+%26+beam&section=area&town=League%20City');
      expect(res.status).toBe(200);
      expect(searchFields(res.body)).toEqual({ ...bare, q: 'pier & beam', section: 'area', town: 'League City' });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
      expect(securityHeaders(res.headers)).toMatchObject({ corp: 'same-origin', nosniff: 'nosniff', frame: 'DENY' });
      // A town whose name needs escaping is chosen by its real name.
      expect(searchFields((await get(`town=${encodeURIComponent('A&B "x"')}`)).body).town).toBe('A&B "x"');
    });

    it('is never cached as the bare page: no-store, no ETag, no 304, no range, gzip made for the request', async () => {
      const page = await raw('/search');
      expect(page.headers.etag).toBeTruthy();
      expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const filled = await get('q=pier', { 'If-None-Match': page.headers.etag!, Range: 'bytes=0-9' });
      expect(filled.status).toBe(200);
      expect(filled.headers['cache-control']).toBe('no-store');
      expect(filled.headers.etag).toBeUndefined();
      expect(filled.headers['accept-ranges']).toBeUndefined();
      expect(searchFields(filled.body).q).toBe('pier');
      const gz = await raw('/search?q=slab', { 'Accept-Encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(searchFields(zlib.gunzipSync(Buffer.from(gz.body, 'latin1')).toString('utf8')).q).toBe('slab');
      // The bare page, gzipped, is still the cached file (a query never lands in the gzip cache).
      const plainGz = await raw('/search', { 'Accept-Encoding': 'gzip' });
      expect(searchFields(zlib.gunzipSync(Buffer.from(plainGz.body, 'latin1')).toString('utf8')).q).toBe('');
      const head = await raw('/search?q=pier', {}, 'HEAD');
      expect([head.status, head.body, head.headers['cache-control']]).toEqual([200, '', 'no-store']);
    });

    it('leaves the page as built when the query sets nothing the form has', async () => {
      for (const query of ['', 'q=', 'q=%20%20', 'utm_source=x', 'section=nope', 'town=Atlantis', 'section=']) {
        const res = await get(query);
        expect(res.status, query).toBe(200);
        expect(res.body, query).toBe(searchPage);
        expect(res.headers.etag, query).toBeTruthy();
      }
      // Not a search page: a query never changes it, even with a search form of its own (the header's).
      const faq = await raw('/faq?q=pier');
      expect(faq.body).not.toContain('value=');
      expect(faq.headers.etag).toBeTruthy();
    });

    it('escapes hostile values and cuts long ones; odd encodings never give a 500', async () => {
      const hostile = [
        '"><script>alert(1)</script>',
        "' autofocus onfocus='alert(1)",
        '</form><img src=x onerror=alert(1)>',
        '&quot;&lt;script&gt;',
        'x" value="y',
      ];
      for (const value of hostile) {
        const res = await get(`q=${encodeURIComponent(value)}&town=${encodeURIComponent(value)}`);
        expect(res.status, value).toBe(200);
        const fields = searchFields(res.body);
        expect(fields, value).toEqual({ ...bare, q: value });
        expect(res.body).not.toContain('<script>alert');
        expect(res.body).not.toContain('<img');
      }
      const long = 'ñ'.repeat(QUERY_MAX_LENGTH * 3);
      expect(searchFields((await get(`q=${encodeURIComponent(long)}`)).body).q).toBe('ñ'.repeat(QUERY_MAX_LENGTH));
      const odd = [
        'q=%', // a lone percent sign
        'q=%E0%A4%A', // a cut-off UTF-8 sequence
        'q=%FF%FE%C0%AF', // bytes that are never UTF-8
        'q=%ED%A0%80', // an encoded UTF-16 surrogate
        'q=a%00b%0d%0aSet-Cookie:%20x', // NUL and a header break
        'q=%F0%9F%8F%A0house', // an emoji
        'q=a&q=b&section=area&section=page', // repeated names: the first counts
        '&&==&q', // no values at all
      ];
      const boxes = [];
      for (const query of odd) {
        const res = await get(query);
        expect(res.status, query).toBe(200);
        expect(res.headers['set-cookie'], query).toBeUndefined();
        boxes.push(searchFields(res.body).q);
      }
      expect(boxes).toEqual([
        '%',
        '\uFFFD%A',
        '\uFFFD\uFFFD\uFFFD\uFFFD',
        '\uFFFD\uFFFD\uFFFD',
        'a b Set-Cookie: x',
        '🏠house',
        'a',
        '',
      ]);
      expect(searchFields((await get('q=a&section=area&section=page')).body).section).toBe('area');
      // Past Node's header limit (16 KB), the request is refused with 431, not a 500.
      expect((await raw(`/search?q=${'x'.repeat(20_000)}`)).status).toBe(431);
      expect(errors).toEqual([]);
    });

    it('changes only attribute values: the inline scripts (and so the CSP hashes) stay as built', async () => {
      const res = await get(`q=${encodeURIComponent('<script>x</script>')}&section=area`);
      expect(inlineScripts(res.body).map(sha256)).toEqual(inlineScripts(searchPage).map(sha256));
      expect(searchFields(res.body).scripts).toBe(bare.scripts);
      expect(searchFields(res.body).elements).toBe(bare.elements);
    });
  });
});
