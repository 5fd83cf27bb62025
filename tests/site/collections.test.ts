// The collections in the built site: article pages (feed link, byline, BlogPosting, tags, related), the index and
// its pages, tag and filter pages, project pages, the projects each area and service page lists, the feed file,
// sitemap.xml, the HTML site map and the menus. Expected values come from the site model and content/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { builtRoutes, loadSite, siteData } from '../../src/content/model.ts';
import { toPageMeta } from '../../src/content/page-meta.ts';
import {
  ARTICLES,
  FEED_PATH,
  PROJECTS,
  articlesOf,
  paginate,
  projectCityRoute,
  projectServiceRoute,
  projectsFor,
  projectsOf,
  tagRoute,
} from '../../src/content/collections.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { builtPage } from '../support/html.ts';
import { builtAreaTexts, measureAreas } from '../../scripts/checks/thin-areas.ts';

const site = loadSite();
const business = site.business!;
const metas = site.pages.map((p) => toPageMeta(p)).filter((m) => m.published);
const articles = articlesOf(metas);
const projects = projectsOf(metas);
const authors = siteData('authors');
const tags = siteData('tags');

const graphOf = (d: Document) =>
  JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'] as Record<
    string,
    unknown
  >[];
const hrefs = (root: ParentNode | null | undefined, selector = 'a[href]') =>
  [...(root?.querySelectorAll(selector) ?? [])].map((a) => a.getAttribute('href')!);

describe('article pages', () => {
  it('each links the feed from its head and has its own canonical, Open Graph and Twitter tags', () => {
    for (const a of articles) {
      const d = builtPage(a.route);
      const feed = d.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(feed?.getAttribute('href'), a.route).toBe(`${business.siteUrl}${FEED_PATH}`);
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${business.siteUrl}${a.route}`);
      expect(d.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(a.title);
      expect(d.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toBe(a.title);
    }
  });

  it('show the author, dates, reading time and tags, and carry BlogPosting data that matches', () => {
    for (const a of articles) {
      const d = builtPage(a.route);
      const author = authors.find((x) => x.id === a.article.author)!;
      const byline = d.querySelector('[data-testid="byline"]')!;
      expect(byline.textContent).toContain(author.name);
      expect(byline.querySelector(`time[datetime="${a.article.date}"]`), a.route).not.toBeNull();
      expect(byline.textContent).toContain(`${a.article.minutes} min read`);
      const article = d.querySelector('[data-testid="article"]')!;
      for (const t of a.article.tags) expect(hrefs(article), a.route).toContain(tagRoute(t));
      const posting = graphOf(d).find((n) => n['@type'] === 'BlogPosting')!;
      expect(posting, a.route).toBeDefined();
      expect(posting.headline).toBe(a.title);
      expect(posting.datePublished).toBe(a.article.date);
      expect((posting.author as { name: string }).name).toBe(author.name);
      expect((posting.publisher as { name: string }).name).toBe(business.name);
      expect(String(posting.image)).toMatch(/^https?:\/\//);
      expect(hrefs(d.querySelector('[data-testid="cta"]'))).toContain('/book-inspection');
    }
  });

  it('link their related articles (sharing a tag) and previous/next by date', () => {
    articles.forEach((a, i) => {
      const more = builtPage(a.route).querySelector('[data-testid="article-more"]');
      for (const r of hrefs(more?.querySelector('[data-testid="related-articles"]'))) {
        const other = articles.find((x) => x.route === r)!;
        expect(
          other.article.tags.some((t) => a.article.tags.includes(t)),
          `${a.route} -> ${r}`,
        ).toBe(true);
      }
      // The oldest article has no "previous" link, the newest no "next".
      expect(hrefs(more, 'a[rel="prev"]'), a.route).toEqual(articles[i + 1] ? [articles[i + 1]!.route] : []);
      expect(hrefs(more, 'a[rel="next"]'), a.route).toEqual(articles[i - 1] ? [articles[i - 1]!.route] : []);
    });
  });
});

describe('article lists', () => {
  const listed = (route: string) =>
    hrefs(builtPage(route).querySelector('[data-testid="article-list"] ul.grid'), 'h2 a');

  it('the index and its pages list every published article once, newest first', () => {
    const chunks = paginate(articles);
    const all = chunks.flatMap((_, i) => listed(i === 0 ? ARTICLES : `${ARTICLES}/page/${i + 1}`));
    expect(all).toEqual(articles.map((a) => a.route));
  });

  it('each tag with articles has a page listing exactly those; a tag without articles has no page', () => {
    for (const t of tags) {
      const expected = articles.filter((a) => a.article.tags.includes(t.id)).map((a) => a.route);
      const file = path.join(inject('dist'), htmlFileForRoute(tagRoute(t.id)));
      expect(fs.existsSync(file), `${t.id}: ${path.basename(file)} built`).toBe(expected.length > 0);
      if (expected.length) expect(listed(tagRoute(t.id)), t.id).toEqual(expected);
    }
  });
});

describe('projects', () => {
  const listed = (route: string) =>
    hrefs(builtPage(route).querySelector('[data-testid="project-list"] ul.grid'), 'h2 a');

  it('the index lists every project and links a filter page per town and per service, without JavaScript', () => {
    expect(listed(PROJECTS)).toEqual(projects.map((p) => p.route));
    const filters = hrefs(builtPage(PROJECTS).querySelector('[data-testid="project-filters"]'));
    for (const city of new Set(projects.map((p) => p.project.city))) {
      expect(filters).toContain(projectCityRoute(city));
      expect(listed(projectCityRoute(city))).toEqual(
        projects.filter((p) => p.project.city === city).map((p) => p.route),
      );
    }
    for (const service of new Set(projects.flatMap((p) => p.project.services))) {
      expect(filters).toContain(projectServiceRoute(service));
      expect(listed(projectServiceRoute(service))).toEqual(
        projects.filter((p) => p.project.services.includes(service)).map((p) => p.route),
      );
    }
  });

  it('a town or service list with fewer projects than content/ asks for is noindex, out of sitemap.xml and links to the fuller page', () => {
    const minimum = business.projectListIndexMinimum;
    const xml = fs.readFileSync(path.join(inject('dist'), 'sitemap.xml'), 'utf8');
    const lists = [
      ...[...new Set(projects.map((p) => p.project.city))].map((city) => ({
        route: projectCityRoute(city),
        count: projects.filter((p) => p.project.city === city).length,
        fuller: `/service-areas/${city}`,
      })),
      ...[...new Set(projects.flatMap((p) => p.project.services))].map((service) => ({
        route: projectServiceRoute(service),
        count: projects.filter((p) => p.project.services.includes(service)).length,
        fuller: service,
      })),
    ];
    expect(lists.some((l) => l.count < minimum) && lists.some((l) => l.count >= minimum)).toBe(true);
    for (const l of lists) {
      const d = builtPage(l.route);
      const thin = l.count < minimum;
      const robots = d.querySelector('meta[name="robots"]')?.getAttribute('content');
      expect(robots, l.route).toBe(thin ? 'noindex' : undefined);
      expect(d.querySelector('link[rel="canonical"]') === null, l.route).toBe(thin);
      expect(xml.includes(`<loc>${business.siteUrl}${l.route}</loc>`), l.route).toBe(!thin);
      const fuller = d.querySelector('[data-testid="project-list-fuller"]');
      if (thin) expect(hrefs(fuller), l.route).toEqual([l.fuller]);
      else expect(fuller, l.route).toBeNull();
    }
  });

  it("the thin-town check counts an area page's projects (listed after <main>) as its local projects", () => {
    const measured = measureAreas(builtAreaTexts(inject('dist')));
    expect(measured.length).toBeGreaterThan(0);
    for (const m of measured) {
      const own = projectsFor(m.route, metas).length > 0;
      expect(m.missing.includes('local projects'), m.route).toBe(!own);
    }
  });

  it('each project page shows its facts and has CreativeWork data with its town, and no ratings or reviews', () => {
    for (const p of projects) {
      const d = builtPage(p.route);
      const facts = d.querySelector('[data-testid="project-facts"]')!.textContent!;
      expect(facts).toContain(String(p.project.year));
      const town = site.pageByRoute.get(`/service-areas/${p.project.city}`)!.frontmatter.area!.city;
      expect(facts).toContain(town);
      expect(hrefs(d.querySelector('[data-testid="project-services"]'))).toEqual(p.project.services);
      const work = graphOf(d).find((n) => n['@type'] === 'CreativeWork')!;
      expect((work.locationCreated as { name: string }).name).toContain(town);
      expect(JSON.stringify(work)).not.toMatch(/aggregateRating|"review"/);
    }
  });

  it('area pages list the projects in their town and service pages the projects that used them', () => {
    for (const page of site.pages.filter((p) => p.frontmatter.area || /^\/services\/[a-z0-9-]+$/.test(p.route))) {
      const expected = projectsFor(page.route, metas)
        .slice(0, 3)
        .map((p) => p.route);
      const block = builtPage(page.route).querySelector('[data-testid="related-projects"]');
      if (!expected.length) expect(block, page.route).toBeNull();
      else expect(hrefs(block, 'h3 a'), page.route).toEqual(expected);
    }
  });
});

describe('site files and navigation', () => {
  const dist = inject('dist');

  it('sitemap.xml lists every built route (collections and their generated pages too), no drafts', () => {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(business.siteUrl, '') || '/');
    const expected = builtRoutes(site)
      .filter((r) => !r.hidden)
      .map((r) => r.route);
    expect(locs.sort()).toEqual(expected.sort());
    for (const r of [...articles, ...projects]) expect(locs).toContain(r.route);
    for (const route of site.unpublished.keys()) expect(locs).not.toContain(route);
  });

  it('the feed file is the one the article pages link to', () => {
    const xml = fs.readFileSync(path.join(dist, FEED_PATH.slice(1)), 'utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    for (const a of articles.slice(0, 20)) expect(xml).toContain(`<link>${business.siteUrl}${a.route}</link>`);
  });

  it('the header and footer link Articles and Projects; the HTML site map lists every article and project', () => {
    const home = builtPage('/');
    for (const route of [ARTICLES, PROJECTS]) {
      expect(hrefs(home.querySelector('header'))).toContain(route);
      expect(hrefs(home.querySelector('footer'))).toContain(route);
    }
    const map = hrefs(builtPage('/sitemap').querySelector('main'));
    for (const r of [...articles, ...projects]) expect(map).toContain(r.route);
  });
});
