// The site model is read again after every save in `npm run dev`; a page is parsed and validated again only when
// its own text or something it is validated against (content/*.yaml: facts, tags, authors, areas) changed. Runs
// on a copy of the site, so the project's own files stay untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import * as model from '../../src/content/model.ts';

let copy: SiteCopy;

beforeAll(() => {
  copy = copySite('model-reload-test-');
}, 60_000);
afterAll(() => copy?.remove());

describe('reading the site model again', () => {
  it('reuses a page read while nothing it depends on changed, and reads again what did', () => {
    const first = model.loadSite(copy.root);
    const article = first.pages.find((p) => p.frontmatter.article)!;
    const home = first.pageByRoute.get('/')!;
    const again = model.loadSite(copy.root);
    expect(again.pageByRoute.get(article.route)!.frontmatter).toBe(article.frontmatter);

    // The page itself changed: read again; the others are not.
    copy.edit(article.rel, /^title: .*$/m, 'title: A new title for this article about foundations');
    const edited = model.loadSite(copy.root);
    expect(edited.pageByRoute.get(article.route)!.frontmatter.title).toBe(
      'A new title for this article about foundations',
    );
    expect(edited.pageByRoute.get('/')!.frontmatter).toBe(home.frontmatter);

    // A tag the article uses is removed from content/tags.yaml: the article now has a problem at its tags.
    const tag = article.frontmatter.article!.tags[0]!;
    copy.edit('content/tags.yaml', new RegExp(`^- id: ${tag}\\n(?: {2}.*\\n)*`, 'm'), '');
    const untagged = model.loadSite(copy.root);
    expect(untagged.pageByRoute.has(article.route)).toBe(false);
    expect(untagged.problems.map((p) => `${p.file} ${p.message}`).join('\n')).toContain(
      `${article.rel} frontmatter.article.tags[0]: no tag "${tag}" in content/tags.yaml`,
    );

    // A business fact changes: the pages whose frontmatter quotes it show the new value.
    const founded = String(Number(/^founded: (\d+)$/m.exec(copy.read('content/business.yaml'))![1]) - 1);
    copy.edit('content/business.yaml', /^founded: \d+$/m, `founded: ${founded}`);
    expect(model.loadSite(copy.root).pageByRoute.get('/')!.frontmatter.description).toContain(`since ${founded}`);
  });

  it('reports a broken list once, not again on every page that points into it', () => {
    const tags = copy.read('content/tags.yaml');
    copy.edit('content/tags.yaml', /^- id: /m, '- id: [unclosed ');
    const site = model.loadSite(copy.root);
    const messages = site.problems.map((p) => `${p.file} ${p.message}`);
    expect(messages.filter((m) => m.startsWith('content/tags.yaml')).length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.includes('no tag'))).toEqual([]);
    expect(site.pages.some((p) => p.frontmatter.article)).toBe(true);
    copy.write('content/tags.yaml', tags);
  });
});
