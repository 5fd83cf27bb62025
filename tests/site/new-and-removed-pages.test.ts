// A writer's two everyday changes, in a temporary copy of the site with one build: a new area page made with
// `npm run new:page`, and removed pages. The new page shows up in the service-areas index and in another area
// page's related block; a removed page drops out of every menu, list and related block, and the only complaint
// left is the link check naming each MDX file that still links to it by hand. A removed English page goes with
// its Spanish translation (a translation of a page that no longer exists is an error of its own).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { loadSite } from '../../src/content/model.ts';
import { parseHtml } from '../support/html.ts';
import { buildIn, copySite, tsxIn, type SiteCopy } from '../support/site-copy.ts';

const newRoute = '/service-areas/zz-testville-tx';
/** A page others link to by hand in their text, and one nothing links to by hand (only menus and lists do). */
const removedLinked = '/warranty';
const removedArea = '/service-areas/south-houston-tx';

let site: SiteCopy;
let build: ReturnType<typeof spawnSync>;
/** The removed linked page and the removed area page, each with its Spanish translation when it has one. */
let removedLinkedRoutes: string[];
let removedRoutes: string[];
const dist = () => site.file('dist');
const page = (route: string) => parseHtml(fs.readFileSync(path.join(dist(), htmlFileForRoute(route)), 'utf8'));
const hrefs = (root: ParentNode | null | undefined, selector = 'a[href]') =>
  [...(root?.querySelectorAll(selector) ?? [])].map((a) => a.getAttribute('href')!);
const tsx = (args: string[]) => tsxIn(site, args);
/** Every built route of the copy. */
function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'assets' && e.name !== 'static-loader-data') walk(full);
      else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const rel = path.relative(dist(), full).replace(/\.html$/, '');
        out.push(rel === 'index' ? '/' : `/${rel}`);
      }
    }
  };
  walk(dist());
  return out;
}

beforeAll(() => {
  site = copySite('pages-change-test-');
  const created = tsx([
    'scripts/new-page.ts',
    newRoute,
    '--title',
    'Foundation Repair in Zz Testville, TX | Free Inspection',
    // The county is a fact the site cannot know: new:page asks for it.
    '--county',
    'Zz Test County',
  ]);
  expect(created.status, created.stderr).toBe(0);
  const model = loadSite(site.root);
  const withTranslation = (route: string) => [route, model.pairs.get(route)].filter((r) => r !== undefined);
  removedLinkedRoutes = withTranslation(removedLinked);
  removedRoutes = [...removedLinkedRoutes, ...withTranslation(removedArea)];
  for (const route of removedRoutes) fs.rmSync(site.file(model.pages.find((p) => p.route === route)!.rel));
  build = buildIn(site);
}, 300_000);

afterAll(() => site?.remove());

describe('a new area page and two removed pages', () => {
  it('build without an error', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(fs.existsSync(path.join(dist(), htmlFileForRoute(newRoute)))).toBe(true);
    for (const route of removedRoutes) expect(fs.existsSync(path.join(dist(), htmlFileForRoute(route)))).toBe(false);
  });

  it('the new page is on the service-areas index and in another area page’s related block', () => {
    expect(hrefs(page('/service-areas'), 'a[data-area-card]')).toContain(newRoute);
    const linkingAreas = builtRoutes().filter(
      (r) =>
        r.startsWith('/service-areas/') &&
        r !== newRoute &&
        hrefs(page(r).querySelector('[data-testid="service-areas"]')).includes(newRoute),
    );
    expect(linkingAreas.length).toBeGreaterThan(0);
  });

  it('no menu, footer column, list or related block links to a removed page', () => {
    for (const route of builtRoutes()) {
      const d = page(route);
      // The page's own text (data-static="page") may still link by hand: that is the link check's finding.
      d.querySelector('[data-static="page"]')?.remove();
      for (const removed of removedRoutes) expect(hrefs(d), `${route} links to ${removed}`).not.toContain(removed);
    }
  });

  it('npm run check names each MDX file and line that still links to the removed page, and nothing else', () => {
    const linking = fs
      .readdirSync(site.file('pages'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mdx'))
      .filter((f) =>
        removedLinkedRoutes.some((r) =>
          new RegExp(`[("']${r}[)#"']`).test(fs.readFileSync(site.file(`pages/${f}`), 'utf8')),
        ),
      )
      .map((f) => `pages/${f}`);
    expect(linking.length).toBeGreaterThan(0);
    const check = tsx(['scripts/check.ts', '--no-build']);
    const output = `${check.stdout}\n${check.stderr}`;
    expect(check.status, output).not.toBe(0);
    for (const file of linking) expect(output).toContain(file);
    const findings = output.split('\n').filter((l) => /^pages\/\S+\.mdx:\d+:\d+ link to /.test(l));
    expect(findings.length).toBeGreaterThan(0);
    for (const line of findings)
      expect(
        removedLinkedRoutes.some((r) => line.includes(`link to ${r}`)),
        line,
      ).toBe(true);
    expect(output).not.toMatch(/\bsrc\/|\n\s+at /);
  }, 300_000);
});
