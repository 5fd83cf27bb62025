// Issue 34, item 1: one message per mistake. An English page that cannot be built (a frontmatter typo, an unknown
// component) is reported once, at its line; what only follows from it is not reported again: its Spanish
// translation (left out with it, said in an indented "because of this" line), the projects naming it as their
// service or town, a page's `related:` list naming it, and links to it (a page that exists but was left out for its
// own mistake is no broken link). The rest of the site is built and checked.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { areaRoute, htmlFileForRoute, SECTIONS } from '../../src/content/route-path.ts';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { sourceIds } from '../../scripts/checks/links.ts';

let copy: SiteCopy | undefined;
afterAll(() => copy?.remove());

describe('npm run check when an English page that other pages name cannot be built', () => {
  it('reports that page once, and builds and checks everything else', () => {
    copy = copySite('left-out-echoes-');
    const c = copy;
    const site = loadSite(c.root);
    const projects = site.pages.filter((p) => p.frontmatter.project);
    const fileOf = (route: string) => site.pageByRoute.get(route)!.rel;
    // A service page that a project names and that has a Spanish translation, and a service-area page likewise.
    const service = projects.flatMap((p) => p.frontmatter.project!.services).find((s) => site.pairs.has(s))!;
    const area = projects.map((p) => areaRoute(p.frontmatter.project!.city)).find((r) => site.pairs.has(r))!;
    expect(service, 'a translated service page named by a project').toBeDefined();
    expect(area, 'a translated area page that is a project town').toBeDefined();
    const naming = projects.filter(
      (p) => p.frontmatter.project!.services.includes(service) || areaRoute(p.frontmatter.project!.city) === area,
    );
    // The mistakes: a misspelled frontmatter field, an unknown component.
    c.edit(fileOf(service), /^description:/m, 'descripton:');
    c.edit(fileOf(area), /\n\n(#|[A-Z])/, '\n\n<Bagde />\n\n$1');
    // Other pages name them: a related list and links (one to a heading of the area page, which it has).
    const other = site.pages.find(
      (p) => p.route.startsWith(`${SECTIONS.services}/`) && p.route !== service && site.pairs.has(p.route),
    )!;
    c.edit(fileOf(other.route), /^title:/m, `related: [${service}, ${area}]\ntitle:`);
    const areaFile = site.files.find((f) => f.route === area)!;
    const [slug] = sourceIds({ source: areaFile.source, outline: outlineMdx(areaFile.body, areaFile.rel) });
    c.edit(
      fileOf('/about'),
      /\n\n([A-Z][^\n]*)\n/,
      `\n\nSee [the service](${service}) and [the town](${area}#${slug}).\n\n$1\n`,
    );

    const r = tsxIn(c, ['scripts/check.ts'], { GITHUB_ACTIONS: '' });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, output).toBe(1);
    const lines = output.split('\n');
    const findings = lines.filter((l) => /^[\w./-]+:\d+:\d+ /.test(l) && !l.endsWith('(warning)'));
    expect(findings.map((l) => l.split(' ')[0]!.replace(/:\d+:\d+$/, '')).sort(), output).toEqual(
      [fileOf(area), fileOf(service)].sort(),
    );
    expect(
      findings.find((l) => l.startsWith(`${fileOf(service)}:${c.lineOf(fileOf(service), 'descripton:')}:1 `)),
      output,
    ).toContain('frontmatter.descripton: unknown field');
    expect(
      findings.find((l) => l.startsWith(`${fileOf(area)}:${c.lineOf(fileOf(area), '<Bagde')}:1 `)),
      output,
    ).toContain('<Bagde>: unknown component');
    // Each translation is left out with its English page: said under that page's message, not as a problem.
    for (const english of [service, area]) {
      const spanish = site.pageByRoute.get(site.pairs.get(english)!)!.rel;
      const at = lines.findIndex((l) => l.startsWith(`${fileOf(english)}:`));
      expect(lines[at + 1], output).toMatch(
        new RegExp(`^\\s+because of this, ${spanish} \\(its Spanish translation\\)`),
      );
    }
    expect(output).toMatch(/npm run check: 2 problems in /);
    expect(output).toMatch(/leaving out 2 pages with mistakes \([^)]*\) and 2 translations of them/);
    // Everything else was built (and so checked): the projects naming the pages, the page listing them as related.
    const dist = c.file('dist');
    for (const route of [...naming.map((p) => p.route), other.route, '/about'])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(route))), route).toBe(true);
    for (const route of [service, area])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(route))), route).toBe(false);
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`${service}<`);
    expect(sitemap).toContain(`${other.route}<`);
  }, 900_000);
});

describe('npm run check when two files claim one route (issue 38)', () => {
  let second: SiteCopy | undefined;
  afterAll(() => second?.remove());

  it('says so once, naming both and the one left out, and builds and checks everything else', () => {
    second = copySite('same-route-');
    const c = second;
    const site = loadSite(c.root);
    // A top-level page with a Spanish translation, copied to <route>/index.mdx: same route, title and description.
    const page = site.pages.find((p) => /^pages\/[a-z-]+\.mdx$/.test(p.rel) && site.pairs.has(p.route))!;
    expect(page, 'a translated top-level page').toBeDefined();
    const copyRel = page.rel.replace(/\.mdx$/, '/index.mdx');
    fs.mkdirSync(path.dirname(c.file(copyRel)), { recursive: true });
    fs.copyFileSync(c.file(page.rel), c.file(copyRel));

    const r = tsxIn(c, ['scripts/check.ts'], { GITHUB_ACTIONS: '' });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status, output).toBe(1);
    const findings = output.split('\n').filter((l) => /^[\w./-]+:\d+:\d+ /.test(l) && !l.endsWith('(warning)'));
    expect(findings, output).toEqual([
      `${copyRel}:1:1 route ${page.route} is also the route of ${page.rel}: one of the two must go or move (${copyRel} is left out of the build until then)`,
    ]);
    expect(output).toMatch(/npm run check: 1 problem in \d+ pages and \d+ data files and the built site/);
    expect(output).toContain(`leaving out 1 page with mistakes (${copyRel})`);
    // The build went on: the page (from the file kept), its translation, the search index and the sitemap.
    const dist = c.file('dist');
    const spanish = site.pairs.get(page.route)!;
    for (const route of [page.route, spanish, '/about'])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(route))), route).toBe(true);
    expect(fs.existsSync(path.join(dist, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap.split(`${page.route}</loc>`)).toHaveLength(2);
  }, 900_000);
});
