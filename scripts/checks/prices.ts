// Prices typed into a page's prose that match no price content/ gives for the service they are about (SPEC 14: every
// price is written once in content/, with what it covers). A sentence is about the services it names (by the words
// of their names in content/cost-guide.yaml and their pages' labels, in English and Spanish), the town it names, and
// the page's own service (a service page, its Spanish translation, a project's services). A "$9,000-$14,000" there
// that none of those services' prices in content/ matches is reported at its line, in the MDX body and in
// frontmatter text (FAQ answers) alike. A sentence about no service is not judged.
import { positionOf, type Finding } from '../../src/content/findings.ts';
import type { SiteModel, SitePage } from '../../src/content/model.ts';
import type { Area } from '../../src/content/schemas/areas.ts';
import type { CostGuide } from '../../src/content/schemas/cost-guide.ts';
import type { ServiceDetail } from '../../src/content/schemas/service-details.ts';
import { areaRoute, serviceRoute } from '../../src/content/route-path.ts';
import type { MdxOutline } from '../../src/content/mdx-source.ts';

/** "$4,000-$12,000", "$3,500 and $15,000", "$4-7", "$1,000", "$30,000+". */
const figure = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const pricePattern = new RegExp(
  String.raw`\$\s?(${figure})(?:\s*(?:-|–|—)\s*\$?\s?(${figure})|\s+(?:to|and|y|a|hasta)\s+\$\s?(${figure}))?\+?`,
  'gu',
);

interface Price {
  index: number;
  text: string;
  low: number;
  high: number;
}

const amount = (s: string) => Number(s.replace(/,/g, ''));

/** Every price in a text, as a range (a single figure is a range of one). */
export function pricesIn(text: string): Price[] {
  return [...text.matchAll(pricePattern)].map((m) => {
    const low = amount(m[1]!);
    const second = m[2] ?? m[3];
    return { index: m.index, text: m[0].trim(), low, high: second ? amount(second) : low };
  });
}

/** A service (or a town) prices can be about: the words that name it, its prices in content/, a name to show. */
interface PricedThing {
  label: string;
  /** Word stems that name it in a sentence ("slab", "losa", "pier", "beam", "pilo", "viga"). */
  stems: string[];
  /** Its prices, "low-high". */
  prices: Set<string>;
  /** The named prices ({@name}) a writer can use for it. */
  named: string[];
}

export type PriceBook = Map<string, PricedThing>;

/** Words in a service's name that say nothing about which service it is. */
const generic = new Set([
  ...'foundation foundations repair repairs service services solutions individual house home and of the for'.split(' '),
  ...'reparación reparaciones reparar del las los una cimientos servicio servicios soluciones casa casas'.split(' '),
]);

/** The stems that name a thing: the first four letters of each word of its names that is not generic. */
function stemsOf(names: string[]): string[] {
  const words = names.flatMap((n) => n.toLowerCase().split(/[^\p{L}]+/u));
  return [...new Set(words.filter((w) => w.length >= 4 && !generic.has(w)).map((w) => w.slice(0, 4)))];
}

/** Every string in a value (the service-details entry, an area card), deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const key = (p: { low: number; high: number }) => `${p.low}-${p.high}`;

function valueOf<T>(site: SiteModel, name: string): T | undefined {
  return site.data.find((d) => d.name === name)?.value as T | undefined;
}

/** The services and towns of content/, with their names in both languages and their prices. */
export function priceBook(site: SiteModel): PriceBook {
  const book: PriceBook = new Map();
  const thing = (id: string, label: string): PricedThing => {
    let t = book.get(id);
    if (!t) book.set(id, (t = { label, stems: [], prices: new Set(), named: [] }));
    return t;
  };
  const addPrices = (t: PricedThing, texts: string[]) => {
    for (const s of texts) for (const p of pricesIn(s)) t.prices.add(key(p));
  };
  /** A page's label in both languages (its Spanish translation's too). */
  const labels = (route: string) =>
    [route, site.pairs.get(route)].flatMap((r) => {
      const fm = r ? site.pageByRoute.get(r)?.frontmatter : undefined;
      return fm ? [fm.label ?? fm.title] : [];
    });

  const guide = valueOf<CostGuide>(site, 'cost-guide');
  const guideEs = valueOf<CostGuide>(site, 'cost-guide.es');
  guide?.items.forEach((item, i) => {
    const t = thing(item.href ?? `cost-guide:${item.service}`, item.service.toLowerCase());
    const names = [item.service, guideEs?.items[i]?.service ?? '', ...(item.href ? labels(item.href) : [])];
    t.stems.push(...stemsOf(names));
    addPrices(t, [item.cost]);
    if (item.name) t.named.push(item.name);
  });
  const details = valueOf<Record<string, ServiceDetail>>(site, 'service-details') ?? {};
  for (const [slug, d] of Object.entries(details)) {
    const route = serviceRoute(slug);
    const t = thing(route, (labels(route)[0] ?? slug).toLowerCase());
    t.stems.push(...stemsOf(labels(route)));
    addPrices(t, stringsIn(d));
  }
  const areas = valueOf<Record<string, Area>>(site, 'areas') ?? {};
  for (const [slug, area] of Object.entries(areas)) {
    const city = site.pageByRoute.get(areaRoute(slug))?.frontmatter.area?.city ?? slug;
    const town = thing(areaRoute(slug), city);
    // A town is named by its whole name ("South Houston" is not every "house").
    town.stems.push(city.toLowerCase());
    for (const s of area.services) {
      if (!s.cost) continue;
      addPrices(town, [s.cost]);
      addPrices(thing(s.href, s.title.toLowerCase()), [s.cost]);
    }
    for (const t of guide?.totals.filter((x) => x.town === slug) ?? []) {
      addPrices(town, [t.cost]);
      town.named.push(t.name);
    }
  }
  for (const t of book.values()) t.stems = [...new Set(t.stems)];
  return book;
}

/** The services and town a page is about: a service page (or its translation), a project's services, a town's page. */
function pageThings(page: SitePage | undefined, book: PriceBook): string[] {
  if (!page) return [];
  const english = page.frontmatter.translationOf ?? page.route;
  return [english, ...(page.frontmatter.project?.services ?? [])].filter((id) => book.has(id));
}

/** The things a piece of text names. */
function named(text: string, book: PriceBook): string[] {
  const lower = text.toLowerCase();
  return [...book]
    .filter(([, t]) => t.stems.some((s) => new RegExp(`(?<![\\p{L}])${s}`, 'u').test(lower)))
    .map(([id]) => id);
}

/** Sentences of a text with their offsets: split where a sentence end is followed by a capital (or a tag, a
 * placeholder), so "1/2", "$1,000.50" and "e.g. a drain" stay inside. */
function sentences(text: string): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?](?=\s+[\p{Lu}¿¡{<[])/gu)) {
    out.push({ at: start, text: text.slice(start, m.index + 1) });
    start = m.index + 1;
  }
  out.push({ at: start, text: text.slice(start) });
  return out;
}

interface Stray {
  offset: number;
  message: string;
}

/** The prices in `text` that match no price of the services the sentence (or `context`, or the page) is about. */
function strayIn(text: string, context: string, pageIds: string[], book: PriceBook, inMdx: boolean): Stray[] {
  const out: Stray[] = [];
  for (const s of sentences(text)) {
    const prices = pricesIn(s.text);
    if (!prices.length) continue;
    let ids = named(s.text, book);
    if (!ids.length) ids = named(context, book);
    ids = [...new Set([...ids, ...pageIds])];
    if (!ids.length) continue;
    const things = ids.map((id) => book.get(id)!);
    for (const p of prices) {
      const known = things.some(
        (t) =>
          t.prices.has(key(p)) ||
          (p.low === p.high && [...t.prices].some((k) => k.split('-').map(Number).includes(p.low))),
      );
      if (known) continue;
      const services = things.map((t) => t.label);
      const names = things.flatMap((t) => t.named);
      const use = names.length
        ? `use ${names.map((n) => (inMdx ? `<Fact name="${n}" />` : `{@${n}}`)).join(' or ')}, or `
        : 'use ';
      out.push({
        offset: s.at + p.index,
        message: `"${p.text}" for ${services.join(', ')} matches no price of ${services.length > 1 ? 'these services' : 'it'} in content/ (cost-guide.yaml, service-details.yaml, areas.yaml): ${use}a figure content/ gives, and say what it covers (the whole job, one pier, a typical job in a town, a tier)`,
      });
    }
  }
  return out;
}

/** The frontmatter of a page source (as model.ts reads it), cut into its list items and top-level fields: an FAQ
 * entry's question with its answer. Offsets are the source's. */
function frontmatterChunks(source: string): { at: number; text: string }[] {
  const close = source.startsWith('---') ? /\n---[ \t]*(?:\n|$)/.exec(source.slice(3)) : null;
  const head = close ? source.slice(0, 3 + close.index) : '';
  const out: { at: number; text: string }[] = [];
  let start = 0;
  for (const m of head.matchAll(/\n(?=\s*- |\S)/g)) {
    out.push({ at: start, text: head.slice(start, m.index) });
    start = m.index + 1;
  }
  out.push({ at: start, text: head.slice(start) });
  return out;
}

/** Stray prices of every page: in its MDX body's text and in its frontmatter's text. */
export function strayPrices(site: SiteModel, outlines: Map<string, MdxOutline>): Finding[] {
  const book = priceBook(site);
  const out: Finding[] = [];
  for (const page of site.files) {
    const pageIds = pageThings(site.pageByRoute.get(page.route), book);
    for (const chunk of frontmatterChunks(page.source)) {
      if (!chunk.text.includes('$')) continue;
      // An FAQ entry's answer is about what its question names.
      const context = chunk.text.split(/\n\s*answer:/)[0]!;
      for (const s of strayIn(chunk.text, context, pageIds, book, false))
        out.push({ file: page.rel, ...positionOf(page.source, chunk.at + s.offset), message: s.message });
    }
    for (const t of outlines.get(page.rel)?.texts ?? []) {
      if (!t.value.includes('$')) continue;
      for (const s of strayIn(t.value, '', pageIds, book, true)) {
        // The text node's value may differ from the source (escapes): find the figure from where the text starts.
        const written = /^\$\s?\d[\d,]*/.exec(t.value.slice(s.offset))?.[0] ?? '$';
        const at = page.body.indexOf(written, t.offset);
        out.push({ file: page.rel, ...positionOf(page.body, at >= 0 ? at : t.offset), message: s.message });
      }
    }
  }
  return out;
}
