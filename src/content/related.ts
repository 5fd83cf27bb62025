// Which services and service areas each page's related blocks link to. Picked by relevance, then filled in a
// fixed order, and then checked over the whole site so that every service and every area page is linked from at
// least one other page's block (a new page is never left out just because the first six by order were taken).
// Pure functions: the layout feeds them the route table, the tests feed them fixtures.
import type { ParsedPage } from './load.ts';
import { isChildOf, SECTIONS, type Section } from './route-path.ts';

export const RELATED_LIMIT = 6;

/** What the selection needs to know about one page (from its frontmatter and body, see `relatedMeta`). */
export interface RelatedPage {
  route: string;
  order: number;
  label: string;
  hidden?: boolean;
  /** Routes the writer listed in frontmatter `related:`; shown first, in that order. */
  related?: string[];
  /** Service-area pages: the county (areas in the same county are related). */
  county?: string;
  /** Internal routes the page links to in its text: the services (or areas) it mentions. */
  links?: string[];
}

/** Per service-area slug (content/areas.yaml): the towns next to it and the services its page shows. */
export interface AreaRelations {
  nearby?: string[];
  services?: { href: string }[];
}

export interface RelatedBlock {
  services: string[];
  areas: string[];
}

/** What the build hands to the layout for each page (virtual:route-table's `related`): the selection's inputs, and
 * `lists`, the sections whose pages the page's own text already lists (its related block for them is left out). */
export type RelatedMeta = Pick<RelatedPage, 'related' | 'county' | 'links'> & { lists?: Section[] };

/** The fields of a parsed page the selection uses; what the build hands to the layout for each page. */
export function relatedMeta(page: Pick<ParsedPage, 'frontmatter' | 'body'>): RelatedMeta {
  const fm = page.frontmatter;
  const answers = (fm.faq ?? []).map((q) => q.answer.html).join('\n');
  return {
    ...(fm.related?.length ? { related: fm.related } : {}),
    ...(fm.area ? { county: fm.area.county } : {}),
    links: linkedRoutes(`${page.body}\n${answers}`),
    ...(listedSections(page.body).length ? { lists: listedSections(page.body) } : {}),
  };
}

/**
 * The sections whose pages a page body lists as a block of links: `<PageLinks of="/services" />` and `<AreaServices>`
 * list services, `<PageLinks of="/service-areas" />` and `<AreaCards>` list areas. One block of each per page.
 */
function listedSections(body: string): Section[] {
  const of = [...body.matchAll(/<PageLinks\b[^>]*?\bof=["']([^"']+)["']/g)].map((m) => m[1]);
  const lists: Section[] = [];
  if (of.includes(SECTIONS.services) || /<AreaServices\b/.test(body)) lists.push('services');
  if (of.includes(SECTIONS.areas) || /<AreaCards\b/.test(body)) lists.push('areas');
  return lists;
}

/** Service and area routes a page's text links to, in order of first mention: Markdown links and href/to props. */
export function linkedRoutes(text: string): string[] {
  const found = [
    ...text.matchAll(/\]\((\/[a-z0-9/-]*)[)#?]/g),
    ...text.matchAll(/\b(?:href|to)=["'{]*["'](\/[a-z0-9/-]*)[#?"']/g),
  ]
    .sort((a, b) => a.index - b.index)
    .map((m) => m[1]!)
    .filter((r) => sectionOf(r) !== undefined);
  return [...new Set(found)];
}

/** The section a route is a page of ("/services/x" → services), if any. */
export function sectionOf(route: string): Section | undefined {
  for (const [name, prefix] of Object.entries(SECTIONS) as [Section, string][]) {
    if (isChildOf(route, prefix)) return name;
  }
  return undefined;
}

const slugOf = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/**
 * The related blocks of every visible page. For each page and section, in this order, without repeats and never
 * the page itself: the routes listed in its `related:`; then by relevance (areas: the towns listed as nearby in
 * content/areas.yaml, then areas in the same county, then areas whose page offers this service; services: the
 * services the page links to or, for an area page, shows); then the section's pages in menu order, starting
 * after the page's own place so siblings don't all show the same ones. Finally, a page no other page links to
 * takes the last picked-by-fill (or by-relevance) slot of the page before it in the section.
 */
export function relatedTable(
  pages: RelatedPage[],
  areaData: Record<string, AreaRelations> = {},
  limit = RELATED_LIMIT,
): Map<string, RelatedBlock> {
  const visible = pages.filter((p) => !p.hidden);
  // The route table's order (src/content/pages.ts): `order`, then label.
  const byOrder = (a: RelatedPage, b: RelatedPage) => a.order - b.order || a.label.localeCompare(b.label);
  const members: Record<Section, RelatedPage[]> = {
    services: visible.filter((p) => sectionOf(p.route) === 'services').sort(byOrder),
    areas: visible.filter((p) => sectionOf(p.route) === 'areas').sort(byOrder),
  };
  const countyOf = new Map(members.areas.map((p) => [p.route, p.county]));
  /** For each pick: whether the writer asked for it (explicit picks are never given away by the coverage pass). */
  const explicit = new Map<string, Set<string>>();
  const table = new Map<string, RelatedBlock>();

  function relevant(page: RelatedPage, section: Section): string[] {
    const links = page.links ?? [];
    if (section === 'services') {
      const shown = sectionOf(page.route) === 'areas' ? (areaData[slugOf(page.route)]?.services ?? []) : [];
      return [...links.filter((r) => sectionOf(r) === 'services'), ...shown.map((s) => s.href)];
    }
    const own = sectionOf(page.route) === 'areas' ? page.route : undefined;
    const nearby = own ? (areaData[slugOf(own)]?.nearby ?? []).map((s) => `${SECTIONS.areas}/${s}`) : [];
    const county = own ? countyOf.get(own) : undefined;
    const sameCounty = county ? members.areas.filter((a) => countyOf.get(a.route) === county).map((a) => a.route) : [];
    // A service page relates to the areas whose page offers it.
    const offering =
      sectionOf(page.route) === 'services'
        ? members.areas
            .filter((a) => areaData[slugOf(a.route)]?.services?.some((s) => s.href === page.route))
            .map((a) => a.route)
        : [];
    return [...links.filter((r) => sectionOf(r) === 'areas'), ...nearby, ...sameCounty, ...offering];
  }

  for (const page of visible) {
    const block: RelatedBlock = { services: [], areas: [] };
    const asked = new Set<string>();
    for (const section of ['services', 'areas'] as const) {
      const list = members[section];
      const routes = new Set(list.map((p) => p.route));
      const picks: string[] = [];
      const add = (r: string) => {
        if (picks.length < limit && routes.has(r) && r !== page.route && !picks.includes(r)) picks.push(r);
      };
      for (const r of page.related ?? []) {
        add(r);
        if (picks.includes(r)) asked.add(r);
      }
      for (const r of relevant(page, section)) add(r);
      const at = list.findIndex((p) => p.route === page.route);
      for (let i = 1; i <= list.length; i++) add(list[(at + i) % list.length]!.route);
      block[section] = picks;
    }
    explicit.set(page.route, asked);
    table.set(page.route, block);
  }

  // Coverage: every page of a section is linked from some other page's block.
  for (const section of ['services', 'areas'] as const) {
    const list = members[section];
    if (list.length < 2) continue;
    const linkCount = new Map<string, number>();
    for (const block of table.values()) for (const r of block[section]) linkCount.set(r, (linkCount.get(r) ?? 0) + 1);
    list.forEach((target, i) => {
      if (linkCount.get(target.route)) return;
      // Hosts: the pages before it in the section (nearest first), then every other visible page.
      const hosts = [
        ...list.slice(0, i).reverse(),
        ...list.slice(i + 1).reverse(),
        ...visible.filter((p) => sectionOf(p.route) !== section),
      ];
      for (const host of hosts) {
        const picks = table.get(host.route)![section];
        const asked = explicit.get(host.route)!;
        if (picks.length < limit) {
          picks.push(target.route);
        } else {
          // Give up the last slot whose page is linked from somewhere else too.
          const slot = picks.findLastIndex((r) => !asked.has(r) && (linkCount.get(r) ?? 0) > 1);
          if (slot < 0) continue;
          linkCount.set(picks[slot]!, linkCount.get(picks[slot]!)! - 1);
          picks[slot] = target.route;
        }
        linkCount.set(target.route, 1);
        return;
      }
    });
  }
  return table;
}
