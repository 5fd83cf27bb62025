// The home page, the service pages and the cost guide as built: the page parts SPEC.md asks for around the data
// blocks (content-shown.test.ts checks what those show against content/ and pages/, spec-counts.test.ts what SPEC
// counts), illustrations with alt text and sizes, and internal links (and #anchors) that land on real pages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/model.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { builtPage } from '../support/html.ts';
import { componentsIn, filled, serviceDetail, sourcePage, ui } from '../support/content.ts';
import { specServiceRoutes } from '../support/spec.ts';

const dist = inject('dist');
const business = siteData('business');
const servicePages = currentSite().pages.filter((p) => p.route.startsWith('/services/'));
const label = (p: (typeof servicePages)[number]) => p.frontmatter.label ?? p.frontmatter.title;

const cache = new Map<string, Document>();
function page(route: string): Document {
  if (!cache.has(route)) cache.set(route, builtPage(route));
  return cache.get(route)!;
}
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const main = (d: Document) => d.querySelector('main')!;
const mainText = (d: Document) => norm(main(d).textContent);
const count = (d: Document, selector: string) => main(d).querySelectorAll(selector).length;
const texts = (d: Document, selector: string) =>
  [...main(d).querySelectorAll(selector)].map((e) => norm(e.textContent));

function graph(d: Document): { '@type': string; [k: string]: any }[] {
  return JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];
}

const ourRoutes = ['/', '/services', '/foundation-repair-cost', ...servicePages.map((p) => p.route)];

describe('every page we own', () => {
  for (const route of ourRoutes) {
    it(`${route}: one h1, illustrations with alt text and sizes, internal links and anchors that resolve`, () => {
      const d = page(route);
      expect(d.querySelectorAll('h1')).toHaveLength(1);

      for (const img of main(d).querySelectorAll('img')) {
        expect(img.getAttribute('alt'), img.outerHTML.slice(0, 80)).toBeTruthy();
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      }

      for (const a of d.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (href.startsWith('#')) {
          expect(d.getElementById(href.slice(1)), `anchor ${href} on ${route}`).not.toBeNull();
          continue;
        }
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const [beforeHash, hash] = href.split('#') as [string, string | undefined];
        const pathname = beforeHash.split('?')[0]!;
        expect(pathname === '/' || !pathname.endsWith('/'), `no trailing slash: ${href}`).toBe(true);
        const file = path.join(dist, htmlFileForRoute(pathname));
        expect(fs.existsSync(file), `${route} links to ${href}, but ${path.relative(dist, file)} was not built`).toBe(
          true,
        );
        if (hash) expect(page(pathname).getElementById(hash), `${href}: no element with id "${hash}"`).not.toBeNull();
      }
    });
  }
});

describe('service pages', () => {
  it('the service pages SPEC names come in the menu order SPEC gives (other service pages may sit between them)', () => {
    const menuOrder = [...servicePages]
      .sort((a, b) => a.frontmatter.order - b.frontmatter.order)
      .map((p) => p.route)
      .filter((r) => specServiceRoutes.includes(r));
    expect(menuOrder).toEqual(specServiceRoutes.filter((r) => servicePages.some((p) => p.route === r)));
  });

  for (const p of servicePages) {
    it(`${p.route}: Service JSON-LD names the page's service; the main actions are on the page`, () => {
      const d = page(p.route);
      const service = graph(d).find((n) => n['@type'] === 'Service');
      expect(service?.name).toBe(p.frontmatter.service?.name);
      expect(main(d).querySelector('a[href="/book-inspection"]')).not.toBeNull();
      expect(main(d).querySelector('a[href^="tel:"]')).not.toBeNull();
    });
  }

  // What the data blocks show (tiers, methods, cards, steps, lists, FAQ) is checked item for item against content/
  // in content-shown.test.ts, and the counts SPEC gives in spec-counts.test.ts; here, the page parts around them.
  it('crawl space: hero phone button, cards with features, a costs section, breadcrumb Services > Crawl Space Services', () => {
    const d = page('/services/crawl-space');
    const hero = main(d).querySelector('section')!;
    expect(hero.querySelector('h1')).not.toBeNull();
    expect(hero.querySelector('a[href^="tel:"]')?.textContent).toContain(business.phone);
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    for (const c of cards) expect(c.querySelectorAll('[data-testid="features"] li').length).toBeGreaterThan(0);
    expect(count(d, '[data-testid="cost-tier-timeline"]')).toBe(count(d, '[data-testid="cost-tier"]'));
    expect(mainText(d)).toContain(business.warranty.crawlSpace);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
    const crumbs = [...d.querySelectorAll(`nav[aria-label="${ui.en.breadcrumbs.label}"] li`)].map((li) =>
      norm(li.textContent).replace(/\s*\/$/, ''),
    );
    const labelOf = (route: string) => sourcePage(route).frontmatter.label ?? sourcePage(route).frontmatter.title;
    const trail = [ui.en.breadcrumbs.home, labelOf('/services'), labelOf('/services/crawl-space')];
    expect(crumbs).toEqual(trail);
    const list = graph(d).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(list.itemListElement.map((i: any) => i.name)).toEqual(trail);
  });

  it('concrete lifting: what polyjacking is, a lifting-versus-replacement table with a cost row, pricing', () => {
    const d = page('/services/concrete-lifting');
    expect(mainText(d)).toMatch(/What polyjacking is/i);
    const table = main(d).querySelector('[data-testid="comparison-table"]')!;
    const heads = [...table.querySelectorAll('thead th')].map((th) => norm(th.textContent));
    expect(heads[1]).toMatch(/lifting/i);
    expect(heads[2]).toMatch(/replace/i);
    expect([...table.querySelectorAll('tbody th')].some((th) => /cost/i.test(norm(th.textContent)))).toBe(true);
    expect(count(d, '[data-testid="cost-tier"]')).toBeGreaterThan(0);
    expect(mainText(d)).toContain(business.warranty.concreteLifting);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  it('structural engineer: cards with deliverables, costs and a call to action', () => {
    const d = page('/services/structural-engineer');
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    for (const c of cards) expect(c.querySelectorAll('[data-testid="deliverables"] li').length).toBeGreaterThan(0);
    expect(count(d, '[data-testid="cost-tier"]')).toBeGreaterThan(0);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  /** The service data the page's `<component of="…">` points at (content/service-details.yaml); fails when the page
   * lost the block. */
  const detailShown = (route: string, component: string) => {
    const [use] = componentsIn(route, component);
    expect(use, `<${component}> on ${route}`).toBeDefined();
    const detail = serviceDetail(String(use!.of));
    expect(detail, `content/service-details.yaml: ${String(use!.of)}`).toBeDefined();
    return detail!;
  };

  it('slab repair: the methods content/ gives, each with best-for, cost and timeline', () => {
    const route = '/services/slab-foundation-repair';
    const detail = detailShown(route, 'RepairMethods');
    const methods = [...main(page(route)).querySelectorAll('[data-testid="repair-method"]')];
    expect(methods.map((m) => norm(m.querySelector('h3')?.textContent))).toEqual(
      (detail.methods ?? []).map((m) => filled(m.name, detail.figures)),
    );
    const w = ui.en.blocks.cards;
    methods.forEach((m, i) => {
      // The cost's label says what it covers (content/service-details.yaml `scope`: one pier of this kind).
      const scope = ui.en.blocks.priceScope[detail.methods![i]!.scope];
      expect([...m.querySelectorAll('dt')].map((dt) => norm(dt.textContent))).toEqual([
        w.bestFor,
        `${w.cost} ${scope}`,
        w.timeline,
      ]);
    });
  });

  it('drainage: the solution cards content/ gives, each with a cost, and a call to action', () => {
    const route = '/services/drainage-solutions';
    const detail = detailShown(route, 'ServiceCards');
    const d = page(route);
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    expect(cards.map((c) => norm(c.querySelector('h3')?.textContent))).toEqual(
      (detail.cards ?? []).map((c) => filled(c.title, detail.figures)),
    );
    for (const c of cards) expect(c.querySelector('[data-testid="service-card-cost"]')).not.toBeNull();
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  it('foundation inspection: the duration and report time of content/business.yaml', () => {
    // That it is free, and every line of its key facts: content-shown.test.ts (<KeyFacts>).
    const d = page('/services/foundation-inspection');
    for (const f of [business.inspection.duration, business.inspection.reportWithin]) expect(mainText(d)).toContain(f);
  });
});

describe('home page', () => {
  const d = () => page('/');

  it('hero with the free-inspection button and the phone number', () => {
    const hero = main(d()).querySelector('section')!;
    expect(hero.querySelector('h1')).not.toBeNull();
    expect(norm(hero.querySelector('a[href="/book-inspection"]')?.textContent)).toBe(ui.en.actions.bookFreeInspection);
    expect(hero.querySelector('a[href^="tel:"]')?.textContent).toContain(business.phone);
  });

  it('warning signs, a before/after pair, the first six service cards, trust points, testimonials', () => {
    expect(count(d(), '[data-list="signs"] [data-testid="warning-sign"]')).toBeGreaterThanOrEqual(4);
    const pair = main(d()).querySelector('[data-testid="before-after"]')!;
    expect(texts(d(), '[data-testid="before-after"] figure span').slice(0, 2)).toEqual([
      ui.en.blocks.cards.before,
      ui.en.blocks.cards.after,
    ]);
    expect(pair.querySelectorAll('img[loading="lazy"]')).toHaveLength(2);

    // The home page shows the first six services of the route table (<PageLinks of="/services" limit={6} />).
    const cards = [...main(d()).querySelectorAll('[data-page-links="/services"] li > a[href^="/services/"]')];
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(
      servicePages
        .filter((p) => !p.frontmatter.hidden)
        .sort((a, b) => a.frontmatter.order - b.frontmatter.order || label(a).localeCompare(label(b)))
        .slice(0, 6)
        .map((p) => p.route),
    );
    for (const a of cards) expect(a.getAttribute('href')).toMatch(/^\/services\/[a-z-]+$/);

    // The trust points' titles: the words of content/ui.en.yaml with the facts of content/business.yaml.
    const trust = texts(d(), '[data-testid="trust-point"]').join(' | ').toLowerCase();
    const tp = ui.en.blocks.trustPoints;
    const { rating, warranty } = business;
    for (const f of [
      filled(tp.since, { founded: String(business.founded) }),
      tp.family,
      tp.licensed,
      filled(tp.bureau, { grade: rating.bureauGrade }),
      filled(tp.reviews, {
        rating: `${rating.value}/${rating.best}`,
        count: `${rating.reviewCount.toLocaleString('en-US')}+`,
      }),
      filled(tp.warranty, { term: `${warranty.term}${warranty.transferable ? tp.transferable : ''}` }),
      business.inspection.price === 0 ? tp.inspection : tp.paidInspection,
      filled(tp.emergency, { available: business.emergency.available }),
    ])
      expect(trust).toContain(f.toLowerCase());

    // Which testimonials, and how many: content-shown.test.ts and spec-counts.test.ts.
    expect(main(d()).querySelector('[data-testimonial]')).not.toBeNull();
  });

  it('links to every service-area page, then the map and the inline inspection form', () => {
    const built = fs.readdirSync(path.join(dist, 'service-areas')).filter((f) => f.endsWith('.html'));
    const links = [...main(d()).querySelectorAll('[data-page-links="/service-areas"] a[href^="/service-areas/"]')].map(
      (a) => a.getAttribute('href'),
    );
    expect(links.sort()).toEqual(built.map((f) => `/service-areas/${f.replace(/\.html$/, '')}`).sort());
    const t = mainText(d());
    expect(t).toContain(business.address.street);
    const form = main(d()).querySelector('form');
    expect(form, 'inline inspection form').not.toBeNull();
    for (const name of ['name', 'phone', 'email', 'address'])
      expect(form!.querySelector(`[name="${name}"]`), name).not.toBeNull();
  });

  it('keeps the LocalBusiness, Organization and WebSite structured data', () => {
    const types = graph(d()).map((n) => n['@type']);
    expect(types).toEqual(expect.arrayContaining(['HomeAndConstructionBusiness', 'Organization', 'WebSite']));
  });
});

describe('services list and cost guide', () => {
  it('/services lists every service page of the route table', () => {
    const d = page('/services');
    const links = [...main(d).querySelectorAll('[data-testid="service-list"] a')].map((a) => a.getAttribute('href'));
    expect(links.sort()).toEqual(servicePages.map((p) => p.route).sort());
  });
});

describe('figures are typed once', () => {
  it('no page we own types a dollar amount: prices come from content/', () => {
    const files = [
      'pages/index.mdx',
      'pages/foundation-repair-cost.mdx',
      ...servicePages.map((p) => path.relative(process.cwd(), p.file)),
      'pages/services/index.mdx',
    ];
    for (const f of files) expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/\$\s?\d/);
  });
});
