// The collections as writers and visitors meet them: strict article and project frontmatter, index pagination at
// its edges, drafts and articles dated after the build date left out of every list, the feed and the sitemap, and
// a published page that links to a draft reported at its line. Expected values come from content/ and the model.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { builtRoutes, loadSite, type SiteModel } from '../../src/content/model.ts';
import { readSitePage, siteData } from '../../src/content/model.ts';
import { toPageMeta, type PageMeta } from '../../src/content/page-meta.ts';
import {
  ARTICLES_PER_PAGE,
  FEED_PATH,
  articlesOf,
  articlesPageRoute,
  generatedPages,
  neighbours,
  pageCount,
  paginate,
  projectsFor,
  relatedArticles,
  tagRoute,
  templateOf,
} from '../../src/content/collections.ts';
import { siteBuildDate } from '../../src/content/build-date.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { articlesFeed, FEED_LIMIT, rfc822 } from '../../scripts/build/feed.ts';
import { fileOfRoute } from '../../scripts/checks/check.ts';
import { checkContext, runSourceChecks } from '../../scripts/checks/index.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';

const tags = siteData('tags');
const listMinimum = siteData('business').projectListIndexMinimum;
const authors = siteData('authors');
const site = loadSite();
const metas = site.pages.map((p) => toPageMeta(p));
const articleRoutes = site.pages.filter((p) => p.frontmatter.article).map((p) => p.route);

/** A fixture of `n` articles on top of the real route table's pages (without its own articles). */
function withArticles(n: number): PageMeta[] {
  const base = metas.filter((m) => !m.article);
  const template = metas.find((m) => m.article)!;
  const made = Array.from({ length: n }, (_, i) => ({
    ...template,
    route: `/articles/fixture-${i}`,
    label: `Fixture ${i}`,
    article: { ...template.article!, date: `2024-01-${String(i + 1).padStart(2, '0')}`, tags: [tags[i % 2]!.id] },
  }));
  return [...base, ...made];
}

const articlePages = (list: PageMeta[]) =>
  generatedPages(list, tags, listMinimum)
    .filter((g) => g.generated?.kind === 'articles')
    .map((g) => g.route);

describe('article index pagination', () => {
  it.each([
    [0, 1],
    [1, 1],
    [ARTICLES_PER_PAGE, 1],
    [ARTICLES_PER_PAGE + 1, 2],
  ])('%i articles make %i index page(s), each generated page after the first has its own route', (n, pages) => {
    expect(pageCount(n)).toBe(pages);
    expect(paginate(articlesOf(withArticles(n)))).toHaveLength(pages);
    expect(articlePages(withArticles(n))).toEqual(
      Array.from({ length: pages - 1 }, (_, i) => articlesPageRoute(i + 2)),
    );
  });

  it('puts every article on exactly one page, newest first, at most the page size each', () => {
    const list = articlesOf(withArticles(ARTICLES_PER_PAGE + 1));
    const chunks = paginate(list);
    expect(chunks.map((c) => c.length)).toEqual([ARTICLES_PER_PAGE, 1]);
    expect(chunks.flat()).toEqual(list);
    expect(list[0]!.article.date > list.at(-1)!.article.date).toBe(true);
  });

  it('makes a tag page only for tags that have articles; generated routes map back to the index page file', () => {
    const generated = generatedPages(withArticles(1), tags, listMinimum);
    const tagPages = generated.filter((g) => g.generated?.kind === 'tag').map((g) => g.route);
    expect(tagPages).toEqual([tagRoute(tags[0]!.id)]);
    for (const g of generatedPages(metas, tags, listMinimum)) {
      expect(fileOfRoute(site, g.route)?.rel, g.route).toBe(`pages${templateOf(g.route)}/index.mdx`);
      expect(g.title.length, g.route).toBeLessThanOrEqual(70);
      expect(g.description!.length, g.route).toBeGreaterThanOrEqual(50);
    }
  });
});

describe('project lists by town and by service', () => {
  const lists = (minimum: number) =>
    generatedPages(metas, tags, minimum).filter((g) => g.generated?.kind === 'city' || g.generated?.kind === 'service');
  const countOf = (g: PageMeta) => {
    const key = g.generated!.kind === 'city' || g.generated!.kind === 'service' ? g.generated!.key : '';
    return metas.filter((m) => m.project && (m.project.city === key || m.project.services.includes(key))).length;
  };

  it(`hides a list with fewer projects than content's minimum (${listMinimum}) and shows it once it holds enough`, () => {
    const all = lists(listMinimum);
    expect(all.length).toBeGreaterThan(0);
    for (const g of all) expect(g.hidden, `${g.route}: ${countOf(g)} project(s)`).toBe(countOf(g) < listMinimum);
    // Derived, never listed: a lower minimum shows every list, a higher one hides them all.
    expect(lists(1).every((g) => !g.hidden)).toBe(true);
    const most = Math.max(...all.map(countOf));
    expect(lists(most + 1).every((g) => g.hidden)).toBe(true);
    // Today's projects give both kinds: a thin list and one with enough.
    expect(all.some((g) => g.hidden)).toBe(true);
    expect(all.some((g) => !g.hidden)).toBe(true);
  });
});

describe('article and project frontmatter', () => {
  const article = site.pages.find((p) => p.frontmatter.article)!;
  const project = site.pages.find((p) => p.frontmatter.project)!;
  const problems = (file: string, source: string) =>
    readSitePage(path.join(site.root, file), source, site.root).problems;

  it('accepts the real articles and projects', () => {
    expect(articleRoutes.length).toBeGreaterThanOrEqual(6);
    expect(site.problems).toEqual([]);
  });

  it('rejects an unknown tag, an unknown author and an impossible date, each at its line, naming what exists', () => {
    const src = article.source
      .replace(/author: [a-z-]+/, 'author: nobody-here')
      .replace(/tags: \[[a-z-]+/, 'tags: [no-such-tag')
      .replace(/date: \d{4}-\d{2}-\d{2}/, 'date: 2025-02-30');
    const found = problems(article.rel, src).map((p) => `${p.line} ${p.message}`);
    const line = (text: string) => src.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${line('date:')} frontmatter.article.date: expected a real calendar date`)),
    );
    expect(found).toContainEqual(
      expect.stringContaining(`${line('author:')} frontmatter.article.author: no author "nobody-here"`),
    );
    expect(found.join('\n')).toContain(authors[0]!.id);
    expect(found).toContainEqual(
      expect.stringContaining(`${line('tags:')} frontmatter.article.tags[0]: no tag "no-such-tag"`),
    );
  });

  it('rejects a project in a town we do not serve and a service that is not a page', () => {
    const src = project.source
      .replace(/city: [a-z-]+/, 'city: houston-tx')
      .replace(/services: \[\/services\/[a-z-]+/, 'services: [/services/roofing');
    const found = problems(project.rel, src).map((p) => p.message);
    expect(found).toContainEqual(
      expect.stringContaining('frontmatter.project.city: "houston-tx" is not a served area'),
    );
    expect(found).toContainEqual(
      expect.stringContaining('frontmatter.project.services[0]: /services/roofing is not a service page'),
    );
  });

  it('requires the article: block under pages/articles/ and refuses it elsewhere', () => {
    const bare = article.source.replace(/\narticle:\n( {2}.*\n)+/, '\n');
    expect(problems(article.rel, bare)[0]?.message).toMatch(/frontmatter.article: required field is missing/);
    const misplaced = problems('pages/planted.mdx', article.source)[0]?.message;
    expect(misplaced).toMatch(/only pages under pages\/articles\/ are articles/);
  });
});

describe('related articles, neighbours, projects by town and service', () => {
  it('relates articles by shared tags and never the article itself', () => {
    for (const route of articleRoutes) {
      const own = metas.find((m) => m.route === route)!.article!.tags;
      for (const r of relatedArticles(route, metas)) {
        expect(r.route).not.toBe(route);
        expect(r.article.tags.some((t) => own.includes(t))).toBe(true);
      }
    }
  });

  it('links each article to its older and newer neighbour by date', () => {
    const list = articlesOf(metas);
    expect(neighbours(list[0]!.route, metas).newer).toBeUndefined();
    expect(neighbours(list[0]!.route, metas).older?.route).toBe(list[1]?.route);
    expect(neighbours(list.at(-1)!.route, metas).older).toBeUndefined();
  });

  it('gives each area page the projects in its town and each service page the projects that used it', () => {
    const projects = site.pages.filter((p) => p.frontmatter.project);
    const towns = new Set(projects.map((p) => p.frontmatter.project!.city));
    expect(towns.size).toBeGreaterThanOrEqual(5);
    // English area pages: the projects are English pages, listed on the English side.
    for (const area of site.pages.filter((p) => p.frontmatter.area && langOfRoute(p.route) === 'en')) {
      const slug = area.route.split('/').pop();
      const expected = projects
        .filter((p) => p.frontmatter.project!.city === slug)
        .map((p) => p.route)
        .sort();
      expect(
        projectsFor(area.route, metas)
          .map((p) => p.route)
          .sort(),
        area.route,
      ).toEqual(expected);
    }
    for (const service of site.pages.filter((p) => /^\/services\/[a-z-]+$/.test(p.route))) {
      const expected = projects
        .filter((p) => p.frontmatter.project!.services.includes(service.route))
        .map((p) => p.route)
        .sort();
      expect(
        projectsFor(service.route, metas)
          .map((p) => p.route)
          .sort(),
        service.route,
      ).toEqual(expected);
    }
  });
});

describe('the RSS feed', () => {
  const xml = articlesFeed(site);
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  const published = site.pages.filter((p) => p.frontmatter.article && !site.unpublished.has(p.route));

  it('is well-formed RSS 2.0 with the required channel elements and a self link', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    for (const el of ['title', 'link', 'description'])
      expect(doc.querySelector(`channel > ${el}`)?.textContent).toBeTruthy();
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
      `${site.business!.siteUrl}${FEED_PATH}`,
    );
  });

  it('has one item per published article, newest first, with absolute links and RFC 822 dates', () => {
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(Math.min(published.length, FEED_LIMIT));
    const rfc822Pattern =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    const dates = items.map((i) => Date.parse(i.querySelector('pubDate')!.textContent!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      const link = item.querySelector('link')!.textContent!;
      expect(link).toMatch(/^https?:\/\/[^/]+\/articles\/[a-z0-9-]+$/);
      expect(item.querySelector('guid')!.textContent).toBe(link);
      const page = published.find((p) => `${site.business!.siteUrl}${p.route}` === link)!;
      expect(item.querySelector('title')!.textContent).toBe(page.frontmatter.title);
      expect(item.querySelector('pubDate')!.textContent).toMatch(rfc822Pattern);
      expect(item.querySelector('pubDate')!.textContent).toBe(rfc822(page.frontmatter.article!.date));
      const labels = page.frontmatter.article!.tags.map((t) => tags.find((x) => x.id === t)!.label);
      expect([...item.querySelectorAll('category')].map((c) => c.textContent)).toEqual(labels);
    }
  });
});

describe('drafts and scheduled articles', () => {
  let copy: SiteCopy;
  let model: SiteModel;
  const saved = process.env.SITE_BUILD_DATE;
  const draft = '/articles/zz-draft-article';
  const future = '/articles/zz-future-article';
  const today = '2030-06-15';

  beforeAll(() => {
    copy = copySite('collections-test-');
    const article = site.pages.find((p) => p.frontmatter.article)!;
    copy.write(
      `pages${draft}.mdx`,
      article.source.replace(/\n {2}date: .*\n/, '\n  date: 2024-01-01\n  draft: true\n'),
    );
    copy.write(`pages${future}.mdx`, article.source.replace(/\n {2}date: .*\n/, '\n  date: 2030-06-16\n'));
    // A published page that links to the draft, at a line we know.
    copy.edit(article.rel, '\n## ', `\nRead [the draft](${draft}) too.\n\n## `);
    process.env.SITE_BUILD_DATE = today;
    model = loadSite(copy.root);
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_BUILD_DATE;
    else process.env.SITE_BUILD_DATE = saved;
    copy?.remove();
  });

  it('takes "today" from SITE_BUILD_DATE', () => {
    expect(siteBuildDate()).toBe(today);
    expect(siteBuildDate({})).toBe(new Date().toISOString().slice(0, 10));
  });

  it('leaves both out of the routes, the sitemap, the feed, the index pages, tag pages and related lists', () => {
    const metasCopy = model.pages.map((p) => toPageMeta(p)).filter((m) => m.published);
    for (const route of [draft, future]) {
      expect(model.unpublished.has(route), route).toBe(true);
      expect(model.routes.has(route), route).toBe(false);
      expect(
        builtRoutes(model).map((r) => r.route),
        route,
      ).not.toContain(route);
      expect(articlesFeed(model), route).not.toContain(route);
      expect(
        articlesOf(metasCopy).map((a) => a.route),
        route,
      ).not.toContain(route);
      for (const a of articlesOf(metasCopy))
        expect(relatedArticles(a.route, metasCopy).map((r) => r.route)).not.toContain(route);
    }
    // The day it is due, the scheduled one is in.
    process.env.SITE_BUILD_DATE = '2030-06-16';
    const later = loadSite(copy.root);
    process.env.SITE_BUILD_DATE = today;
    expect(later.routes.has(future)).toBe(true);
    expect(articlesFeed(later)).toContain(future);
    expect(later.routes.has(draft)).toBe(false);
  });

  it('reports a link from a published page to the draft at its file and line, with a sentence to act on', async () => {
    const article = site.pages.find((p) => p.frontmatter.article)!;
    const found = await runSourceChecks(await checkContext(model, { names: [], props: new Map() }));
    const link = found.find((f) => f.message.includes(`link to ${draft}`));
    expect(link?.file).toBe(article.rel);
    expect(link?.line).toBe(copy.lineOf(article.rel, `(${draft})`));
    expect(link?.message).toContain(`pages${draft}.mdx is a draft`);
    expect(link?.message).toMatch(/remove this link until it is published/);
  });
});
