// The link checks against the real site model with planted pages: every problem is reported at the page's line,
// a redirected path names where it redirects, and links a component renders are checked in the built HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, type SiteModel } from '../../src/content/model.ts';
import { outlineMdx } from '../../src/content/mdx-source.ts';
import { builtLinksCheck, linksCheck, pathProblem } from '../../scripts/checks/links.ts';
import type { CheckContext } from '../../scripts/checks/check.ts';

const site = loadSite();
const redirect = site.redirects[0]!;
const [someRoute] = [...site.routes].filter((r) => r !== '/');

function withPage(rel: string, source: string): SiteModel {
  const base = site.pages[0]!;
  const page = { ...base, file: path.join(site.root, rel), rel, source, body: source, route: '/planted' };
  return {
    ...site,
    pages: [...site.pages, page],
    files: [...site.files, { file: page.file, rel, route: page.route, source, body: source }],
  };
}

function ctx(s: SiteModel): CheckContext {
  return {
    site: s,
    outlines: new Map(s.files.map((p) => [p.rel, outlineMdx(p.body, p.rel)])),
    components: { names: [], props: new Map() },
  };
}

describe('internal links', () => {
  it('names the redirect target for an old path, suggests a route for a typo, and keeps real routes', () => {
    expect(pathProblem(site, redirect.from)).toBe(
      `${redirect.from} redirects to ${redirect.to}: link to ${redirect.to}`,
    );
    expect(pathProblem(site, someRoute!.slice(0, -1) + 'x')).toMatch(/no page has this address \(did you mean /);
    expect(pathProblem(site, `${someRoute}/`)).toBe(
      `link to ${someRoute}/: routes have no trailing slash: link to ${someRoute}`,
    );
    for (const r of site.routes) expect(pathProblem(site, r)).toBeUndefined();
  });

  it('reports each broken link of a planted page at its own line and column', async () => {
    const s = withPage(
      'pages/planted.mdx',
      `Intro\n\nSee [old](${redirect.from}) and\n<ButtonLink href="/no-such-page">x</ButtonLink>\n`,
    );
    const found = (await linksCheck.run(ctx(s))).filter((f) => f.file === 'pages/planted.mdx');
    expect(found).toEqual([
      {
        file: 'pages/planted.mdx',
        line: 3,
        column: 5,
        message: `${redirect.from} redirects to ${redirect.to}: link to ${redirect.to}`,
      },
      { file: 'pages/planted.mdx', line: 4, column: 19, message: 'link to /no-such-page: no page has this address' },
    ]);
  });

  it('checks fragments in the built HTML and maps them to the page file', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const target = site.files.find((f) => f.route !== '/')!;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<a href="${target.route}#nope">n</a><a href="https://x.test/">x</a><h2 id="ok"></h2><a href="#ok">ok</a>`,
    );
    fs.mkdirSync(path.dirname(path.join(dist, `${target.route.slice(1)}.html`)), { recursive: true });
    fs.writeFileSync(path.join(dist, `${target.route.slice(1)}.html`), '<details id="cost"></details>');
    const home = site.files.find((f) => f.route === '/')!;
    const found = await builtLinksCheck.run({
      ...ctx(site),
      dist,
      built: [{ file: 'index.html', route: '/', html: fs.readFileSync(path.join(dist, 'index.html'), 'utf8') }],
    });
    expect(found).toEqual([
      {
        file: home.rel,
        line: 1,
        column: 1,
        message: `link to ${target.route}#nope: ${target.route} has no element with id "nope"`,
      },
    ]);
    fs.rmSync(dist, { recursive: true });
  });
});
