// One price story (SPEC 14): every price a built page shows says what it covers. A component's price sits in a
// [data-price] block with the words of content/ui.<lang>.yaml `blocks.priceScope` for its scope (a town's with the
// town's name); a town page whose cards give the town's own prices says they are typical there and links to the cost
// guide (content/cost-guide.yaml `page`, in the page's language); any other price on a page carries its unit ("each",
// "per sq ft") or is a named price of content/cost-guide.yaml quoted in a sentence (FAQ answers), whose scope content/
// gives. The words and figures come from content/, never typed here.
import { describe, expect, it } from 'vitest';
import { siteData, siteDataIn } from '../../src/content/model.ts';
import { langOfRoute, type Lang } from '../../src/content/route-path.ts';
import { priceFacts } from '../../src/content/facts.ts';
import { builtPage } from '../support/html.ts';
import { site, ui } from '../support/content.ts';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const main = (d: Document) => d.querySelector('[data-static="page"]') ?? d.querySelector('main')!;
const dollar = /\$\s?\d/;
const guide = siteData('cost-guide');
/** The named prices page text quotes ({@slabRepairCost}). */
const named = new Set(Object.values(priceFacts(guide)));
/** The units content/ writes after a price, in both languages ("each", "per sq ft", "cada uno", …). */
const units = (['en', 'es'] as Lang[]).flatMap((l) => siteDataIn('cost-guide', l).items.flatMap((i) => i.unit ?? []));
/** Every string in a value, deep. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];
/** The values of content/service-details.yaml that are a price with what it covers written after it ("$800-$1,200
 * each", "$300-600 annually", "$3-7 por pie cuadrado"). */
const withWords = (['en', 'es'] as Lang[]).flatMap((l) =>
  strings(siteDataIn('service-details', l)).filter((v) => /^\$[\d,$+-]+\s+\p{L}/u.test(v)),
);
const pages = site.pages.filter((p) => site.routes.has(p.route));
const cityOf = new Map(pages.flatMap((p) => (p.frontmatter.area ? [[p.route, p.frontmatter.area.city]] : [])));
const pairOf = (route: string) => site.pairs.get(route);

/** The scope words a page in `lang` may show for `key`, with the town of a "town" price. */
function scopeWords(lang: Lang, key: string, city: string): string {
  const words = ui[lang].blocks.priceScope as Record<string, string>;
  return (words[key] ?? `(no words for "${key}")`).replace('{city}', city);
}

/** Text nodes of `root` that show a dollar figure. */
function priceNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const out: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (dollar.test(n.textContent ?? '')) out.push(n as Text);
  return out;
}

describe('every price says what it covers', () => {
  const shown = pages.map((p) => ({ p, d: builtPage(p.route) }));
  const scoped = shown.flatMap(({ p, d }) =>
    [...main(d).querySelectorAll('[data-price]')].map((block) => ({ p, block })),
  );

  it('the pages show prices with their scope in both languages (the test looks at something)', () => {
    for (const lang of ['en', 'es'] as Lang[]) {
      const keys = new Set(
        scoped
          .filter(({ p }) => langOfRoute(p.route) === lang)
          .flatMap(({ block }) => block.querySelector('[data-price-scope]')?.getAttribute('data-price-scope') ?? []),
      );
      // Every scope content/ gives a price is shown somewhere.
      const given = new Set([
        ...guide.items.flatMap((i) => i.scope ?? []),
        ...Object.values(siteData('service-details')).flatMap((d) => [
          ...(d.tierScope ? [d.tierScope] : []),
          ...(d.methods ?? []).map((m) => m.scope),
          ...(d.cards ?? []).flatMap((c) => c.scope ?? []),
        ]),
        ...Object.values(siteData('areas')).flatMap((a) => a.services.flatMap((s) => s.scope ?? [])),
      ]);
      expect(
        [...given].filter((k) => !keys.has(k)),
        lang,
      ).toEqual([]);
    }
  });

  it("each component's price block holds a dollar figure and the page language's words for its scope", () => {
    const wrong = scoped.flatMap(({ p, block }) => {
      const scope = block.querySelector('[data-price-scope]');
      const key = scope?.getAttribute('data-price-scope') ?? '';
      const city = cityOf.get(p.route) ?? cityOf.get(pairOf(p.route) ?? '') ?? '';
      const expected = scopeWords(langOfRoute(p.route), key, city);
      return norm(scope?.textContent) === expected && dollar.test(block.textContent ?? '')
        ? []
        : [`${p.route}: "${norm(block.textContent)}" (scope "${norm(scope?.textContent)}", expected "${expected}")`];
    });
    expect(wrong).toEqual([]);
  });

  it('no other price is shown without its scope: a unit after it, or a named price of the cost guide in a sentence', () => {
    const bare = shown.flatMap(({ p, d }) =>
      priceNodes(main(d))
        .filter((n) => !n.parentElement?.closest('[data-price]'))
        .flatMap((n) => {
          const text = norm(n.textContent);
          // A threshold ("projects over $1,000") is not a price.
          return [...text.matchAll(/(?<!(?:over|más de)\s)\$\d{1,3}(?:,\d{3})*(?:-\$?\d{1,3}(?:,\d{3})*)?\+?/g)]
            .filter((m) => {
              const after = text.slice(m.index + m[0].length);
              const from = text.slice(m.index);
              return !(
                named.has(m[0]) ||
                units.some((u) => after.startsWith(` ${u}`)) ||
                withWords.some((v) => from.startsWith(v))
              );
            })
            .map((m) => `${p.route}: "${m[0]}" in "${text}"`);
        }),
    );
    expect(bare).toEqual([]);
  });

  it('a town page with its own prices says they are typical for the town and links to the cost guide', () => {
    const towns = shown.filter(({ d }) => main(d).querySelector('[data-price-scope="town"]'));
    expect(towns.length).toBeGreaterThanOrEqual(2);
    for (const { p, d } of towns) {
      const lang = langOfRoute(p.route);
      const note = main(d).querySelector('[data-price-note]');
      const city = cityOf.get(p.route) ?? cityOf.get(pairOf(p.route) ?? '')!;
      expect(norm(note?.textContent), p.route).toContain(ui[lang].blocks.priceScope.townNote.replace('{city}', city));
      const link = [...(note?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
      expect(link, p.route).toEqual([lang === 'en' ? guide.page : pairOf(guide.page)]);
    }
  });
});
