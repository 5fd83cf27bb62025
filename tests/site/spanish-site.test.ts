// The Spanish site's rules on the real site, as built in dist/ (languages.test.ts checks the same rules on a copy with
// planted pages): the Spanish starter set is there; every page says its language in <html lang>, og:locale and JSON-LD
// inLanguage; translated pages (and only they) carry reciprocal, fully qualified hreflang alternates, the same pairs as
// sitemap.xml's xhtml:link entries; a Spanish service page's Service node has the page's Spanish name; the lists on the
// Spanish index pages are the translations of the English lists. Routes, pairs, names and words come from the route
// table, pages/ and content/ (tests/support/spec.ts holds the promised figures).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { currentSite, siteData } from '../../src/content/model.ts';
import { SECTIONS, htmlFileForRoute, isChildOf, langOfRoute, type Lang } from '../../src/content/route-path.ts';
import { builtPage } from '../support/html.ts';
import { spanishStarter } from '../support/spec.ts';
import { translationWarnings } from '../../scripts/checks/translations.ts';

const site = currentSite();
const siteUrl = site.business!.siteUrl;
const es = siteData('ui.es');
const OG = { en: 'en_US', es: 'es_US' } as const;
const absolute = (route: string) => (route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`);
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const hrefs = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll(selector) ?? [])].map((a) => a.getAttribute('href')!);

/** The pages of pages/ that the build turned into HTML, with their language. */
const built = site.pages
  .filter((p) => site.routes.has(p.route))
  .map((p) => ({ ...p, lang: langOfRoute(p.route) }))
  .filter((p) => fs.existsSync(path.join(inject('dist'), htmlFileForRoute(p.route))));
const spanish = built.filter((p) => p.lang === 'es');
const visibleChildren = (section: string) =>
  built.filter((p) => isChildOf(p.route, section) && !p.frontmatter.hidden).map((p) => p.route);

/** What a translated page's head must list: en, es and x-default (the English page), fully qualified; else none. */
function expectedAlternates(route: string): string[] {
  const pair = site.pairs.get(route);
  if (!pair || site.pageByRoute.get(route)!.frontmatter.hidden) return [];
  const [en, esRoute] = langOfRoute(route) === 'en' ? [route, pair] : [pair, route];
  return [`en ${absolute(en)}`, `es ${absolute(esRoute)}`, `x-default ${absolute(en)}`];
}
const alternatesIn = (d: Document) =>
  [...d.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
  );
type Node = { '@type': string; [key: string]: unknown };
const graphOf = (d: Document): Node[] =>
  JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'];

describe('the Spanish starter set', () => {
  it(`has at least ${spanishStarter.minimum} Spanish pages in the built site`, () => {
    expect(spanish.length).toBeGreaterThanOrEqual(spanishStarter.minimum);
  });

  it('translates the home page, every section index, and the pages of the starter set', () => {
    const sections = Object.values(SECTIONS);
    const untranslated = (routes: string[]) =>
      routes.filter((r) => {
        const pair = site.pairs.get(r);
        return !site.pageByRoute.has(r) || !pair || !spanish.some((p) => p.route === pair);
      });
    expect(untranslated([...spanishStarter.pages, ...sections])).toEqual([]);
    // A page under a section with no translation yet (a new area page) is a warning of the writers' gate, not a
    // failure: each one is warned about, and the Spanish lists leave it out (below).
    expect(sections.flatMap(visibleChildren).length).toBeGreaterThan(0);
    const warned = translationWarnings(site)
      .filter((w) => w.message.startsWith('no Spanish translation yet'))
      .map((w) => site.files.find((f) => f.rel === w.file)!.route);
    expect(warned.sort()).toEqual(untranslated(sections.flatMap(visibleChildren)).sort());
  });
});

describe('every built page says its language; translated pages, and only they, name their pair', () => {
  for (const p of built) {
    it(`${p.route}: <html lang>, og:locale, hreflang alternates and JSON-LD inLanguage`, () => {
      const d = builtPage(p.route);
      expect(d.documentElement.getAttribute('lang')).toBe(p.lang);
      const expected = expectedAlternates(p.route);
      expect(alternatesIn(d)).toEqual(expected);
      const other: Lang = p.lang === 'en' ? 'es' : 'en';
      const locale = [...d.querySelectorAll('meta[property^="og:locale"]')].map(
        (m) => `${m.getAttribute('property')}=${m.getAttribute('content')}`,
      );
      expect(locale).toEqual([
        `og:locale=${OG[p.lang]}`,
        ...(expected.length ? [`og:locale:alternate=${OG[other]}`] : []),
      ]);
      // The pair says the same, so the link goes both ways.
      if (expected.length) expect(alternatesIn(builtPage(site.pairs.get(p.route)!))).toEqual(expected);

      // One page node (a WebPage, or the FAQPage), for this URL, in the page's language; every node that says a
      // language says this one; a Service never does (schema.org gives it no inLanguage).
      const graph = graphOf(d);
      const pages = graph.filter((n) => n['@type'] === 'WebPage' || n['@type'] === 'FAQPage');
      expect(pages.map((n) => n.url)).toEqual([absolute(p.route)]);
      expect(String(pages[0]!.inLanguage).split('-')[0]).toBe(p.lang);
      for (const n of graph.filter((n) => 'inLanguage' in n))
        expect(String(n.inLanguage).split('-')[0], n['@type']).toBe(p.lang);
      expect(graph.filter((n) => n['@type'] === 'Service' && 'inLanguage' in n)).toEqual([]);
    });
  }

  it('sitemap.xml lists each page with the same language pairs as its head, as xhtml:link alternates', () => {
    const xml = fs.readFileSync(path.join(inject('dist'), 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      links: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (l) => `${l[1]} ${l[2]}`,
      ),
    }));
    const paired = built.filter((p) => expectedAlternates(p.route).length).map((p) => absolute(p.route));
    expect(paired.length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.links.length).map((e) => e.loc)).toEqual(expect.arrayContaining(paired));
    expect(entries.filter((e) => e.links.length)).toHaveLength(paired.length);
    for (const p of built.filter((b) => !b.frontmatter.hidden)) {
      const entry = entries.find((e) => e.loc === absolute(p.route));
      expect(entry, p.route).toBeDefined();
      expect(entry!.links, p.route).toEqual(alternatesIn(builtPage(p.route)));
    }
  });
});

describe('JSON-LD of the Spanish service pages', () => {
  const services = spanish.filter((p) => isChildOf(site.pairs.get(p.route) ?? '', SECTIONS.services));
  it('covers every translated service page', () => {
    expect(services.map((p) => site.pairs.get(p.route)).sort()).toEqual(
      visibleChildren(SECTIONS.services)
        .filter((r) => site.pairs.has(r))
        .sort(),
    );
  });

  for (const p of services) {
    it(`${p.route}: the Service is named in Spanish, as the page's frontmatter names it; the page node is about it`, () => {
      const d = builtPage(p.route);
      const graph = graphOf(d);
      const service = graph.find((n) => n['@type'] === 'Service')!;
      const english = site.pageByRoute.get(site.pairs.get(p.route)!)!;
      expect(service.name).toBe(p.frontmatter.service!.name);
      expect(service.name).not.toBe(english.frontmatter.service!.name);
      expect(service.description).toBe(d.querySelector('meta[name="description"]')!.getAttribute('content'));
      expect(service.url).toBe(absolute(p.route));
      const page = graph.find((n) => n.url === absolute(p.route) && n['@type'] !== 'Service')!;
      expect(page.about).toEqual({ '@id': service['@id'] });
      // And the English page keeps the English name.
      const englishService = graphOf(builtPage(english.route)).find((n) => n['@type'] === 'Service')!;
      expect(englishService.name).toBe(english.frontmatter.service!.name);
    });
  }
});

describe('lists on the Spanish pages: the translations of the English lists, with the Spanish titles', () => {
  /** A page's label and summary as its frontmatter gives them (the cards show both). */
  const words = (route: string) => {
    const fm = site.pageByRoute.get(route)!.frontmatter;
    return { label: fm.label ?? fm.title, summary: fm.summary ?? fm.description };
  };
  const expectSpanishCards = (cards: Element[]) => {
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const route = card.getAttribute('href')!;
      const english = words(site.pairs.get(route)!);
      const own = words(route);
      const text = norm(card.textContent);
      expect(text, route).toContain(norm(own.label));
      expect(text, route).toContain(norm(own.summary));
      if (own.summary !== english.summary) expect(text, route).not.toContain(norm(english.summary));
    }
  };

  it('<PageLinks> on the Spanish services index: every service page of the route table, in Spanish, in order', () => {
    const index = site.pairs.get(SECTIONS.services)!;
    const list = builtPage(index).querySelector('main [data-page-links]');
    const shown = hrefs(list, 'li > a');
    const englishList = hrefs(builtPage(SECTIONS.services).querySelector('main [data-page-links]'), 'li > a');
    expect([...englishList].sort()).toEqual(visibleChildren(SECTIONS.services).sort());
    expect(shown).toEqual(englishList.flatMap((r) => site.pairs.get(r) ?? []));
    expectSpanishCards([...list!.querySelectorAll('li > a')]);
  });

  it('<AreaCards> on the Spanish service-areas index: every area page, in Spanish, in order, with Spanish words', () => {
    const index = site.pairs.get(SECTIONS.areas)!;
    const d = builtPage(index);
    const cards = [...d.querySelectorAll('main [data-area-card]')];
    const englishList = hrefs(builtPage(SECTIONS.areas), 'main [data-area-card]');
    expect([...englishList].sort()).toEqual(visibleChildren(SECTIONS.areas).sort());
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(englishList.flatMap((r) => site.pairs.get(r) ?? []));
    expectSpanishCards(cards);
    for (const card of cards) {
      const label = words(card.getAttribute('href')!).label;
      expect(norm(card.textContent)).toContain(es.blocks.areaCards.repairIn.replace('{city}', label));
    }
    expect(norm(d.querySelector('main [data-area-card] [data-primary]')?.textContent)).toBe(
      es.blocks.areaCards.primary,
    );
  });

  it('every <PageLinks> on a Spanish page links only Spanish pages, and its link to the section in Spanish', () => {
    const lists = spanish.flatMap((p) =>
      [...builtPage(p.route).querySelectorAll('main [data-page-links]')].map((ul) => ({ page: p.route, ul })),
    );
    expect(lists.length).toBeGreaterThan(1);
    let sectionLinks = 0;
    for (const { page, ul } of lists) {
      const links = [...ul.querySelectorAll('a')];
      for (const a of links) expect(langOfRoute(a.getAttribute('href')!), `${page}: ${a.textContent}`).toBe('es');
      const of = ul.getAttribute('data-page-links');
      const section = Object.values(SECTIONS).find((s) => s === of || site.pairs.get(s) === of);
      expect(section, page).toBeDefined();
      // The pills end with a link to the whole section, named as the Spanish menus name it.
      for (const a of links.filter((a) => a.getAttribute('href') === site.pairs.get(section!))) {
        sectionLinks++;
        expect([es.header.allServices, es.header.allServiceAreas], page).toContain(norm(a.textContent));
      }
    }
    expect(sectionLinks).toBeGreaterThan(0);
  });

  it('a list cut short ends with "see all" in Spanish, linking the Spanish section page', () => {
    let cut = 0;
    for (const p of spanish)
      for (const ul of builtPage(p.route).querySelectorAll('main [data-page-links]')) {
        const of = ul.getAttribute('data-page-links');
        const section = Object.values(SECTIONS).find((s) => s === of || site.pairs.get(s) === of)!;
        const next = ul.nextElementSibling;
        const after = [...(next?.tagName === 'P' ? next.querySelectorAll('a') : [])].find((a) =>
          [section, site.pairs.get(section)].includes(a.getAttribute('href')!),
        );
        if (!after) continue;
        cut++;
        expect(after.getAttribute('href'), p.route).toBe(site.pairs.get(section));
        const index = site.pageByRoute.get(after.getAttribute('href')!);
        const label = (index!.frontmatter.label ?? index!.frontmatter.title).toLowerCase();
        const count = built.filter((c) => isChildOf(c.route, index!.route) && !c.frontmatter.hidden).length;
        expect(norm(after.textContent)).toBe(
          (count === 1 ? es.lists.seeAll.one : es.lists.seeAll.other)
            .replace('{count}', String(count))
            .replace('{section}', label),
        );
      }
    expect(cut).toBeGreaterThan(0);
  });

  it('no link on a Spanish page goes to an English page that has a translation (but the language switch)', () => {
    for (const p of spanish) {
      const links = hrefs(builtPage(p.route), 'a[href^="/"]:not([data-language-switch])').map((h) => h.split('#')[0]!);
      const english = links.filter((h) => langOfRoute(h) === 'en' && site.pairs.has(h));
      expect(english, p.route).toEqual([]);
    }
  });
});
