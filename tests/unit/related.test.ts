import { describe, expect, it } from 'vitest';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/model.ts';
import {
  linkedRoutes,
  relatedMeta,
  relatedTable,
  sectionOf,
  type RelatedBlock,
  type RelatedPage,
} from '../../src/content/related.ts';

const svc = (slug: string, order: number, extra: Partial<RelatedPage> = {}): RelatedPage => ({
  route: `/services/${slug}`,
  order,
  label: slug,
  ...extra,
});
const area = (slug: string, order: number, county: string, extra: Partial<RelatedPage> = {}): RelatedPage => ({
  route: `/service-areas/${slug}`,
  order,
  label: slug,
  county,
  ...extra,
});

/** Routes of `section` that no page other than themselves links to from a related block. */
function unlinked(table: Map<string, RelatedBlock>, pages: RelatedPage[], section: keyof RelatedBlock): string[] {
  const members = pages.filter((p) => !p.hidden && sectionOf(p.route) === section).map((p) => p.route);
  return members.filter((r) => ![...table].some(([host, block]) => host !== r && block[section].includes(r)));
}

describe('related blocks', () => {
  const services = ['a', 'b', 'c', 'd', 'e'].map((s, i) => svc(s, (i + 1) * 10));
  const areas = [area('p', 1, 'North'), area('q', 2, 'South'), area('r', 3, 'North'), area('s', 4, 'South')];

  it('shows the frontmatter related: routes first, in their order, never the page itself, then fills up to the limit', () => {
    const page = svc('c', 30, { related: ['/services/e', '/services/c', '/service-areas/s', '/services/a'] });
    const table = relatedTable([...services.filter((s) => s.route !== page.route), page, ...areas], {}, 3);
    expect(table.get(page.route)!.services).toEqual(['/services/e', '/services/a', '/services/d']);
    expect(table.get(page.route)!.areas[0]).toBe('/service-areas/s');
  });

  it('fills in menu order starting after the page itself, so neighbours differ', () => {
    const table = relatedTable([...services, ...areas], {}, 2);
    expect(table.get('/services/b')!.services).toEqual(['/services/c', '/services/d']);
    expect(table.get('/services/e')!.services).toEqual(['/services/a', '/services/b']);
    // A page outside the section starts from the top.
    const about = { route: '/about', order: 60, label: 'About' };
    expect(relatedTable([about, ...services], {}, 2).get('/about')!.services).toEqual(['/services/a', '/services/b']);
  });

  it('relates services the page links to, and the services an area page shows', () => {
    const page = { route: '/foundation-repair-cost', order: 40, label: 'Cost', links: ['/services/d', '/faq'] };
    const table = relatedTable([page, ...services, ...areas], { q: { services: [{ href: '/services/e' }] } }, 2);
    expect(table.get(page.route)!.services).toEqual(['/services/d', '/services/a']);
    expect(table.get('/service-areas/q')!.services).toEqual(['/services/e', '/services/a']);
  });

  it('relates nearby areas first, then areas in the same county, then areas offering the service', () => {
    const table = relatedTable(
      [...services, ...areas],
      { s: { nearby: ['p'] }, r: { services: [{ href: '/services/b' }] } },
      2,
    );
    expect(table.get('/service-areas/s')!.areas).toEqual(['/service-areas/p', '/service-areas/q']);
    expect(table.get('/service-areas/p')!.areas).toEqual(['/service-areas/r', '/service-areas/q']);
    expect(table.get('/services/b')!.areas[0]).toBe('/service-areas/r');
  });

  it('links every page of a section from some other page, even when relevance would leave one out', () => {
    // Every area names p and q as its neighbours: r, s and t would never be picked without the coverage pass.
    const many = [...areas, area('t', 5, 'East')];
    const nearby = Object.fromEntries(
      ['p', 'q', 'r', 's', 't'].map((s) => [s, { nearby: ['p', 'q'].filter((n) => n !== s) }]),
    );
    expect(unlinked(relatedTable(many, nearby, 1), many, 'areas')).toEqual([]);
    const table = relatedTable([...services, ...many], nearby, 2);
    expect(unlinked(table, [...services, ...many], 'areas')).toEqual([]);
    expect(unlinked(table, [...services, ...many], 'services')).toEqual([]);
    for (const [route, block] of table) {
      expect(block.areas, route).not.toContain(route);
      expect(new Set(block.areas).size).toBe(block.areas.length);
      expect(block.areas.length).toBeLessThanOrEqual(2);
    }
  });

  it("never gives away a writer's related: pick to cover another page", () => {
    const pinned = [
      svc('a', 10, { related: ['/services/b'] }),
      svc('b', 20, { related: ['/services/a'] }),
      svc('c', 30, { related: ['/services/a'] }),
    ];
    const table = relatedTable(pinned, {}, 1);
    expect(table.get('/services/a')!.services).toEqual(['/services/b']);
    expect(table.get('/services/b')!.services).toEqual(['/services/a']);
    // c is linked from nowhere by relevance; only an unpinned slot may carry it, and there is none.
    expect(table.get('/services/c')!.services).toEqual(['/services/a']);
    const roomier = relatedTable(pinned, {}, 2);
    expect(unlinked(roomier, pinned, 'services')).toEqual([]);
  });

  it('leaves hidden pages out, and is the same every time', () => {
    const pages = [...services, svc('hidden', 1, { hidden: true }), ...areas];
    const table = relatedTable(pages);
    expect(table.has('/services/hidden')).toBe(false);
    for (const block of table.values()) expect(block.services).not.toContain('/services/hidden');
    expect(JSON.stringify([...relatedTable([...pages].reverse())].sort())).toBe(JSON.stringify([...table].sort()));
  });

  it('finds the service and area routes a page text links to, in order, once each', () => {
    expect(
      linkedRoutes(
        'See [leveling](/services/house-leveling#cost) and <Link to="/service-areas/alvin-tx">Alvin</Link>, ' +
          '<a href="/services/house-leveling">again</a>, [faq](/faq), [x](/services) and [y](/services/a/b).',
      ),
    ).toEqual(['/services/house-leveling', '/service-areas/alvin-tx']);
  });
});

describe('the real route table', () => {
  const pages = currentSite().pages;
  const input = pages.map((p) => ({
    route: p.route,
    order: p.frontmatter.order,
    label: p.frontmatter.label ?? p.frontmatter.title,
    hidden: p.frontmatter.hidden,
    ...relatedMeta(p),
  }));
  const table = relatedTable(input, siteData('areas'));

  it('links every service and every service-area page from at least one other page’s related block', () => {
    expect(unlinked(table, input, 'services')).toEqual([]);
    expect(unlinked(table, input, 'areas')).toEqual([]);
  });

  it('lists only pages that exist in related: frontmatter', () => {
    const routes = new Set(pages.map((p) => p.route));
    for (const p of pages)
      for (const r of p.frontmatter.related ?? []) expect(routes.has(r), `${p.route} related: ${r}`).toBe(true);
  });
});
