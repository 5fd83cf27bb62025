// The service-area and company pages as built: the page parts SPEC.md asks for, local testimonials, links that land
// on real pages, FAQ anchors. What the data blocks show (area cards, projects, testimonials, FAQ) is checked against
// content/ and pages/ in content-shown.test.ts, and the counts SPEC gives in spec-counts.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { currentSite } from '../../src/content/model.ts';
import { siteData } from '../../src/content/model.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';
import { hoursLinesIn } from '../../src/content/business.ts';
import { builtPage } from '../support/html.ts';
import { faqAnchors, specTerms } from '../support/spec.ts';
import { componentsIn, filled, serviceDetail, ui } from '../support/content.ts';

const dist = inject('dist');
const pages = currentSite().pages;
const business = siteData('business');
const areas = siteData('areas');
const testimonials = siteData('testimonials');
const testimonialById = new Map(testimonials.map((t) => [t.id, t]));
/** The quote validity the inspection page states (content/service-details.yaml). */
const quoteValid = serviceDetail('foundation-inspection')!.figures.quoteValid!;

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page shows the office hours of content/business.yaml (line `i`: "Monday – Friday 7am – 7pm"). */
function expectHours(t: string, i: number) {
  const line = hoursLinesIn.en[i]!;
  expect(t).toMatch(new RegExp(`${esc(line.label)}\\s*${esc(line.time)}`));
}
const text = (d: Document) => (d.body.textContent ?? '').replace(/\s+/g, ' ');
const ratingLabel = `${business.rating.value}/${business.rating.best}`;
const reviewCountLabel = `${business.rating.reviewCount.toLocaleString('en-US')}+`;
const yearsLabel = `${Math.floor((new Date().getFullYear() - business.founded) / 10) * 10}+`;
/** The star rating of a five-star testimonial, for screen readers (content/ui.en.yaml). */
const fiveStars = filled(ui.en.blocks.testimonials.stars, { rating: '5' });
const cardWords = ui.en.blocks.cards;
const hrefs = (d: ParentNode, selector = 'a[href]') =>
  [...d.querySelectorAll(selector)].map((a) => a.getAttribute('href')!);
/** The page's own content, without header, footer and the layout's related blocks. */
const inMain = (d: Document) => d.querySelector('[data-static="page"]') ?? d.querySelector('main')!;

function jsonLd(d: Document): ({ '@type': string } & Record<string, unknown>)[] {
  return JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];
}

/** The page's own testimonial cards (the layout adds none). */
function shownTestimonials(d: Document) {
  return [...d.querySelectorAll('[data-testimonial]')].map((li) => ({
    id: li.getAttribute('data-testimonial')!,
    stars: li.querySelector('[role="img"]')?.getAttribute('aria-label'),
    text: li.querySelector('blockquote')?.textContent?.trim(),
    author: li.querySelector('figcaption')?.textContent ?? '',
  }));
}

/** Every visible service-area page in the route table, in menu order, with its content/areas.yaml data. */
const areaPages = pages
  .filter((p) => /^\/service-areas\/[^/]+$/.test(p.route) && !p.frontmatter.hidden)
  .sort(
    (a, b) =>
      a.frontmatter.order - b.frontmatter.order ||
      (a.frontmatter.label ?? a.frontmatter.title).localeCompare(b.frontmatter.label ?? b.frontmatter.title),
  )
  .map((p) => {
    const slug = p.route.slice('/service-areas/'.length);
    return {
      route: p.route,
      slug,
      city: p.frontmatter.area!.city,
      data: areas[slug],
      primary: !!p.frontmatter.area?.primary,
    };
  });

describe('/service-areas', () => {
  const d = builtPage('/service-areas');

  it('shows one card per service-area page in route order, the primary area first and the only one marked', () => {
    const cards = [...d.querySelectorAll('a[data-area-card]')];
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(areaPages.map((a) => a.route));
    const primary = areaPages.filter((a) => a.primary);
    expect(primary).toHaveLength(1);
    expect(cards[0]!.getAttribute('href')).toBe(primary[0]!.route);
    expect(cards[0]!.querySelector('[data-primary]')?.textContent).toBe(ui.en.blocks.areaCards.primary);
    expect(cards.filter((c) => c.querySelector('[data-primary]'))).toHaveLength(1);
  });

  it(`shows ${business.mapsApiKey ? 'the map' : 'the address with directions (no maps key is set)'}`, () => {
    // The build and this test read the same key: content/business.yaml, or MAPS_API_KEY (src/content/load.ts).
    const m = inMain(d);
    const iframe = m.querySelector('iframe[src*="maps"]');
    if (business.mapsApiKey) {
      expect(iframe?.getAttribute('src')).toContain(`key=${encodeURIComponent(business.mapsApiKey)}`);
    } else {
      expect(iframe).toBeNull();
      expect(text(d)).toContain(business.address.street);
      expect(hrefs(m).some((h) => h.startsWith('https://www.google.com/maps/dir/'))).toBe(true);
    }
  });
});

describe('service-area pages', () => {
  for (const { route, slug, city, data } of areaPages) {
    describe(route, () => {
      const d = builtPage(route);
      const neighborhoods = data?.neighborhoods ?? [];
      const services = data?.services ?? [];
      const local = testimonials.filter((t) => t.location.includes(city));

      it(`is the ${city} page, with LocalBusiness structured data serving ${city}`, () => {
        expect(d.querySelector('h1')?.textContent).toContain(city);
        const lb = jsonLd(d).find((n) => n['@type'] === 'HomeAndConstructionBusiness') as unknown as {
          areaServed: { name: string }[];
        };
        expect(lb.areaServed.map((a) => a.name)).toEqual([`${city}, ${business.address.region}`]);
      });

      it(`lists the neighborhoods and services content/areas.yaml gives for ${slug}`, () => {
        const list = d.querySelector('[data-neighborhoods]');
        if (neighborhoods.length)
          expect([...list!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(neighborhoods);
        else expect(list).toBeNull();
        const shown = d.querySelector('[data-area-services]');
        if (services.length) expect(shown?.children).toHaveLength(services.length);
        else expect(shown).toBeNull();
      });

      it(`shows different five-star testimonials, from ${city} when the town has some`, () => {
        // Which ones: the ids the page picks (content-shown.test.ts); how many at least: spec-counts.test.ts. A town
        // with no testimonial yet (a new area page) shows none, or its neighbours'.
        const shown = shownTestimonials(d);
        if (local.length) expect(shown.length).toBeGreaterThan(0);
        expect(new Set(shown.map((t) => t.id)).size).toBe(shown.length);
        for (const t of shown) {
          const source = testimonialById.get(t.id)!;
          expect(t.stars).toBe(fiveStars);
          expect(t.text).toContain(source.text.slice(0, 40));
          if (local.length) expect(source.location).toContain(city);
          expect(t.author).toContain(source.author);
        }
        if (local.length) expect(shown.length).toBeLessThanOrEqual(local.length);
      });

      it('links to a free inspection and a phone number', () => {
        expect(hrefs(inMain(d))).toContain('/book-inspection');
        expect(hrefs(d).some((h) => h.startsWith('tel:+1'))).toBe(true);
      });

      if (data?.homesRepaired)
        it(`shows ${data.homesRepaired} homes repaired, ${yearsLabel} years and the ${ratingLabel} rating`, () => {
          const stats = [...d.querySelectorAll('[data-area-stats] [data-stat]')].map((s) => s.textContent);
          expect(stats).toEqual([`${data.homesRepaired!.toLocaleString('en-US')}+`, yearsLabel, ratingLabel]);
          expect(d.querySelector('[data-area-stats]')?.textContent).toContain(
            filled(ui.en.blocks.stats.homesIn, { city }),
          );
        });

      it('links only to pages that exist (and to element ids that exist on them)', () => {
        for (const href of hrefs(d)) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const [pathname, hash] = href.split('#') as [string, string | undefined];
          const file = path.join(dist, htmlFileForRoute(pathname.split('?')[0]!));
          expect(fs.existsSync(file), `${route} links to ${href}`).toBe(true);
          if (hash) expect(builtPage(pathname).getElementById(hash), `${route} links to ${href}`).not.toBeNull();
        }
      });
    });
  }

  // The figures of the area pages (service cards, projects, neighborhoods) are checked against content/areas.yaml in
  // content-shown.test.ts, and the counts SPEC gives in spec-counts.test.ts; here, the page parts around them.
  it('Pearland: soil and weather, before/after projects with images and a quote, a /reviews link and the hours block', () => {
    const d = builtPage('/service-areas/pearland-tx');
    const t = text(d);
    expect(t).toMatch(/clay/i);
    const projects = [...d.querySelectorAll('[data-projects] article')];
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      for (const label of [cardWords.problem, cardWords.solution, cardWords.timeline, ui.en.blocks.priceScope.project])
        expect(p.textContent).toContain(label);
      expect(p.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(20);
      const imgs = [...p.querySelectorAll('img')];
      expect(imgs).toHaveLength(2);
      for (const img of imgs) {
        expect(img.getAttribute('alt')?.length).toBeGreaterThan(10);
        expect(img.getAttribute('width')).toBe('640');
        expect(img.getAttribute('loading')).toBe('lazy');
      }
    }
    expect(hrefs(inMain(d))).toContain('/reviews');
    expectHours(t, 0);
    expectHours(t, 1);
  });

  it('League City: concrete lifting among its service cards', () => {
    const d = builtPage('/service-areas/league-city-tx');
    expect(hrefs(d, '[data-area-services] a')).toContain('/services/concrete-lifting');
  });

  it('Manvel links to the real pier-and-beam and crawl-space routes, never the old paths', () => {
    const links = hrefs(builtPage('/service-areas/manvel-tx'));
    expect(links).toContain('/services/pier-beam-repair');
    expect(links).toContain('/services/crawl-space');
    expect(links).not.toContain('/services/pier-and-beam-repair');
    expect(links).not.toContain('/services/crawl-space-services');
  });

  it('Alvin: hero with inspection and phone buttons, service cards each with a typical cost and duration, and a checklist call to action', () => {
    const d = builtPage('/service-areas/alvin-tx');
    const hero = d.querySelector('h1')!.closest('section')!;
    expect(hrefs(hero)).toContain('/book-inspection');
    expect(hrefs(hero).some((h) => h.startsWith('tel:'))).toBe(true);
    const cards = [...d.querySelectorAll('[data-area-services] > li')];
    expect(cards.length).toBeGreaterThan(0);
    const services = areas['alvin-tx']!.services;
    cards.forEach((c, i) => {
      // A priced card says what its price covers (content/areas.yaml `scope`), the free inspection's "Typical cost".
      const scope = services[i]!.scope;
      const city = pages.find((p) => p.route === '/service-areas/alvin-tx')!.frontmatter.area!.city;
      expect(c.textContent).toContain(
        scope ? ui.en.blocks.priceScope[scope].replace('{city}', city) : cardWords.typicalCost,
      );
      expect(c.textContent).toContain(cardWords.typicalDuration);
    });
    expect(d.querySelectorAll('[data-checklist] li').length).toBeGreaterThanOrEqual(3);
    expect(text(d)).toMatch(/drain/i);
  });

  it('area service cards and links point at service pages, as content/areas.yaml lists them', () => {
    for (const { route, data } of areaPages) {
      const links = hrefs(builtPage(route), '[data-area-services] a').filter((h) => h.startsWith('/services/'));
      expect(links, route).toEqual((data?.services ?? []).map((s) => s.href));
    }
  });

  it('no testimonial text appears under two different ids (written once, reused by id)', () => {
    const texts = testimonials.map((t) => t.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('/reviews', () => {
  const d = builtPage('/reviews');

  it('shows different five-star testimonials (which ones: content-shown.test.ts; at least how many: spec-counts)', () => {
    const shown = shownTestimonials(d);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown.map((t) => t.id)).size).toBe(shown.length);
    for (const t of shown) expect(t.stars).toBe(fiveStars);
  });

  it(`shows the ${ratingLabel} rating on ${reviewCountLabel} reviews`, () => {
    expect(d.querySelector('[data-rating]')?.textContent).toContain(ratingLabel);
    expect(d.querySelector('[data-review-count]')?.textContent).toContain(reviewCountLabel);
  });

  it('links to leave a review on the external site, opening safely in a new tab', () => {
    const a = d.querySelector('a[data-leave-review]')!;
    expect(a.getAttribute('href')).toBe(business.profiles.leaveReview);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  });
});

describe('/book-inspection', () => {
  const d = builtPage('/book-inspection');
  const t = text(d);

  it('has the request form, the inspection checklist, the promise cards (same or next day, licensed, rating) and next steps', () => {
    expect(inMain(d).querySelector('form')).not.toBeNull();
    expect(inMain(d).querySelector('form [name="address"]')).not.toBeNull();
    // The panels the page's MDX gives (what the inspection includes), under their titles.
    const panels = componentsIn('/book-inspection', 'Panel');
    expect(panels.length).toBeGreaterThan(0);
    for (const panel of panels) expect(t).toContain(String(panel.title));
    const cards = [...d.querySelectorAll('[data-promises] li')].map((c) => (c.textContent ?? '').toLowerCase());
    const promises = ui.en.blocks.promises;
    expect(cards[0]).toContain(business.inspection.scheduling.toLowerCase());
    expect(cards[1]).toContain((business.licensedAndInsured ? promises.licensed : promises.experienced).toLowerCase());
    expect(cards[2]).toContain(ratingLabel);
    expect(d.querySelectorAll('[data-steps] > li').length).toBeGreaterThan(0);
  });

  it(`states the ${quoteValid} quote validity, the phone number and the hours`, () => {
    expect(t).toContain(quoteValid);
    // Not the terms page's estimate validity (SPEC names the two, and that they differ).
    expect(t).not.toContain(specTerms.estimateValidity);
    expect(t).toContain(business.phone);
    expectHours(t, 1);
    expect(t).toContain(business.inspection.duration);
  });
});

describe('/contact', () => {
  const d = builtPage('/contact');
  it('shows phone, email, address, hours, service areas, the message form and the map', () => {
    const t = text(d);
    const main = inMain(d);
    expect(hrefs(main)).toContain(`tel:+1${business.phone.replace(/\D/g, '')}`);
    expect(hrefs(main)).toContain(`mailto:${business.email}`);
    expect(t).toContain(business.address.street);
    expectHours(t, 0);
    expect(main.querySelector('form textarea[name="message"]')).not.toBeNull();
    for (const { route } of areaPages) expect(hrefs(main)).toContain(route);
  });
});

describe('/faq', () => {
  const d = builtPage('/faq');
  const anchors = faqAnchors;

  it('has its questions in one single-open accordion, all closed (which questions: content-shown.test.ts)', () => {
    const items = [...d.querySelectorAll('main details')];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(items.filter((i) => i.hasAttribute('open'))).toHaveLength(0);
  });

  it('has a quick-navigation link for each anchor, each landing on an FAQ item with that id', () => {
    const nav = [...d.querySelectorAll('a[data-faq-nav]')].map((a) => a.getAttribute('href'));
    expect(nav).toEqual(anchors.map((a) => `#${a}`));
    for (const id of anchors) {
      const target = d.getElementById(id);
      expect(target?.tagName, `#${id}`).toBe('DETAILS');
      expect(d.querySelectorAll(`[id="${id}"]`), `#${id} is unique`).toHaveLength(1);
    }
  });
});

describe('company pages', () => {
  it('/warranty: lifetime, transferable at no fee, claim inspection in 3-5 business days, landscaping beyond 10 feet', () => {
    const t = text(builtPage('/warranty'));
    expect(t.toLowerCase()).toContain(business.warranty.term.toLowerCase());
    expect(t).toMatch(/transfer/i);
    expect(t).toContain(filled('{@warrantyTransferFee}'));
    expect(t).toContain(business.warranty.claimInspection);
    expect(t).toContain(`${business.warranty.landscapingClearanceFeet} feet`);
    expect(t).toContain(business.warranty.concreteLifting);
  });

  it('/emergency-foundation-repair: 24/7 with an initial response under 2 hours and a phone link', () => {
    const d = builtPage('/emergency-foundation-repair');
    expect(text(d)).toContain(business.emergency.available);
    expect(text(d)).toContain(business.emergency.responseTime);
    expect(hrefs(d.querySelector('h1')!.closest('section')!).some((h) => h.startsWith('tel:'))).toBe(true);
  });

  it('/about: founded year, homes repaired, rating and review count from the business facts', () => {
    const t = text(builtPage('/about'));
    for (const f of [
      String(business.founded),
      `${business.homesRepaired.toLocaleString('en-US')}+`,
      ratingLabel,
      reviewCountLabel,
      yearsLabel,
    ])
      expect(t).toContain(f);
  });

  for (const route of ['/privacy-policy', '/terms-of-service']) {
    it(`${route}: "Last updated" is the date the page source last changed, not the build day`, () => {
      const page = pages.find((p) => p.route === route)!;
      const time = builtPage(route).querySelector('time[datetime]');
      expect(time?.getAttribute('datetime')).toBe(page.lastUpdated);
      expect(time?.parentElement?.textContent).toMatch(
        new RegExp(`^${esc(ui.en.dates.lastUpdated)} [A-Z][a-z]+ \\d{1,2}, \\d{4}$`),
      );
    });
  }

  it(`/terms-of-service: estimates valid ${specTerms.estimateValidity}, cancellations with ${specTerms.cancellationNotice} notice`, () => {
    const t = text(builtPage('/terms-of-service'));
    expect(t).toContain(specTerms.estimateValidity);
    expect(t).toContain(specTerms.cancellationNotice);
  });
});
