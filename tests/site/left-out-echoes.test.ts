// One message per mistake. An English page that cannot be built (a frontmatter typo, an unknown component) is reported
// once, at its line; what only follows from it is not reported again: its Spanish translation (left out with it, said
// in an indented "because of this" line), the projects naming it as their service or town, a page's `related:` list
// naming it, and links to it (a page that exists but was left out for its own mistake is no broken link). The rest of
// the site is built and checked. Two files that claim one route are said once, naming both and the one left out. Both
// families are planted in one copy, checked by one `npm run check`; each test reads its own findings from that run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/model.ts';
import { areaRoute, htmlFileForRoute, SECTIONS } from '../../src/content/route-path.ts';
import { copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { sourceIds } from '../../scripts/checks/links.ts';

let copy: SiteCopy | undefined;
afterAll(() => copy?.remove());

const findingLine = /^[\w./-]+:\d+:\d+ /;
/** The one gate run on the copy with both families planted: its exit status, output and findings (no warnings). */
let gate: { status: number | null; output: string; lines: string[]; findings: string[] };
/** The left-out pages' family: the two pages that cannot be built, and what names them. */
let echo: {
  service: string;
  area: string;
  other: string;
  naming: string[];
  fileOf: (route: string) => string;
  /** Each page's Spanish translation file. */
  spanishOf: (route: string) => string;
};
/** The route twins' family: a top-level page and the second file claiming its route. */
let twin: { route: string; rel: string; copyRel: string; spanish: string };

beforeAll(() => {
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
  const naming = projects
    .filter((p) => p.frontmatter.project!.services.includes(service) || areaRoute(p.frontmatter.project!.city) === area)
    .map((p) => p.route);
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
  const spanishOf = (route: string) => fileOf(site.pairs.get(route)!);
  echo = { service, area, other: other.route, naming, fileOf, spanishOf };

  // A top-level page with a Spanish translation that nothing above touches, copied to <route>/index.mdx: same
  // route, title and description.
  const page = site.pages.find(
    (p) => /^pages\/[a-z-]+\.mdx$/.test(p.rel) && site.pairs.has(p.route) && p.route !== '/about',
  )!;
  expect(page, 'a translated top-level page').toBeDefined();
  const copyRel = page.rel.replace(/\.mdx$/, '/index.mdx');
  fs.mkdirSync(path.dirname(c.file(copyRel)), { recursive: true });
  fs.copyFileSync(c.file(page.rel), c.file(copyRel));
  twin = { route: page.route, rel: page.rel, copyRel, spanish: site.pairs.get(page.route)! };

  const r = tsxIn(c, ['scripts/check.ts'], { GITHUB_ACTIONS: '' });
  const output = `${r.stdout}\n${r.stderr}`;
  const lines = output.split('\n');
  gate = {
    status: r.status,
    output,
    lines,
    findings: lines.filter((l) => findingLine.test(l) && !l.endsWith('(warning)')),
  };
}, 900_000);

describe('npm run check with both families of mistakes planted', () => {
  it('fails, reports each mistake once and nothing else, and counts them', () => {
    const { status, output, findings } = gate;
    expect(status, output).toBe(1);
    expect(findings.map((l) => l.split(' ')[0]!.replace(/:\d+:\d+$/, '')).sort(), output).toEqual(
      [echo.fileOf(echo.area), echo.fileOf(echo.service), twin.copyRel].sort(),
    );
    expect(output).toMatch(/npm run check: 3 problems in \d+ pages and \d+ data files and the built site/);
    const leftOut = /leaving out 3 pages with mistakes \(([^)]*)\) and 2 translations of them/.exec(output);
    expect(leftOut, output).not.toBeNull();
    expect(leftOut![1]!.split(', ').sort()).toEqual(
      [echo.fileOf(echo.area), echo.fileOf(echo.service), twin.copyRel].sort(),
    );
  });
});

describe('npm run check when an English page that other pages name cannot be built', () => {
  it('reports that page once, and builds and checks everything else', () => {
    const c = copy!;
    const { output, lines, findings } = gate;
    const { service, area, fileOf, spanishOf } = echo;
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
      const spanish = spanishOf(english);
      const at = lines.findIndex((l) => l.startsWith(`${fileOf(english)}:`));
      expect(lines[at + 1], output).toMatch(
        new RegExp(`^\\s+because of this, ${spanish} \\(its Spanish translation\\)`),
      );
    }
    // Everything else was built (and so checked): the projects naming the pages, the page listing them as related.
    const dist = c.file('dist');
    for (const route of [...echo.naming, echo.other, '/about'])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(route))), route).toBe(true);
    for (const route of [service, area])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(route))), route).toBe(false);
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`${service}<`);
    expect(sitemap).toContain(`${echo.other}<`);
  });
});

describe('npm run check when two files claim one route', () => {
  it('says so once, naming both and the one left out, and builds and checks everything else', () => {
    const c = copy!;
    const { output, findings } = gate;
    const { route, rel, copyRel, spanish } = twin;
    expect(
      findings.filter((l) => l.startsWith(`${copyRel}:`)),
      output,
    ).toEqual([
      `${copyRel}:1:1 route ${route} is also the route of ${rel}: one of the two must go or move (${copyRel} is left out of the build until then)`,
    ]);
    // The build went on: the page (from the file kept), its translation, the search index and the sitemap.
    const dist = c.file('dist');
    for (const r of [route, spanish, '/about'])
      expect(fs.existsSync(path.join(dist, htmlFileForRoute(r))), r).toBe(true);
    expect(fs.existsSync(path.join(dist, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap.split(`${route}</loc>`)).toHaveLength(2);
  });
});
