// The articles' RSS 2.0 feed (dist/articles/feed.xml): the published articles, newest first, with absolute links
// and RFC 822 dates. Linked from the head of every article page and the article lists (src/seo/SeoHead.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { loadSite, type SiteModel } from '../../src/content/model.ts';
import { ARTICLES, FEED_PATH } from '../../src/content/collections.ts';
import { collectionOf } from '../../src/content/route-path.ts';
import { absoluteUrl } from '../../src/seo/structured-data.ts';
import type { Author, Tag } from '../../src/content/schemas/collections.ts';

/** At most this many items: feed readers only look at the newest. */
export const FEED_LIMIT = 20;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** YYYY-MM-DD as an RFC 822 date (noon UTC, so the day is the same in every US time zone). */
export function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

export function articlesFeed(site: SiteModel): string {
  const business = site.business;
  if (!business) throw new Error('content/business.yaml has problems; the feed needs the site name and address');
  const authors = (site.data.find((d) => d.name === 'authors')?.value ?? []) as Author[];
  const tags = (site.data.find((d) => d.name === 'tags')?.value ?? []) as Tag[];
  const index = site.pageByRoute.get(ARTICLES);
  const articles = site.pages
    .filter((p) => collectionOf(p.route) === 'articles' && p.frontmatter.article && !site.unpublished.has(p.route))
    .sort((a, b) => b.frontmatter.article!.date.localeCompare(a.frontmatter.article!.date))
    .slice(0, FEED_LIMIT);
  const url = (route: string) => escapeXml(absoluteUrl(business.siteUrl, route));
  const items = articles.map((p) => {
    const a = p.frontmatter.article!;
    const author = authors.find((x) => x.id === a.author);
    return [
      '    <item>',
      `      <title>${escapeXml(p.frontmatter.title)}</title>`,
      `      <link>${url(p.route)}</link>`,
      `      <guid isPermaLink="true">${url(p.route)}</guid>`,
      `      <pubDate>${rfc822(a.date)}</pubDate>`,
      `      <description>${escapeXml(p.frontmatter.description)}</description>`,
      ...(author ? [`      <dc:creator>${escapeXml(author.name)}</dc:creator>`] : []),
      ...a.tags.map((t) => `      <category>${escapeXml(tags.find((x) => x.id === t)?.label ?? t)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const newest = articles[0]?.frontmatter.article;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${business.name}: ${index?.frontmatter.label ?? 'Articles'}`)}</title>
    <link>${url(ARTICLES)}</link>
    <description>${escapeXml(index?.frontmatter.description ?? business.tagline)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rfc822(newest.updated ?? newest.date)}</lastBuildDate>\n` : ''}    <atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function writeFeed(outDir: string, site = loadSite()): void {
  if (!site.pageByRoute.has(ARTICLES)) return;
  const file = path.join(outDir, FEED_PATH.slice(1));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, articlesFeed(site));
}
