// Spanish pages say the interface words of their components in Spanish: the lead forms, the FAQ, the cost table, the
// site map's Spanish section and the testimonials (quoted in English, and marked lang="en"). Words are read from
// content/ui.en.yaml and content/ui.es.yaml, pages from the route table, never typed here.
import { describe, expect, it } from 'vitest';
import { loadSite, siteData, siteDataIn } from '../../src/content/model.ts';
import { formatFinding } from '../../src/content/findings.ts';
import { spanishWordFindings } from '../../scripts/checks/spanish-words.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { weekdayName } from '../../src/content/format.ts';
import { illustration, illustrationNames } from '../../src/components/illustrations.ts';
import { formDef, isFormId } from '../../src/forms/config.ts';
import { builtPage } from '../support/html.ts';
import { componentsIn, site } from '../support/content.ts';

const en = siteData('ui.en');
const es = siteData('ui.es');
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Every text of a words group with the path of its key: `forms.fields.name` → "Full name". */
function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));
}
const at = (words: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], words) as string;

/**
 * The English words of `group` that must not show on a Spanish page: each text's parts between {placeholders},
 * where the Spanish text differs ("Error" is the same word in both).
 */
function englishOnly(group: 'forms' | 'blocks', sub?: string): string[] {
  const base = sub ? at(en[group], sub) : en[group];
  return leaves(base)
    .filter(([key, text]) => text !== at(sub ? at(es[group], sub) : es[group], key))
    .flatMap(([, text]) => text.split(/\{\w+\}/))
    .map((part) => part.trim().replace(/^[,.:;?!]+|[,.:;?!]+$/g, ''))
    .filter((part) => /[A-Za-z]{2}/.test(part));
}

/** Whole-word occurrences of any of `words` in the text and labelling attributes of `el`. */
function englishIn(el: Element, words: string[]): string[] {
  const attrs = [...el.querySelectorAll('*'), el].flatMap((e) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
  );
  const text = ` ${norm(el.textContent)} ${attrs.join(' ')} `;
  return words.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

const spanishPages = site.pages.filter((p) => site.routes.has(p.route) && langOfRoute(p.route) === 'es');
const using = (component: string) => spanishPages.filter((p) => componentsIn(p.route, component).length > 0);

describe('the lead forms on Spanish pages', () => {
  const pages = [...using('InspectionForm'), ...using('ContactForm')];
  it('are embedded by some Spanish pages', () => expect(pages.length).toBeGreaterThanOrEqual(2));
  const english = englishOnly('forms');

  for (const p of pages) {
    it(`${p.route}: Spanish labels, hints and choices, no English interface word`, () => {
      const forms = [...builtPage(p.route).querySelectorAll('form[data-form]')];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        const id = form.getAttribute('data-form');
        expect(isFormId(id), `${id}`).toBe(true);
        const def = formDef(id as Parameters<typeof formDef>[0], es.forms);
        // The island's props (what the browser hydrates with) hold the Spanish words, not the English ones.
        const props = JSON.parse(form.closest('[data-island]')!.getAttribute('data-props')!) as { words: unknown };
        expect(props.words).toEqual(es.forms);
        for (const f of def.fields) {
          const label = form.querySelector(`label[for="${id}-${f.name}"]`);
          expect(norm(label?.textContent).replace(/ \*$/, ''), `${id} ${f.name}`).toBe(f.label);
          const control = form.querySelector(`#${id}-${f.name}`);
          if (f.placeholder) expect(control?.getAttribute('placeholder')).toBe(f.placeholder);
          if (f.options)
            expect([...control!.querySelectorAll('option')].map((o) => norm(o.textContent))).toEqual(
              f.options.map((o) => o.label),
            );
        }
        expect(norm(form.querySelector('button[type="submit"]')?.textContent)).toBe(def.submitLabel);
        expect(norm(form.querySelector('[data-testid="security-question"]')?.textContent)).toBe(
          es.forms.security.loading,
        );
        expect(form.closest('html')?.getAttribute('lang')).toBe('es');
        expect(englishIn(form, english), `${p.route} ${id}`).toEqual([]);
      }
    });
  }
});

describe('the FAQ and the cost table on Spanish pages', () => {
  for (const p of using('FAQ')) {
    it(`${p.route}: the FAQ has no English interface word`, () => {
      const d = builtPage(p.route);
      const accordion = d.querySelector('[data-accordion]');
      expect(accordion).not.toBeNull();
      expect(englishIn(accordion!, englishOnly('blocks', 'faq'))).toEqual([]);
      const nav = d.querySelector('[data-faq-nav]')?.closest('nav');
      if (componentsIn(p.route, 'FaqQuickNav').length)
        expect(nav?.getAttribute('aria-label')).toBe(es.blocks.faq.jumpTo);
    });
  }

  for (const p of using('CostTable')) {
    it(`${p.route}: the cost table's caption and headers are Spanish`, () => {
      const table = builtPage(p.route).querySelector('[data-testid="cost-table"]')!;
      const w = es.blocks.costTable;
      expect(norm(table.querySelector('caption')?.textContent)).toBe(w.caption);
      expect([...table.querySelectorAll('thead th')].map((th) => norm(th.textContent))).toEqual([
        w.service,
        w.cost,
        w.covers,
      ]);
      expect(englishIn(table.querySelector('thead')!, englishOnly('blocks', 'costTable'))).toEqual([]);
      expect(englishIn(table.querySelector('caption')!, englishOnly('blocks', 'costTable'))).toEqual([]);
    });
  }
});

describe('testimonials', () => {
  it('are quoted in English and marked lang="en" on Spanish pages (quote and name), unmarked on English pages', () => {
    const spanish = using('Testimonials');
    expect(spanish.length).toBeGreaterThan(0);
    for (const p of spanish) {
      const cards = [...builtPage(p.route).querySelectorAll('[data-testimonial]')];
      expect(cards.length, p.route).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.querySelector('blockquote')?.getAttribute('lang'), p.route).toBe('en');
        expect(card.querySelector('figcaption')?.getAttribute('lang'), p.route).toBe('en');
        // The stars speak the page's language.
        expect(card.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
          es.blocks.testimonials.stars.replace('{rating}', '5'),
        );
      }
    }
    const english = site.pages.find(
      (p) => site.routes.has(p.route) && langOfRoute(p.route) === 'en' && componentsIn(p.route, 'Testimonials').length,
    )!;
    const quote = builtPage(english.route).querySelector('[data-testimonial] blockquote')!;
    expect(quote.hasAttribute('lang')).toBe(false);
  });
});

describe('the HTML site map', () => {
  const map = site.pages.find((p) => site.routes.has(p.route) && componentsIn(p.route, 'SiteIndex').length);

  it('lists the Spanish pages apart, under a Spanish heading, marked lang="es", grouped like the English ones', () => {
    expect(map, 'a page with <SiteIndex />').toBeDefined();
    const d = builtPage(map!.route);
    const section = d.querySelector('[data-site-filter] section[lang="es"]');
    expect(section).not.toBeNull();
    expect(norm(section!.querySelector('h2')?.textContent)).toBe(es.blocks.siteIndex.pagesIn);
    const listed = [...section!.querySelectorAll('li > a')].map((a) => a.getAttribute('href')).sort();
    const expected = spanishPages
      .filter((p) => !p.frontmatter.hidden)
      .map((p) => p.route)
      .sort();
    expect(listed).toEqual(expected);
    // The groups are named in Spanish: by their Spanish section page (listed in it), or the Spanish word for the
    // top-level pages; the English groups list no Spanish page.
    const links = new Set([...section!.querySelectorAll('li > a')].map((a) => norm(a.textContent)));
    const groups = [...section!.querySelectorAll('h3')].map((h) => norm(h.textContent));
    expect(groups).toContain(es.blocks.siteIndex.company);
    for (const g of groups.filter((g) => g !== es.blocks.siteIndex.company)) expect(links).toContain(g);
    const outside = [...d.querySelectorAll('[data-site-filter] li > a')]
      .filter((a) => !a.closest('section[lang="es"]'))
      .map((a) => a.getAttribute('href')!);
    expect(outside.filter((r) => langOfRoute(r) === 'es')).toEqual([]);
  });
});

describe('sentences components write from business facts, on Spanish pages', () => {
  const titles = (root: Element, selector: string) =>
    [...root.querySelectorAll(selector)].map((h) => norm(h.textContent));

  for (const p of using('InspectionSteps')) {
    it(`${p.route}: the inspection steps, each after the Spanish "Paso n:"`, () => {
      const list = builtPage(p.route).querySelector('main [data-slot="step-list"]')!;
      const w = es.blocks.inspectionSteps;
      expect(titles(list, 'h3')).toEqual(
        [w.confirm, w.inspect, w.report, w.decide].map(
          (t, i) => `${es.blocks.hero.step.replace('{n}', String(i + 1))} ${t}`,
        ),
      );
      expect(englishIn(list, englishOnly('blocks', 'inspectionSteps'))).toEqual([]);
    });
  }

  for (const [component, selector, group] of [
    ['InspectionPromises', '[data-promises]', 'promises'],
    ['TrustPoints', '[data-testid="trust-point"]', 'trustPoints'],
  ] as const) {
    for (const p of using(component)) {
      it(`${p.route}: <${component}> has no English word of its own`, () => {
        const found = [...builtPage(p.route).querySelectorAll(`main ${selector}`)];
        expect(found.length).toBeGreaterThan(0);
        for (const el of found) expect(englishIn(el, englishOnly('blocks', group))).toEqual([]);
      });
    }
  }
});

describe('the contact card on Spanish pages', () => {
  const business = siteData('business');
  const open = new Set(business.hours.flatMap((h) => h.days));
  const closed = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).filter(
    (d) => !open.has(d),
  );
  for (const p of using('ContactCard')) {
    it(`${p.route}: the days content/business.yaml has no hours for, named in Spanish`, () => {
      const row = [...builtPage(p.route).querySelectorAll('main dl > div')].find(
        (div) => norm(div.querySelector('dd')?.textContent) === es.blocks.contactCard.closed,
      );
      expect(row, 'a "closed" row').toBeDefined();
      const shown = norm(row!.querySelector('dt')?.textContent);
      expect(shown).toBe(closed.map((d) => weekdayName(d, es.dates.locale)).join(', '));
      for (const d of closed) expect(shown).not.toContain(d);
    });
  }
});

describe('illustrations on Spanish pages', () => {
  const alts = (lang: 'en' | 'es') => illustrationNames.map((n) => illustration(n, 'test', lang).alt);
  const shown = spanishPages.flatMap((p) =>
    [...builtPage(p.route).querySelectorAll('main img[alt]')].map((img) => ({
      route: p.route,
      alt: img.getAttribute('alt')!,
    })),
  );
  it('have their Spanish text alternative, never the English one', () => {
    expect(shown.filter((s) => alts('es').includes(s.alt)).length).toBeGreaterThan(0);
    expect(shown.filter((s) => alts('en').includes(s.alt))).toEqual([]);
  });
});

describe('business facts on Spanish pages', () => {
  const en = siteDataIn('business', 'en');
  const es = siteDataIn('business', 'es');
  const textOf = (route: string) => norm(builtPage(route).querySelector('main')?.textContent);
  const cases = [
    ['/es', [(b: typeof en) => b.warranty.term, (b: typeof en) => b.emergency.responseTime]],
    ['/es/agendar-inspeccion', [(b: typeof en) => b.inspection.duration, (b: typeof en) => b.responsePromise]],
  ] as const;
  for (const [route, facts] of cases)
    it(`${route} shows the Spanish of content/business.es.yaml, not the English`, () => {
      const text = textOf(route);
      for (const fact of facts) {
        expect(fact(es)).not.toBe(fact(en));
        expect(text.toLowerCase()).toContain(fact(es).toLowerCase());
        expect(text).not.toContain(fact(en));
      }
    });

  it("the gate's spanish-words check finds no English word on any built Spanish page", () => {
    const built = spanishPages.map((p) => ({ route: p.route, html: builtPage(p.route).documentElement.outerHTML }));
    expect(built.length).toBeGreaterThan(10);
    expect(spanishWordFindings(loadSite(), built).map(formatFinding)).toEqual([]);
  });
});
