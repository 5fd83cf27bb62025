// Every built page shows what its sources say, read from pages/ and content/ (tests/support/content.ts), never copied
// into the test: its FAQ (visible and as FAQPage data), the testimonials it picks, the service data its components
// point at (cost tiers, repair methods, cards, steps, lists, key facts, comparison rows), the area data (service
// cards, neighborhoods, projects) and the cost guide. A writer who adds a question or a testimonial, or changes a
// price, keeps these green; a component that drops or garbles an item fails them. Which pages show a block comes from
// their MDX, and every route the specification asks to show it (tests/support/spec.ts) is checked too: a page that
// drops its <FAQ /> fails, it is not skipped. What the specification itself counts is checked in spec-counts.test.ts.
import { describe, expect, it } from 'vitest';
import { siteData, siteDataIn } from '../../src/content/model.ts';
import { areaRoute, langOfRoute, type Lang } from '../../src/content/route-path.ts';
import { groupDigits } from '../../src/content/format.ts';
import { businessFacts } from '../../src/content/facts.ts';
import type { UiWords } from '../../src/content/schemas/ui.ts';
import { builtPage } from '../support/html.ts';
import {
  business,
  componentsIn,
  faqOf,
  filled,
  serviceDetail,
  site,
  sourcePage,
  ui as uiWords,
} from '../support/content.ts';
import { specCounts, type CountedPart } from '../support/spec.ts';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => norm(e.textContent));
const main = (d: Document) => d.querySelector('main')!;
const testimonials = siteData('testimonials');
/** The interface words of the route's language (content/ui.<lang>.yaml). */
const ui = (route: string) => uiWords[langOfRoute(route)];
/** A card label (`blocks.cards.<key>`) in either language, at the start of a text, to strip it off. */
const labelled = (key: keyof UiWords['blocks']['cards'], after = '') =>
  new RegExp(`^(${[ui('/'), ui('/es')].map((w) => w.blocks.cards[key]).join('|')})${after}\\s*`);
/** content/areas.yaml in the route's language (a Spanish page: the texts of content/areas.es.yaml). */
const areasIn = { en: siteDataIn('areas', 'en'), es: siteDataIn('areas', 'es') };
const areasOf = (route: string) => areasIn[langOfRoute(route)];
/** The town of an area (its page's frontmatter), as a page in `route`'s language names it. */
const areaCity = (area: string) => site.pageByRoute.get(areaRoute(area))!.frontmatter.area!.city;
/** The screen-reader "Step n:" before a step's title, in either language (`blocks.hero.step`). */
const stepWord = new RegExp(
  `^(${[ui('/'), ui('/es')].map((w) => w.blocks.hero.step.replace('{n}', '\\d+')).join('|')})\\s*`,
);

function graph(d: Document): { '@type': string; [k: string]: any }[] {
  return JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];
}

/** Published pages of the route table (built), with the given component in their MDX. */
const pagesUsing = (component: string) =>
  site.pages.filter((p) => site.routes.has(p.route) && componentsIn(p.route, component).length > 0);

/** The component that shows each part the specification counts, where this file checks what it shows (a list of
 * <Highlights> by its `list`). */
const componentOf: Partial<Record<CountedPart, string>> = {
  faq: 'FAQ',
  testimonials: 'Testimonials',
  costTiers: 'CostTiers',
  repairMethods: 'RepairMethods',
  serviceCards: 'ServiceCards',
  processSteps: 'ProcessSteps',
  signs: 'WarningSigns',
  why: 'Highlights',
  benefits: 'Highlights',
  liftable: 'Highlights',
  situations: 'Highlights',
  areaServices: 'AreaServices',
  neighborhoods: 'Neighborhoods',
  projects: 'ProjectExamples',
};
/** The routes the specification asks to show what `component` renders. */
const requiredOf = (component: string) =>
  Object.entries(specCounts)
    .filter(([, parts]) => Object.keys(parts).some((part) => componentOf[part as CountedPart] === component))
    .map(([route]) => route);

/**
 * The pages whose block of `component` is checked: every published page whose MDX uses it, and every route the
 * specification asks to show it, so a page that stops using the component fails its test instead of dropping out.
 */
const pagesShowing = (component: string) => {
  const using = pagesUsing(component);
  const missing = requiredOf(component).filter((route) => !using.some((p) => p.route === route));
  return [...using, ...missing.map(sourcePage)];
};

/** The literal attributes of each `<component>` of the page's MDX; fails when it uses none. */
const usesOf = (page: { route: string; rel: string }, component: string) => {
  const uses = componentsIn(page.route, component);
  expect(uses, `${page.rel} uses <${component}>`).not.toEqual([]);
  return uses;
};

describe('every route shows the blocks the specification asks of it (tests/support/spec.ts)', () => {
  for (const [route, parts] of Object.entries(specCounts))
    for (const part of Object.keys(parts) as CountedPart[]) {
      const component = componentOf[part];
      if (!component) continue; // a part this file doesn't check (spec-counts.test.ts counts it)
      it(`${route}: ${part} through <${component}${component === 'Highlights' ? ` list="${part}"` : ''}>`, () => {
        const uses = usesOf(sourcePage(route), component);
        if (component === 'Highlights') expect(uses.map((u) => u.list)).toContain(part);
      });
    }
  it('covers the parts the specification asks for (the test looks at something)', () =>
    expect(requiredOf('FAQ')).toContain('/faq'));
});

describe('FAQ: the questions and answers of the page frontmatter, shown and as FAQPage data', () => {
  for (const p of pagesShowing('FAQ')) {
    it(`${p.route}: ${p.rel}'s faq, in order`, () => {
      usesOf(p, 'FAQ');
      const d = builtPage(p.route);
      const faq = faqOf(p.route);
      expect(faq, `${p.rel}: the questions of its frontmatter`).not.toEqual([]);
      const items = [...main(d).querySelectorAll('details')];
      expect(items.map((i) => norm(i.querySelector('summary')?.textContent))).toEqual(faq.map((f) => f.question));
      expect(items.map((i) => norm(i.querySelector('summary + div')?.textContent))).toEqual(faq.map((f) => f.answer));
      const data = graph(d).find((n) => n['@type'] === 'FAQPage');
      expect(data, 'FAQPage structured data').toBeDefined();
      expect(data!.mainEntity.map((q: any) => norm(q.name))).toEqual(faq.map((f) => f.question));
      expect(data!.mainEntity.map((q: any) => norm(q.acceptedAnswer.text))).toEqual(faq.map((f) => f.answer));
    });
  }
});

describe('testimonials: the ones the page picks, from content/testimonials.yaml', () => {
  for (const p of pagesShowing('Testimonials')) {
    it(`${p.route}: the ids of its <Testimonials>, each with its text, author and five stars`, () => {
      const picked = usesOf(p, 'Testimonials').flatMap((c) =>
        c.all ? testimonials.map((t) => t.id) : (c.ids as string[]),
      );
      const shown = [...main(builtPage(p.route)).querySelectorAll('[data-testimonial]')];
      expect(shown, `${p.rel}: testimonials shown`).not.toEqual([]);
      expect(shown.map((li) => li.getAttribute('data-testimonial'))).toEqual(picked);
      for (const li of shown) {
        const source = testimonials.find((t) => t.id === li.getAttribute('data-testimonial'))!;
        expect(norm(li.querySelector('blockquote')?.textContent)).toContain(norm(source.text));
        expect(li.querySelector('figcaption')?.textContent).toContain(source.author);
        expect(li.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
          ui(p.route).blocks.testimonials.stars.replace('{rating}', String(source.rating)),
        );
      }
    });
  }
});

/** For each service-data component: where it renders, and what it should show, as text, from the service's data in
 * the page's language (a Spanish page: the texts of content/service-details.es.yaml, the English file's prices). */
const serviceBlocks: {
  component: string;
  shown: (root: Element, props: Record<string, unknown>) => string[][];
  expected: (slug: string, lang: Lang, props: Record<string, unknown>) => string[][] | undefined;
}[] = [
  {
    component: 'CostTiers',
    shown: (root) =>
      [...root.querySelectorAll('[data-testid="cost-tier"]')].map((t) => [
        norm(t.querySelector('h3')?.textContent),
        norm(t.querySelector('[data-testid="cost-tier-cost"]')?.textContent),
        norm(t.querySelector('[data-testid="cost-tier-timeline"]')?.textContent).replace(labelled('timeline', ':'), ''),
      ]),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.tiers?.map((t) => [t.label, t.cost, t.timeline ?? ''].map((s) => filled(s, d.figures, lang)));
    },
  },
  {
    component: 'RepairMethods',
    shown: (root) =>
      [...root.querySelectorAll('[data-testid="repair-method"]')].map((m) => [
        norm(m.querySelector('h3')?.textContent),
        ...texts(m, 'dd'),
      ]),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.methods?.map((m) => [m.name, m.bestFor, m.cost, m.timeline].map((s) => filled(s, d.figures, lang)));
    },
  },
  {
    component: 'ServiceCards',
    shown: (root) =>
      [...root.querySelectorAll('[data-testid="service-card"]')].map((c) => [
        norm(c.querySelector('h3')?.textContent),
        norm(c.querySelector('[data-testid="service-card-cost"]')?.textContent).replace(labelled('typicalCost'), ''),
        ...texts(c, '[data-testid="features"] li, [data-testid="deliverables"] li'),
      ]),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.cards?.map((c) =>
        [c.title, c.cost ?? '', ...(c.features ?? c.deliverables ?? [])].map((s) => filled(s, d.figures, lang)),
      );
    },
  },
  {
    component: 'ProcessSteps',
    // Each step's title (after the screen-reader "Step n:") and description.
    shown: (root) =>
      [...root.querySelectorAll('[data-testid="process-step"]')].map((s) =>
        texts(s, 'h3, p').map((t) => t.replace(stepWord, '')),
      ),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.steps?.map((s) => [filled(s.title, d.figures, lang), filled(s.description, d.figures, lang)]);
    },
  },
  {
    component: 'WarningSigns',
    shown: (root) => [...root.querySelectorAll('[data-list="signs"] > li')].map((li) => texts(li, 'h3, p')),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.lists.signs?.map((s) => [filled(s.title, d.figures, lang), filled(s.description, d.figures, lang)]);
    },
  },
  {
    component: 'Highlights',
    shown: (root, props) =>
      [...root.querySelectorAll(`[data-list="${String(props.list)}"] > li`)].map((li) => texts(li, 'h3, p')),
    expected: (slug, lang, props) => {
      const d = serviceDetail(slug, lang)!;
      return d.lists[String(props.list)]?.map((s) => [
        filled(s.title, d.figures, lang),
        filled(s.description, d.figures, lang),
      ]);
    },
  },
  {
    component: 'KeyFacts',
    shown: (root, props) =>
      [...root.querySelectorAll(`[data-facts="${String(props.group)}"] [data-testid="key-fact"]`)].map((f) =>
        texts(f, 'dt, dd'),
      ),
    expected: (slug, lang, props) => {
      const d = serviceDetail(slug, lang)!;
      return d.facts?.[String(props.group)]?.map((f) => [
        filled(f.label, d.figures, lang),
        filled(f.value, d.figures, lang),
      ]);
    },
  },
  {
    component: 'ComparisonTable',
    shown: (root) => [...root.querySelectorAll('[data-testid="comparison-row"]')].map((tr) => texts(tr, 'th, td')),
    expected: (slug, lang) => {
      const d = serviceDetail(slug, lang)!;
      return d.comparison?.rows.map((r) => [r.label, ...r.values].map((s) => filled(s, d.figures, lang)));
    },
  },
];

describe('service data: what each component shows is content/service-details.yaml, item for item', () => {
  for (const block of serviceBlocks) {
    for (const p of pagesShowing(block.component)) {
      it(`${p.route}: <${block.component}>`, () => {
        const uses = usesOf(p, block.component);
        const root = main(builtPage(p.route));
        // One use per block kind (and list or group) on a page: the rendered items are that use's items.
        for (const props of uses) {
          const expected = block.expected(String(props.of), langOfRoute(p.route), props);
          expect(expected, `${p.rel}: <${block.component} of="${String(props.of)}">`).toBeDefined();
          expect(expected, `${p.rel}: <${block.component} of="${String(props.of)}"> has items`).not.toEqual([]);
          expect(block.shown(root, props)).toEqual(expected);
        }
      });
    }
  }
});

describe('service data on Spanish pages: the texts of content/service-details.es.yaml, the English figures', () => {
  /** The figures of a text, in order ("$1,000-$1,500 por pilote" → 1000, 1500). */
  const figures = (rows: string[][]) => rows.map((row) => row.map((t) => (t.match(/\d[\d,./]*/g) ?? []).join(' ')));
  const spanish = (component: string) =>
    pagesUsing(component).filter((p) => langOfRoute(p.route) === 'es' && site.pairs.has(p.route));
  it('some Spanish service page shows service data (the test looks at something)', () =>
    expect(serviceBlocks.flatMap((b) => spanish(b.component)).length).toBeGreaterThanOrEqual(8));
  for (const block of serviceBlocks) {
    for (const p of spanish(block.component)) {
      it(`${p.route}: <${block.component}> in Spanish, with the figures of ${site.pairs.get(p.route)!}`, () => {
        const english = site.pairs.get(p.route)!;
        for (const props of componentsIn(p.route, block.component)) {
          const same = componentsIn(english, block.component).find(
            (q) => q.of === props.of && q.list === props.list && q.group === props.group,
          );
          expect(same, `${english} has <${block.component} of="${String(props.of)}">`).toBeDefined();
          const es = block.shown(main(builtPage(p.route)), props);
          const en = block.shown(main(builtPage(english)), same!);
          // Spanish words, read from the layer: at least one text differs from the English page's.
          expect(es.flat(), `${p.rel}: <${block.component} of="${String(props.of)}">`).not.toEqual(en.flat());
          expect(figures(es)).toEqual(figures(en));
        }
      });
    }
  }
});

describe('area data: what the area components show is content/areas.yaml (in Spanish, content/areas.es.yaml), item for item', () => {
  for (const p of pagesShowing('AreaServices')) {
    it(`${p.route}: <AreaServices>, titles, links and (on cards) typical cost, duration and features`, () => {
      const root = main(builtPage(p.route));
      expect(root.querySelectorAll('[data-area-services] > li').length, `${p.rel}: service cards`).toBeGreaterThan(0);
      for (const props of usesOf(p, 'AreaServices')) {
        const services = areasOf(p.route)[String(props.area)]!.services;
        const cards = [...root.querySelectorAll('[data-area-services] > li')];
        // A Spanish page links the Spanish service page where there is one (content/areas.yaml names the English).
        const inLang = (href: string) => (langOfRoute(p.route) === 'es' ? (site.pairs.get(href) ?? href) : href);
        expect(cards.map((c) => c.querySelector('a')?.getAttribute('href'))).toEqual(
          services.map((s) => inLang(s.href)),
        );
        cards.forEach((card, i) => {
          const s = services[i]!;
          expect(norm(card.textContent)).toContain(s.title);
          if (props.variant === 'links') return;
          const shown = Object.fromEntries(
            [...card.querySelectorAll('dl > div')].map((f) => [
              norm(f.querySelector('dt')?.textContent),
              norm(f.querySelector('dd')?.textContent),
            ]),
          );
          // The inspection's card without figures of its own shows the business's (content/business.yaml; its
          // duration in words from content/business.es.yaml on a Spanish page).
          const inspection = s.href === '/services/foundation-inspection' && !s.cost && !s.duration;
          const cost = inspection
            ? business.inspection.price === 0
              ? ui(p.route).blocks.cards.free
              : `$${business.inspection.price}`
            : s.cost;
          const duration = inspection ? siteDataIn('business', langOfRoute(p.route)).inspection.duration : s.duration;
          // A priced card names what its price covers (content/areas.yaml `scope`: a typical job in this town).
          const costLabel = s.scope
            ? ui(p.route).blocks.priceScope[s.scope].replace('{city}', areaCity(String(props.area)))
            : ui(p.route).blocks.cards.typicalCost;
          expect(shown[costLabel]).toBe(cost);
          expect(shown[ui(p.route).blocks.cards.typicalDuration]).toBe(duration);
          expect(texts(card, 'ul li').map((t) => t.replace(/^✓\s*/, ''))).toEqual(s.features);
        });
      }
    });
  }

  for (const p of pagesShowing('Neighborhoods')) {
    it(`${p.route}: <Neighborhoods>`, () => {
      const [props] = usesOf(p, 'Neighborhoods');
      const neighborhoods = areasOf(p.route)[String(props!.area)]!.neighborhoods;
      expect(neighborhoods, `${p.rel}: <Neighborhoods area="${String(props!.area)}">`).not.toEqual([]);
      expect(texts(main(builtPage(p.route)), '[data-neighborhoods] li')).toEqual(neighborhoods);
    });
  }

  for (const p of pagesShowing('ProjectExamples')) {
    it(`${p.route}: <ProjectExamples>, each with its title, timeline and investment`, () => {
      const [props] = usesOf(p, 'ProjectExamples');
      const projects = areasOf(p.route)[String(props!.area)]!.projects;
      const shown = [...main(builtPage(p.route)).querySelectorAll('[data-projects] article')];
      expect(shown, `${p.rel}: <ProjectExamples area="${String(props!.area)}">`).not.toEqual([]);
      expect(
        shown.map((a) => [
          norm(a.querySelector('h3')?.textContent),
          norm(a.querySelector('[data-timeline]')?.textContent),
          norm(a.querySelector('[data-investment]')?.textContent),
        ]),
      ).toEqual(projects.map((pr) => [pr.title, pr.timeline, `$${groupDigits(pr.investment)}`]));
    });
  }
});

describe('area data on Spanish pages: the texts of content/areas.es.yaml, the English figures', () => {
  const figures = (root: Element, selector: string) =>
    texts(root, selector).map((t) => (t.match(/\d[\d,./]*/g) ?? []).join(' '));
  const blocks = ['[data-area-services] > li', '[data-neighborhoods] li', '[data-projects] article'];
  const spanish = site.pages.filter(
    (p) => site.routes.has(p.route) && langOfRoute(p.route) === 'es' && componentsIn(p.route, 'AreaServices').length,
  );
  it('some Spanish area pages show area data (the test looks at something)', () =>
    expect(spanish.length).toBeGreaterThanOrEqual(5));
  for (const p of spanish) {
    const english = site.pairs.get(p.route);
    it(`${p.route}: Spanish texts, with the figures of ${english ?? 'its English page'}`, () => {
      expect(english, `${p.rel} translates an English area page`).toBeDefined();
      const es = main(builtPage(p.route));
      const en = main(builtPage(english!));
      for (const selector of blocks) {
        expect(figures(es, selector), `${p.rel}: ${selector}`).toEqual(figures(en, selector));
        if (selector !== '[data-neighborhoods] li' && texts(en, selector).length)
          expect(texts(es, selector).join(' '), `${p.rel}: ${selector}`).not.toEqual(texts(en, selector).join(' '));
      }
    });
  }
});

describe('cost guide', () => {
  for (const p of pagesUsing('CostTable')) {
    it(`${p.route}: every content/cost-guide.yaml item, service, cost range and description, in the page's language`, () => {
      // A Spanish page shows the texts of content/cost-guide.es.yaml and the English file's prices.
      const items = siteDataIn('cost-guide', langOfRoute(p.route)).items;
      const english = siteData('cost-guide').items;
      expect(items.map((i) => [i.cost.replace(/^\D+$/, ''), i.unit === undefined])).toEqual(
        english.map((i) => [i.cost.replace(/^\D+$/, ''), i.unit === undefined]),
      );
      const rows = [...main(builtPage(p.route)).querySelectorAll('[data-testid="cost-guide-item"]')];
      expect(
        rows.map((r) => [
          norm(r.querySelector('th')?.textContent),
          norm(r.querySelector('[data-testid="cost-guide-cost"]')?.textContent),
        ]),
      ).toEqual(items.map((i) => [i.service, [i.cost, i.unit].filter(Boolean).join(' ')]));
      rows.forEach((r, i) => expect(norm(r.textContent)).toContain(norm(items[i]!.description)));
    });
  }
});

describe('business facts in the page language', () => {
  // A Spanish page's <Fact>s show the words of content/business.es.yaml and the figures of content/business.yaml.
  const spanish = businessFacts(siteDataIn('business', 'es'), 'es');
  const english = businessFacts(siteData('business'));
  const figures = (s: string) => s.match(/\d[\d,.]*/g) ?? [];
  const spanishPages = site.pages.filter((p) => langOfRoute(p.route) === 'es' && site.routes.has(p.route));
  it('some Spanish page shows a text-valued fact (the test looks at something)', () => {
    expect(spanishPages.some((p) => /<Fact name="inspectionDuration"/.test(p.body))).toBe(true);
  });
  for (const p of spanishPages) {
    const names = [...new Set([...p.body.matchAll(/<Fact name="(\w+)"/g)].map((m) => m[1]!))].filter(
      (n): n is keyof typeof spanish => n in spanish,
    );
    if (!names.length) continue;
    it(`${p.route}: every <Fact> in Spanish, with the English page's figures`, () => {
      const t = norm(main(builtPage(p.route)).textContent);
      for (const n of names) {
        expect(t, n).toContain(spanish[n]);
        expect(figures(spanish[n]), n).toEqual(figures(english[n]));
      }
    });
  }
});
