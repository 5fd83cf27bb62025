// The lists of pages a visitor sees, as built: related blocks and footer columns come from the route table, so
// adding, renaming or removing a page changes them and nothing else. Expectations come from currentSite().pages and
// content/, never from a typed list of routes.
import { describe, expect, it } from 'vitest';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/model.ts';
import { RELATED_LIMIT, relatedMeta, relatedTable, sectionOf } from '../../src/content/related.ts';
import { FINE_PRINT_ORDER } from '../../src/content/menus.ts';
import { MENU_LIMIT } from '../../src/content/site-nav.ts';
import { isCollectionIndex } from '../../src/content/collections.ts';
import { builtPage } from '../support/html.ts';
import { ui } from '../support/content.ts';
import { langOfRoute } from '../../src/content/route-path.ts';

const pages = currentSite().pages;
const visible = pages.filter((p) => !p.frontmatter.hidden);
const label = (p: (typeof pages)[number]) => p.frontmatter.label ?? p.frontmatter.title;
const byOrder = (a: (typeof pages)[number], b: (typeof pages)[number]) =>
  a.frontmatter.order - b.frontmatter.order || label(a).localeCompare(label(b));
const hrefs = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll(selector) ?? [])].map((a) => a.getAttribute('href')!);

const blocks = new Map(
  visible.map((p) => {
    const d = builtPage(p.route);
    return [
      p.route,
      {
        services: hrefs(d.querySelector('[data-testid="related-services"]'), 'ul a'),
        areas: hrefs(d.querySelector('[data-testid="service-areas"]'), 'ul a'),
      },
    ] as const;
  }),
);

describe('related blocks', () => {
  // The sections whose pages a page's own text lists (relatedMeta's `lists`, of its English page): no related block.
  const { pairs } = currentSite();
  const listedBy = (route: string) => {
    const english = pages.find((p) => p.route === (langOfRoute(route) === 'en' ? route : pairs.get(route)))!;
    return new Set(relatedMeta(english).lists ?? []);
  };

  it('on every visible page: at most the limit, never the page itself, no repeats', () => {
    for (const [route, block] of blocks)
      for (const section of ['services', 'areas'] as const) {
        const list = block[section];
        if (listedBy(route).has(section)) {
          expect(list, `${route} lists its ${section} in its text and again in a related block`).toEqual([]);
          continue;
        }
        expect(list.length, route).toBeGreaterThan(0);
        expect(list.length, route).toBeLessThanOrEqual(RELATED_LIMIT);
        expect(list, route).not.toContain(route);
        expect(new Set(list).size, route).toBe(list.length);
      }
  });

  it('link every service page and every service-area page from at least one other page', () => {
    for (const section of ['services', 'areas'] as const) {
      const members = visible.filter((p) => sectionOf(p.route) === section).map((p) => p.route);
      const unlinked = members.filter(
        (r) => ![...blocks].some(([host, block]) => host !== r && block[section].includes(r)),
      );
      expect(unlinked, `${section} pages no related block links to`).toEqual([]);
    }
  });

  it('are the selection src/content/related.ts makes from the route table and content/areas.yaml', () => {
    const table = relatedTable(
      pages.map((p) => ({
        route: p.route,
        order: p.frontmatter.order,
        label: label(p),
        hidden: p.frontmatter.hidden,
        ...relatedMeta(p),
      })),
      siteData('areas'),
    );
    // A Spanish page shows its English page's selection, each in its Spanish translation; pages not translated
    // yet are left out (a Spanish visitor is not sent to an English page from a related block).
    const inSpanish = (routes: string[]) => routes.flatMap((r) => (pairs.has(r) ? [pairs.get(r)!] : []));
    for (const [route, block] of blocks) {
      const selected = table.get(langOfRoute(route) === 'en' ? route : pairs.get(route)!)!;
      const shown = (section: 'services' | 'areas', routes: string[]) =>
        listedBy(route).has(section) ? [] : langOfRoute(route) === 'en' ? routes : inSpanish(routes);
      expect(block, route).toEqual({
        services: shown('services', selected.services),
        areas: shown('areas', selected.areas),
      });
    }
  });

  it('show a page’s own related: routes first, in the order listed', () => {
    for (const p of visible) {
      const wanted = (p.frontmatter.related ?? []).filter((r) => r !== p.route);
      const shown = blocks.get(p.route)!;
      for (const section of ['services', 'areas'] as const) {
        if (listedBy(p.route).has(section)) continue;
        const own = wanted.filter((r) => sectionOf(r) === section).slice(0, RELATED_LIMIT);
        expect(shown[section].slice(0, own.length), p.route).toEqual(own);
      }
    }
  });
});

describe('footer columns', () => {
  const footer = builtPage('/').querySelector('footer')!;
  const column = (title: string) =>
    hrefs([...footer.querySelectorAll('h2')].find((h) => h.textContent === title)?.closest('details'), 'a');
  const section = (name: 'services' | 'areas') => visible.filter((p) => sectionOf(p.route) === name).sort(byOrder);

  it('list the services and service areas of the route table (capped, then a link to all of them)', () => {
    for (const [title, name, index] of [
      [ui.en.footer.services, 'services', '/services'],
      [ui.en.footer.serviceAreas, 'areas', '/service-areas'],
    ] as const) {
      const members = section(name).map((p) => p.route);
      expect(column(title)).toEqual([...members.slice(0, MENU_LIMIT), ...(members.length > MENU_LIMIT ? [index] : [])]);
    }
  });

  it('list every other top-level page: the Company column, then the fine print', () => {
    const top = visible
      .filter((p) => p.route !== '/' && p.route.split('/').length === 2)
      .filter((p) => isCollectionIndex(p.route) || !visible.some((c) => c.route.startsWith(p.route + '/')))
      .sort(byOrder);
    expect(column(ui.en.footer.company)).toEqual(
      top.filter((p) => p.frontmatter.order < FINE_PRINT_ORDER).map((p) => p.route),
    );
    const links = hrefs(footer, 'a');
    for (const p of top.filter((p) => p.frontmatter.order >= FINE_PRINT_ORDER)) expect(links).toContain(p.route);
  });
});
