// The home page, the service pages and the cost guide as built: every section count and figure SPEC.md asks for,
// FAQ structured data that matches the visible questions, illustrations with alt text and sizes, and internal
// links (and #anchors) that land on real pages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/model.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import type { CostGuide } from '../../src/content/schemas/cost-guide.ts';
import type { Testimonials } from '../../src/content/schemas/testimonials.ts';
import { builtPage } from '../support/html.ts';

const dist = inject('dist');
const business = siteData<Business>('business');
const costGuide = siteData<CostGuide>('cost-guide');
const testimonialIds = new Set(siteData<Testimonials>('testimonials').map((t) => t.id));
const servicePages = currentSite().pages.filter((p) => p.route.startsWith('/services/'));
const label = (p: (typeof servicePages)[number]) => p.frontmatter.label ?? p.frontmatter.title;

const cache = new Map<string, Document>();
function page(route: string): Document {
  if (!cache.has(route)) cache.set(route, builtPage(route));
  return cache.get(route)!;
}
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/**
 * The page's main content. If React streamed it (main holds a Suspense placeholder <template id="B:0"> and the
 * content sits in a hidden <div id="S:0"> that an inline script moves into place), read it from there: these
 * tests are about the page's content; whether it arrives inside <main> without JavaScript is the layout's concern.
 */
function main(d: Document): Element {
  const m = d.querySelector('main')!;
  const placeholder = m.querySelector('template[id^="B:"]');
  if (!placeholder) return m;
  return d.getElementById(`S:${placeholder.id.slice(2)}`) ?? m;
}
const mainText = (d: Document) => norm(main(d).textContent);
const count = (d: Document, selector: string) => main(d).querySelectorAll(selector).length;
const texts = (d: Document, selector: string) =>
  [...main(d).querySelectorAll(selector)].map((e) => norm(e.textContent));

function graph(d: Document): { '@type': string; [k: string]: any }[] {
  return JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];
}

function expectFigures(d: Document, figures: string[]) {
  const t = mainText(d);
  for (const f of figures) expect(t, `figure "${f}"`).toContain(f);
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
    const specOrder = [
      '/services/foundation-inspection',
      '/services/slab-foundation-repair',
      '/services/pier-beam-repair',
      '/services/house-leveling',
      '/services/drainage-solutions',
      '/services/crawl-space',
      '/services/concrete-lifting',
      '/services/structural-engineer',
    ];
    const menuOrder = [...servicePages]
      .sort((a, b) => a.frontmatter.order - b.frontmatter.order)
      .map((p) => p.route)
      .filter((r) => specOrder.includes(r));
    expect(menuOrder).toEqual(specOrder.filter((r) => servicePages.some((p) => p.route === r)));
  });

  for (const p of servicePages) {
    it(`${p.route}: Service and FAQPage JSON-LD match the page; the visible FAQ has real questions`, () => {
      const d = page(p.route);
      const nodes = graph(d);
      const service = nodes.find((n) => n['@type'] === 'Service');
      expect(service?.name).toBe(p.frontmatter.service?.name);

      const shownQuestions = texts(d, 'details > summary');
      const shownAnswers = [...main(d).querySelectorAll('details')].map((det) =>
        norm(det.querySelector('summary + div')?.textContent),
      );
      expect(shownQuestions.length).toBeGreaterThanOrEqual(3);
      const faq = nodes.find((n) => n['@type'] === 'FAQPage');
      expect(faq, 'FAQPage structured data').toBeDefined();
      expect(faq!.mainEntity.map((q: any) => norm(q.name))).toEqual(shownQuestions);
      expect(faq!.mainEntity.map((q: any) => norm(q.acceptedAnswer.text))).toEqual(shownAnswers);

      // The main actions are on every service page.
      expect(main(d).querySelector('a[href="/book-inspection"]')).not.toBeNull();
      expect(main(d).querySelector('a[href^="tel:"]')).not.toBeNull();
    });
  }

  it('crawl space: hero phone button, why it matters, 8 signs, 4 cards with features, 6 steps, costs and timeline, 7 FAQs', () => {
    const d = page('/services/crawl-space');
    const hero = main(d).querySelector('section')!;
    expect(hero.querySelector('h1')).not.toBeNull();
    expect(hero.querySelector('a[href^="tel:"]')?.textContent).toContain(business.phone);
    expect(count(d, '[data-list="why"] [data-testid="highlight"]')).toBeGreaterThanOrEqual(3);
    expect(count(d, '[data-list="signs"] [data-testid="warning-sign"]')).toBe(8);
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    expect(cards).toHaveLength(4);
    for (const c of cards) expect(c.querySelectorAll('[data-testid="features"] li').length).toBeGreaterThan(0);
    expect(count(d, '[data-testid="process-step"]')).toBe(6);
    expect(count(d, 'details > summary')).toBe(7);
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual(['$2,500-$4,000', '$5,000-$8,000', '$8,000-$15,000']);
    expect(texts(d, '[data-testid="cost-tier-timeline"]').map((t) => t.replace(/^Timeline:\s*/, ''))).toEqual([
      '1-2 days',
      '3-5 days',
      '5-7 days',
    ]);
    expectFigures(d, [
      '20-mil reinforced vapor barrier',
      '1,200 sq ft',
      '15-25%',
      '$300-600 annually',
      '20+ years',
      business.warranty.crawlSpace,
    ]);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
    // Breadcrumb: Home > Services > Crawl Space Services, visible and in JSON-LD.
    const crumbs = [...d.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) =>
      norm(li.textContent).replace(/\s*\/$/, ''),
    );
    expect(crumbs).toEqual(['Home', 'Services', 'Crawl Space Services']);
    const list = graph(d).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(list.itemListElement.map((i: any) => i.name)).toEqual(['Home', 'Services', 'Crawl Space Services']);
  });

  it('concrete lifting: polyjacking, why concrete sinks, 4 benefits, comparison table, 6 liftable items, 4 steps, pricing, 7 FAQs', () => {
    const d = page('/services/concrete-lifting');
    expect(mainText(d)).toMatch(/What polyjacking is/i);
    expect(count(d, '[data-list="why"] [data-testid="highlight"]')).toBeGreaterThanOrEqual(3);
    expect(count(d, '[data-list="benefits"] [data-testid="highlight"]')).toBe(4);
    expect(count(d, '[data-list="liftable"] [data-testid="highlight"]')).toBe(6);
    expect(count(d, '[data-testid="process-step"]')).toBe(4);
    expect(count(d, 'details > summary')).toBe(7);

    const table = main(d).querySelector('[data-testid="comparison-table"]')!;
    const heads = [...table.querySelectorAll('thead th')].map((th) => norm(th.textContent));
    expect(heads[1]).toMatch(/lifting/i);
    expect(heads[2]).toMatch(/replace/i);
    const costRow = [...table.querySelectorAll('tbody tr')].find((tr) =>
      /cost/i.test(norm(tr.querySelector('th')?.textContent)),
    )!;
    expect([...costRow.querySelectorAll('td')].map((td) => norm(td.textContent))).toEqual([
      '$3-7 per sq ft',
      '$8-15+ per sq ft',
    ]);

    expect(texts(d, '[data-testid="cost-tier"] h3')).toEqual(['50 sq ft', '100 sq ft', '500 sq ft', '800 sq ft']);
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual([
      '$350-$500',
      '$500-$900',
      '$2,000-$3,500',
      '$2,800-$5,000',
    ]);
    expectFigures(d, [
      '5/8 inch',
      '15 minutes',
      '2-4 hours',
      'Same day',
      'over $1,000',
      '0% for 12-18 months',
      'under 3 inches',
      '50-75%',
      business.warranty.concreteLifting,
    ]);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  it('structural engineer: why an engineer, 8 situations, 4 cards with deliverables, 6 steps, costs and timeline, 7 FAQs', () => {
    const d = page('/services/structural-engineer');
    expect(count(d, '[data-list="why"] [data-testid="highlight"]')).toBeGreaterThanOrEqual(3);
    expect(count(d, '[data-list="situations"] [data-testid="highlight"]')).toBe(8);
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    expect(cards).toHaveLength(4);
    for (const c of cards) expect(c.querySelectorAll('[data-testid="deliverables"] li').length).toBeGreaterThan(0);
    expect(count(d, '[data-testid="process-step"]')).toBe(6);
    expect(count(d, 'details > summary')).toBe(7);
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual(['$450-$750', '$800-$1,500', '$1,200-$2,000']);
    expectFigures(d, [
      '2-5 business days',
      '5-7 business days',
      '7-10 business days',
      '2-3 days, for an extra fee',
      '25% of the foundation perimeter',
      '12 months',
    ]);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  it('slab repair: the 3 methods with best-for, cost and timeline, and 4 cost tiers', () => {
    const d = page('/services/slab-foundation-repair');
    const methods = [...main(d).querySelectorAll('[data-testid="repair-method"]')];
    expect(methods.map((m) => norm(m.querySelector('h3')?.textContent))).toEqual([
      'Pressed concrete pilings',
      'Steel piers',
      'Helical piers',
    ]);
    expect(texts(d, '[data-testid="repair-method-cost"]')).toEqual([
      '$1,000-$1,500 per pier',
      '$1,200-$1,800 per pier',
      '$1,500-$2,500 per pier',
    ]);
    for (const m of methods)
      expect([...m.querySelectorAll('dt')].map((dt) => norm(dt.textContent))).toEqual(['Best for', 'Cost', 'Timeline']);
    expect(norm(methods[0]!.textContent)).toContain('8-12 ft deep');
    expect(norm(methods[0]!.textContent)).toContain('2-3 days');
    expect(norm(methods[2]!.textContent)).toContain('1-2 days');
    expect(texts(d, '[data-testid="cost-tier"] h3')).toEqual(['4-6 piers', '8-12 piers', '12-18 piers', '18+ piers']);
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual([
      '$4,000-$8,000',
      '$8,000-$15,000',
      '$15,000-$25,000',
      '$25,000-$40,000',
    ]);
  });

  it('pier and beam: 4 cost tiers, pier replacement price and 6-mil vapor barrier', () => {
    const d = page('/services/pier-beam-repair');
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual([
      '$2,500-$5,000',
      '$5,000-$10,000',
      '$10,000-$18,000',
      '$18,000-$30,000+',
    ]);
    expectFigures(d, ['$800-$1,200 each', '6-mil']);
  });

  it('house leveling: 4 cost tiers by inches, piers, lift steps, tolerance and timeline', () => {
    const d = page('/services/house-leveling');
    expect(texts(d, '[data-testid="cost-tier"] h3')).toEqual([
      '1-2 inches out of level',
      '2-3 inches out of level',
      '3-4 inches out of level',
      '4+ inches out of level',
    ]);
    expect(texts(d, '[data-testid="cost-tier-cost"]')).toEqual([
      '$4,000-$8,000',
      '$8,000-$14,000',
      '$14,000-$22,000',
      '$22,000-$40,000+',
    ]);
    expectFigures(d, ['8-20', '1/8 inch steps', 'within 1/2 inch', '7-14 days', '3-5 days']);
  });

  it('drainage: three solution cards (French Drains, Surface Drains, Grading & Sloping) with their costs, and a call to action', () => {
    const d = page('/services/drainage-solutions');
    const cards = [...main(d).querySelectorAll('[data-testid="service-card"]')];
    expect(cards.map((c) => norm(c.querySelector('h3')?.textContent))).toEqual([
      'French Drains',
      'Surface Drains',
      'Grading & Sloping',
    ]);
    expect(
      cards.map((c) =>
        norm(c.querySelector('[data-testid="service-card-cost"]')?.textContent).replace(/^Typical cost\s*/, ''),
      ),
    ).toEqual(['$2,500-$5,000', '$800-$2,500', '$1,500-$4,000']);
    expectFigures(d, ['6 inches over 10 feet']);
    expect(main(d).querySelector('[data-testid="cta"]')).not.toBeNull();
  });

  it('foundation inspection: free, 1-2 hours, written report within 24 hours, quote valid 90 days', () => {
    const d = page('/services/foundation-inspection');
    expectFigures(d, [
      'Free',
      business.inspection.duration,
      `Within ${business.inspection.reportWithin}`,
      '90 days',
      'within 24 hours',
    ]);
    expect(count(d, '[data-list="signs"] [data-testid="warning-sign"]')).toBeGreaterThanOrEqual(4);
  });
});

describe('home page', () => {
  const d = () => page('/');

  it('hero with Book Free Inspection and the phone number', () => {
    const hero = main(d()).querySelector('section')!;
    expect(hero.querySelector('h1')).not.toBeNull();
    expect(norm(hero.querySelector('a[href="/book-inspection"]')?.textContent)).toBe('Book Free Inspection');
    expect(hero.querySelector('a[href^="tel:"]')?.textContent).toContain(business.phone);
  });

  it('warning signs, a before/after pair, the first six service cards, trust points, three testimonials', () => {
    expect(count(d(), '[data-list="signs"] [data-testid="warning-sign"]')).toBeGreaterThanOrEqual(4);
    const pair = main(d()).querySelector('[data-testid="before-after"]')!;
    expect(texts(d(), '[data-testid="before-after"] figure span').slice(0, 2)).toEqual(['Before', 'After']);
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

    const trust = texts(d(), '[data-testid="trust-point"]').join(' | ');
    for (const f of [
      `Since ${business.founded}`,
      'Family-owned',
      'Licensed & insured',
      `${business.rating.bureauGrade} rating`,
      `${business.rating.value}/${business.rating.best} from ${business.rating.reviewCount.toLocaleString('en-US')}+ reviews`,
      'Lifetime transferable warranty',
      'Free inspection',
      '24/7 emergency service',
    ])
      expect(trust).toContain(f);

    const shown = [...main(d()).querySelectorAll('[data-testimonial]')];
    expect(shown).toHaveLength(3);
    for (const t of shown) expect(testimonialIds.has(t.getAttribute('data-testimonial')!)).toBe(true);
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

  it('/foundation-repair-cost renders every cost-guide item: service, cost range, description', () => {
    const d = page('/foundation-repair-cost');
    const rows = [...main(d).querySelectorAll('[data-testid="cost-guide-item"]')];
    expect(rows).toHaveLength(costGuide.items.length);
    rows.forEach((row, i) => {
      const item = costGuide.items[i]!;
      expect(norm(row.querySelector('th')?.textContent)).toBe(item.service);
      expect(norm(row.querySelector('[data-testid="cost-guide-cost"]')?.textContent)).toBe(item.cost);
      expect(norm(row.textContent)).toContain(item.description);
    });
    expectFigures(d, ['$4,000-$12,000', '$5,000-$15,000', '$3,500-$8,000', '$1,500-$5,000', '$1,000-$3,000 each']);
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
