// The host headers file (`_headers`, read by Netlify and Cloudflare Pages and applied by `npm start`):
// a strict Content-Security-Policy whose script hashes are computed from the built HTML (vite-react-ssg emits
// inline scripts whose content changes with every build), the usual hardening headers, immutable caching for
// hashed assets and revalidation for every page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtHtmlFiles } from '../../src/content/built-files.ts';
import { SEARCH_DIR } from './search-index.ts';

const MAPS_ORIGIN = 'https://www.google.com';

/** Every inline executable script (not JSON-LD data blocks) in a page. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs)) continue;
    const type = attrs.match(/\stype="([^"]*)"/)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    out.push(m[2]!);
  }
  return out;
}

export function sha256(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The marker of a page with the site search (src/components/mdx/SiteSearch.tsx). */
export function isSearchPage(html: string): boolean {
  return html.includes('data-site-search');
}

function contentSecurityPolicy({
  scriptHashes,
  formEndpoint,
  mapsKey,
  wasm = false,
}: {
  scriptHashes: string[];
  formEndpoint: string;
  mapsKey: string;
  /** The search pages and the search files: Pagefind compiles WebAssembly, which script-src must allow. */
  wasm?: boolean;
}): string {
  const endpointOrigin = /^https?:\/\//.test(formEndpoint) ? new URL(formEndpoint).origin : null;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes]],
    // Inline critical CSS (beasties) and the toast library's injected styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(endpointOrigin ? [endpointOrigin] : [])]],
    ['form-action', ["'self'", ...(endpointOrigin ? [endpointOrigin] : [])]],
    ['frame-src', mapsKey ? [MAPS_ORIGIN] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

const hardeningHeaders: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  // Lets the form service see which site a submission came from, and nothing more.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Builds `_headers` from the built HTML in `outDir` and the routes it contains. `scripts`: the inline scripts of
 * every page, and `searchPages`: the routes with the site search, when the build has them at hand; else read from
 * the pages.
 *
 * The search pages and `/pagefind/*` get the same policy plus `'wasm-unsafe-eval'` (Pagefind's WebAssembly), in
 * place of the site-wide one: `! Content-Security-Policy` is Cloudflare Pages' way to drop a header a broader
 * rule set (it would otherwise send both policies, and a browser enforces both); `npm run serve` reads it the same
 * way. Every other page keeps the strict policy.
 */
export function headersFile(
  outDir: string,
  {
    formEndpoint,
    mapsKey,
    scripts,
    searchPages,
  }: { formEndpoint: string; mapsKey: string; scripts?: Iterable<string>; searchPages?: Iterable<string> },
): string {
  const files = builtHtmlFiles(outDir);
  const hashes = new Set<string>();
  const html = scripts && searchPages ? undefined : files.map((f) => ({ ...f, html: fs.readFileSync(f.path, 'utf8') }));
  const inline = scripts ?? html!.flatMap((f) => inlineScripts(f.html));
  const search = new Set(searchPages ?? html!.filter((f) => isSearchPage(f.html)).map((f) => f.route));
  for (const s of inline) hashes.add(sha256(s));
  const policy = { scriptHashes: [...hashes].sort(), formEndpoint, mapsKey };
  const csp = contentSecurityPolicy(policy);
  const searchCsp: [string, string][] = [
    ['!', 'Content-Security-Policy'],
    ['Content-Security-Policy', contentSecurityPolicy({ ...policy, wasm: true })],
  ];
  const routes = files
    .filter((f) => f.file !== '404.html')
    .map((f) => f.route)
    .sort();
  const line = ([k, v]: [string, string]) => (k === '!' ? `  ! ${v}` : `  ${k}: ${v}`);
  const block = (pattern: string, headers: [string, string][]) => `${pattern}\n${headers.map(line).join('\n')}`;
  const page: [string, string] = ['Cache-Control', 'public, max-age=0, must-revalidate'];
  return [
    '# Generated by the build (scripts/build/security-headers.ts). Script hashes change with every build.',
    block('/*', [['Content-Security-Policy', csp], ...hardeningHeaders]),
    block('/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]),
    ...(search.size ? [block(`/${SEARCH_DIR}/*`, [...searchCsp, page])] : []),
    ...routes.map((r) => block(r, search.has(r) ? [...searchCsp, page] : [page])),
    '',
  ].join('\n\n');
}
