import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ancestorRoutes, htmlFileForRoute, isChildOf, routeFromFile } from '../../src/content/route-path.ts';
import { listPageFiles, pagesDir } from '../../src/content/load.ts';
import { currentSite } from '../../src/content/model.ts';
import { componentsUsed } from '../../scripts/build/content-plugin.ts';

describe('route derivation', () => {
  it('maps page files to routes without trailing slashes', () => {
    expect(routeFromFile('pages/index.mdx')).toBe('/');
    expect(routeFromFile('/abs/project/pages/faq.mdx')).toBe('/faq');
    expect(routeFromFile('pages/services/index.mdx')).toBe('/services');
    expect(routeFromFile('pages/services/crawl-space.mdx')).toBe('/services/crawl-space');
    expect(routeFromFile('pages/a/b/index.mdx')).toBe('/a/b');
  });

  it('maps routes to flat HTML files and ancestors', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/services/crawl-space')).toBe('services/crawl-space.html');
    expect(ancestorRoutes('/services/crawl-space')).toEqual(['/', '/services']);
    expect(ancestorRoutes('/')).toEqual([]);
  });

  it('tells a page directly under a route from the route itself and from deeper pages', () => {
    expect(isChildOf('/services/crawl-space', '/services')).toBe(true);
    expect(isChildOf('/faq', '/')).toBe(true);
    expect(isChildOf('/', '/')).toBe(false);
    expect(isChildOf('/services', '/services')).toBe(false);
    expect(isChildOf('/services/a/b', '/services')).toBe(false);
    expect(isChildOf('/services-extra/a', '/services')).toBe(false);
  });

  it('derives one unique route per page file in pages/', () => {
    const files = listPageFiles();
    const site = currentSite();
    expect(site.problems).toEqual([]);
    expect(site.files.map((f) => f.file)).toEqual(files);
    const routes = site.files.map((f) => f.route);
    expect(site.pages.length).toBe(files.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/');
    expect(routes).toContain('/404');
    // Each route names its own file: the file a route is served from is the route's path under pages/.
    for (const [i, f] of files.entries()) {
      const route = routes[i]!;
      const candidates = route === '/' ? ['index.mdx'] : [`${route.slice(1)}.mdx`, `${route.slice(1)}/index.mdx`];
      expect(
        candidates.map((c) => path.join(pagesDir, c)),
        route,
      ).toContain(f);
    }
    // Reading every page asks git for each file's date: seconds on a loaded 2-core machine.
  }, 60_000);

  it('lists only .mdx files, in nested folders, sorted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-list-'));
    try {
      fs.mkdirSync(path.join(dir, 'b/c'), { recursive: true });
      for (const f of ['z.mdx', 'a.mdx', 'notes.md', 'b/index.mdx', 'b/c/d.mdx', 'b/c/draft.txt'])
        fs.writeFileSync(path.join(dir, f), '');
      expect(listPageFiles(dir).map((f) => path.relative(dir, f))).toEqual([
        'a.mdx',
        'b/c/d.mdx',
        'b/index.mdx',
        'z.mdx',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the MDX components a page uses, ignoring code', () => {
    expect(componentsUsed('<Section>\n<FAQ />\n`<Nope/>`\n```\n<Code/>\n```\n<FAQ/>')).toEqual(['FAQ', 'Section']);
  });
});
