import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/content/format.ts';
import { deferredLoader, deferredModules } from '../../scripts/build/deferred-modules.ts';
import { inlineScripts } from '../../scripts/build/security-headers.ts';
import {
  fillRoot,
  SSG_HASH_PLACEHOLDER,
  dropSsgHashPlaceholder,
  pageModules,
  withPageScripts,
  type Manifest,
} from '../../scripts/build/page-scripts.ts';
import { slimPreloadHelper } from '../../scripts/build/preload-helper.ts';
import { EVENTS_PATH } from '../../src/forms/source.ts';

describe('groupDigits', () => {
  it('groups like en-US toLocaleString', () => {
    for (const n of [0, 7, 999, 1000, 2500, 12345, 523, 1234567, -4500, 1234.5, 1_000_000_000])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  });
});

// A client manifest shaped like Vite's: the entry imports the menus; the island loader imports React; the
// field-speed code (web-vitals) shares the menus' chunk.
const manifest: Manifest = {
  'src/browser.ts': { file: 'assets/browser-1.js', imports: ['_menus.js'] },
  '_menus.js': { file: 'assets/menus-2.js' },
  'src/browser/accordion.ts': { file: 'assets/accordion-3.js' },
  'src/islands/hydrate.tsx': { file: 'assets/hydrate-4.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-5.js' },
  'src/islands/LeadForm.tsx': { file: 'assets/LeadForm-6.js', imports: ['_runtime.js', '_Button.js'] },
  '_Button.js': { file: 'assets/Button-7.js' },
  'src/islands/SiteIndex.tsx': { file: 'assets/SiteIndex-8.js', imports: ['_runtime.js'] },
  'src/browser/vitals.ts': { file: 'assets/vitals-9.js', imports: ['_menus.js', '_web-vitals.js'] },
  '_web-vitals.js': { file: 'assets/web-vitals-10.js' },
};

describe('pageModules', () => {
  it('gives a page without islands only the entry and its static imports', () => {
    expect(pageModules(manifest, [])).toEqual({ entry: ['/assets/browser-1.js'], preload: ['/assets/menus-2.js'] });
  });

  it('adds the accordion enhancer only where an accordion was rendered', () => {
    expect(pageModules(manifest, ['accordion']).preload).toEqual(['/assets/menus-2.js', '/assets/accordion-3.js']);
  });

  it('lists React, the island loader and each island (once) apart, for when the visitor reaches for one', () => {
    const { preload, islands } = pageModules(manifest, ['island:LeadForm', 'island:SiteIndex', 'island:LeadForm']);
    expect(preload).toEqual(['/assets/menus-2.js']);
    expect(islands).toEqual([
      '/assets/hydrate-4.js',
      '/assets/runtime-5.js',
      '/assets/LeadForm-6.js',
      '/assets/Button-7.js',
      '/assets/SiteIndex-8.js',
    ]);
    // A chunk the page loads anyway is not listed again.
    expect(pageModules(manifest, ['accordion', 'island:LeadForm']).islands).not.toContain('/assets/accordion-3.js');
  });

  it("lists the field-speed code apart, with the counts' address, only where the site's receiver takes counts", () => {
    expect(pageModules(manifest, [], '/', '/api/events')).toEqual({
      entry: ['/assets/browser-1.js'],
      preload: ['/assets/menus-2.js'],
      // Without the chunk the page loads anyway.
      measure: ['/assets/vitals-9.js', '/assets/web-vitals-10.js'],
      events: '/api/events',
    });
    // Forms posting to a hosted service: nothing is counted, so nothing is fetched for it.
    expect(pageModules(manifest, [])).not.toHaveProperty('measure');
  });

  it('fails the build for an island the client build does not have', () => {
    expect(() => pageModules(manifest, ['island:Nope'])).toThrow(/src\/islands\/Nope\.tsx is not in the client/);
  });
});

describe('onPageRendered: page scripts', () => {
  // What the generator hands onPageRendered: the shell with the head tags and an empty root container.
  const rendered =
    '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root" data-server-rendered="true"></div>\n' +
    SSG_HASH_PLACEHOLDER +
    '</body></html>';

  it('drops the generator placeholder and appends the list and the loader, nothing in <head>', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const body = '<main>Hi, from $150: $& and $1 stay as written</main>';
    const out = withPageScripts(
      { route: '/contact', html: rendered, body, needs: ['island:SiteIndex'] },
      { outDir: dir },
    );
    fs.rmSync(dir, { recursive: true });
    expect(out.slice(0, out.indexOf('</head>'))).not.toMatch(/<script|modulepreload/);
    expect(out).not.toContain('SCRIPT_COMMENT_PLACEHOLDER');
    expect(deferredModules(out)).toEqual({
      entry: ['/assets/browser-1.js'],
      preload: ['/assets/menus-2.js'],
      islands: ['/assets/hydrate-4.js', '/assets/runtime-5.js', '/assets/SiteIndex-8.js'],
      // The site's forms post to its own receiver (content/business.yaml), which also takes the counts.
      measure: ['/assets/vitals-9.js', '/assets/web-vitals-10.js'],
      events: EVENTS_PATH,
    });
    expect(inlineScripts(out)).toEqual([deferredLoader]);
    expect(out).toMatch(/<\/div><script type="application\/json" id="deferred-modules">.*<\/script><\/body>/);
    expect(out).toContain(`<div id="root" data-server-rendered="true">${body}</div>`);
  });

  it('fails loudly when the generator stops writing an empty root container', () => {
    expect(() => fillRoot('/faq', '<html><body><div id="app"></div></body></html>', '<main></main>')).toThrow(
      /vite-react-ssg no longer wrote an empty root container into \/faq/,
    );
  });

  it('fails loudly when the generator stops writing its placeholder', () => {
    expect(() => dropSsgHashPlaceholder('/faq', '<html><body><div id="root"></div></body></html>')).toThrow(
      /vite-react-ssg no longer wrote its hash placeholder script into \/faq/,
    );
  });
});

describe("Vite's preload helper, cut to one line", () => {
  const plugin = slimPreloadHelper();
  const hook = <T>(h: unknown) => h as T;

  it('serves the helper as a plain call of the import', async () => {
    const id = '\0vite/preload-helper.js';
    expect(hook<(id: string) => string | null>(plugin.resolveId)(id)).toBe(id);
    expect(hook<(id: string) => string | null>(plugin.resolveId)('./x.js')).toBeNull();
    const code = hook<(id: string) => string>(plugin.load)(id);
    const { __vitePreload } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      __vitePreload: (load: () => Promise<string>, deps: string[]) => Promise<string>;
    };
    await expect(__vitePreload(() => Promise.resolve('module'), [])).resolves.toBe('module');
  });

  it('fails the build when a dynamic import gets files to load first (a lazy chunk importing CSS)', () => {
    const errors: string[] = [];
    const generate = hook<(this: unknown, o: unknown, b: unknown) => void>(plugin.generateBundle);
    const context = { error: (m: string) => void errors.push(m) };
    const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
    generate.call(context, {}, { a: chunk('assets/browser-1.js', 'import(`./accordion-2.js`)') });
    expect(errors).toEqual([]);
    generate.call(context, {}, { a: chunk('assets/LeadForm-3.js', 'const __vite__mapDeps=(i)=>i;') });
    expect(errors[0]).toMatch(/^assets\/LeadForm-3\.js: a dynamic import now has files to load first/);
  });
});
