// Business figures typed into a page's prose that contradict content/business.yaml, in the forms writers type
// them, in English and in Spanish: years in business ("35 years of experience", "over 30 years", "más de 40 años"),
// founding year ("since 1989", "desde 1989"), homes repaired ("9,000+ homes", "9.000 casas"), warranty terms
// ("10-year warranty", "garantía de 10 años"), review count ("600 reviews", "600 reseñas") and rating ("4.7 stars",
// "4,7 estrellas"). Reported at the line and column of the figure in the MDX file. (Phone numbers, emails and
// addresses are the same in both languages: the facts check reads them on the built pages.) And prices: a price in
// a page's text (body or frontmatter) that matches no price content/ gives for the service it is about (prices.ts).
import { positionOf, type Finding } from '../../src/content/findings.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import type { Check } from './check.ts';
import { factsInText } from './facts-check.ts';
import { strayPrices } from './prices.ts';

/** "9,000", "9.000" (Spanish), "9 mil", "9 thousand" → 9000. */
const num = (s: string) => {
  const [digits, thousand] = s.split(/\s+/);
  return Number(digits!.replace(/[,.]/g, '')) * (thousand ? 1000 : 1);
};

interface ProseFact {
  index: number;
  found: string;
  message: string;
}

/**
 * A count of years, then either what the company did in them ("of experience", "in business", "de experiencia",
 * "reparando") or nothing: "over 40 years", "más de 40 años". The bare form counts only as a claim of more
 * ("over", "más de", "40+"), and not when it is an age ("40 years old", "casas de más de 40 años", "piers last over
 * 75 years"): see aboutSomethingElse.
 */
const yearsPattern = new RegExp(
  String.raw`\b(over|more than|nearly|almost|about|más de|mas de|casi|cerca de)?\s*(\d{1,3})(\+)?\s*(?:-\s*)?` +
    String.raw`(?:(years?(?:'|’)?\s+(?:of\s+(?:experience|service|business|repairing|fixing)|in\s+business|experience|serving|repairing|fixing|of\s+family)` +
    String.raw`|años\s+(?:de\s+(?:experiencia|servicio|trabajo|trayectoria|oficio)|en\s+el\s+(?:negocio|oficio|ramo)|sirviendo|reparando|atendiendo|trabajando|ayudando))` +
    String.raw`|(years|años)(?![\p{L}-]))`,
  'giu',
);
/** A bare count of years that is an age or a lifespan, told by the words right after or right before it. */
const ageAfter = /^\s+(?:old|ago|of age|or (?:older|more)|de (?:antigüedad|edad|vida|uso)|atrás|o más)\b/iu;
const ageBefore = new RegExp(
  String.raw`(?:\b(?:homes?|houses?|buildings?|foundations?|slabs?|piers?|roofs?|trees?|pipes?)\s+(?:that\s+are\s+|aged\s+)?` +
    String.raw`|\b(?:is|are|was|were|last|lasts|lasted|lasting|stood|stands?|aged|built|life|lifespan|warranty|guarantee)\s+(?:for\s+)?` +
    String.raw`|(?:casas?|viviendas?|hogares|edificios?|cimientos|losas?|pilotes|techos?|árboles|tuberías)\s+(?:\p{L}+\s+)?(?:de|con)\s+` +
    String.raw`|(?:tiene|tienen|tenga|tengan|tenía|tenían|cumple|cumplen|dura|duran|durar|durará|aguanta|aguantan)\s+` +
    String.raw`|(?:construid|edificad|hech|instalad)[ao]s?\s+(?:hace\s+)?` +
    String.raw`|(?:vida(?:\s+útil)?|garantía|antigüedad|edad)\s+(?:de\s+)?)$`,
  'iu',
);
const aboutSomethingElse = (text: string, m: RegExpMatchArray) =>
  ageAfter.test(text.slice(m.index! + m[0].length)) || ageBefore.test(text.slice(Math.max(0, m.index! - 40), m.index));

const homesPattern =
  /\b(over|more than|más de|mas de)?\s*(\d{1,3}\s+(?:mil|thousand)|\d{1,3}(?:[,.]\d{3})+|\d{2,})(\+)?\s+(?:\w+\s+)?(?:homes|houses|foundations|homeowners|families|customers|casas|hogares|viviendas|cimientos|familias|clientes)(?:\s+(?:repaired|fixed|helped|served|stabilized|reparad[oa]s|atendid[oa]s))?(?![\p{L}])/giu;
const yearBefore = /\b(?:since|in|from|year|desde|en|de|año)\s+$/iu;
/** "10-year warranty", "warranty of 10 years"; "garantía de 10 años", "garantía transferible por 10 años", "10 años
 * de garantía". */
const warrantyPattern =
  /\b(\d{1,2})[- ](?:years?|yr)\s+(?:\w+\s+)?(?:warranty|guarantee)\b|\b(?:warranty|guarantee)\s+(?:of|for|lasts|covers)\s+(\d{1,2})\s+years?\b|\bgarant[ií]a\s+(?:\p{L}+\s+){0,2}?(?:de|por|para)\s+(\d{1,2})\s+años(?![\p{L}])|\b(\d{1,2})\s+años\s+de\s+garant[ií]a(?![\p{L}])/giu;

/** The rating, review count and founding year as Spanish prose types them (facts-check.ts reads the English forms):
 * "4,7 estrellas", "4.7 de 5", "4,7/5"; "600 reseñas"; "desde 1989", "fundada en 1989". */
const ratingEs =
  /\b(\d,\d{1,2})\s*\/\s*5(?!\d)|\b(\d[.,]\d{1,2})\s*(?:de\s+(?:5|cinco)(?![\d\p{L}])|-?\s*estrellas?(?![\p{L}]))/giu;
const reviewCountEs =
  /\b(\d{1,3}(?:[,.]\d{3})+|\d+)(\+?)\s+(?:reseñas|opiniones|calificaciones|valoraciones|comentarios)(?![\p{L}])/giu;
const foundedEs =
  /\b(desde(?:\s+el(?:\s+año)?)?|fundad[ao]s?\s+en(?:\s+el(?:\s+año)?)?|establecid[ao]s?\s+en(?:\s+el(?:\s+año)?)?|abrimos\s+en(?:\s+el(?:\s+año)?)?)\s+((?:19|20)\d{2})\b/giu;
/** "Casas construidas desde 1985" is about the houses, not the company. */
const notAboutUsEs =
  /(?:construid|edificad|hech|instalad|colad|remodelad|renovad)[ao]s?\s+(?:\p{L}+\s+){0,2}$|\b(?:casas?|viviendas?|hogares|edificios?|códigos?|normas?|reglas?|reglamentos?)\s+(?:\p{L}+\s+){0,2}$/iu;

function spanishFacts(text: string, business: Business): { kind: string; found: string; expected: string }[] {
  const out: { kind: string; found: string; expected: string }[] = [];
  const r = business.rating;
  for (const m of text.matchAll(ratingEs))
    if (Number((m[1] ?? m[2])!.replace(',', '.')) !== r.value)
      out.push({ kind: 'rating', found: m[0].trim(), expected: `${r.value}/${r.best}` });
  for (const m of text.matchAll(reviewCountEs))
    if (num(m[1]!) !== r.reviewCount)
      out.push({ kind: 'review count', found: m[0], expected: `${r.reviewCount} reviews` });
  for (const m of text.matchAll(foundedEs))
    if (Number(m[2]) !== business.founded && !notAboutUsEs.test(text.slice(Math.max(0, m.index - 40), m.index)))
      out.push({ kind: 'founding year', found: m[0], expected: `founded ${business.founded}` });
  return out;
}

/** Business figures in a piece of prose that contradict the facts. */
function proseFacts(text: string, business: Business, now = new Date()): ProseFact[] {
  const out: ProseFact[] = [];
  const years = now.getFullYear() - business.founded;
  for (const m of text.matchAll(yearsPattern)) {
    const n = Number(m[2]);
    const claimsMore = /over|more than|más de|mas de/i.test(m[1] ?? '') || m[3] === '+';
    if (m[5] && (!claimsMore || aboutSomethingElse(text, m))) continue;
    if (n > years || (claimsMore && n >= years))
      out.push({
        index: m.index + m[0].indexOf(m[2]!),
        found: m[0].trim(),
        message: `"${m[0].trim()}": the company has been in business ${years} years (founded ${business.founded}, content/business.yaml): use <Fact name="years" /> ("${Math.floor(years / 10) * 10}+")`,
      });
  }
  for (const m of text.matchAll(homesPattern)) {
    const n = num(m[2]!);
    // "Since 2003 repairing foundations", "desde 2003 reparamos cimientos": a year, not a count.
    if (yearBefore.test(text.slice(0, m.index + m[0].indexOf(m[2]!))) && /^(?:19|20)\d{2}$/.test(m[2]!)) continue;
    if (n > business.homesRepaired)
      out.push({
        index: m.index + m[0].indexOf(m[2]!),
        found: m[0].trim(),
        message: `"${m[0].trim()}": content/business.yaml says ${business.homesRepaired} homes repaired: use <Fact name="homesRepaired" />`,
      });
  }
  const terms = [business.warranty.term, business.warranty.crawlSpace, business.warranty.concreteLifting];
  const termYears = new Set(
    terms
      .map((t) => /(\d+)/.exec(t)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  for (const m of text.matchAll(warrantyPattern)) {
    const n = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (!termYears.has(n))
      out.push({
        index: m.index + m[0].indexOf(String(n)),
        found: m[0].trim(),
        message: `"${m[0].trim()}": no warranty in content/business.yaml lasts ${n} years (${terms.join(', ')}): use <Fact name="warrantyTerm" />, "crawlSpaceWarranty" or "concreteLiftingWarranty"`,
      });
  }
  for (const f of [...factsInText(text, business), ...spanishFacts(text, business)]) {
    if (!['rating', 'review count', 'founding year'].includes(f.kind)) continue;
    const fact = f.kind === 'rating' ? 'rating' : f.kind === 'review count' ? 'reviewCount' : 'founded';
    out.push({
      index: text.indexOf(f.found),
      found: f.found,
      message: `"${f.found}": ${f.kind} differs from content/business.yaml (${f.expected}): use <Fact name="${fact}" />`,
    });
  }
  return out;
}

export const proseFactsCheck: Check = {
  name: 'prose-facts',
  title: 'Business figures typed in page text (years, founding year, homes, warranty, reviews, rating, prices)',
  stage: 'source',
  messages: [
    {
      message:
        '"35 years of experience": the company has been in business 23 years (founded 2003, content/business.yaml): use <Fact name="years" /> ("20+")',
      fix: 'Never type a business figure: `<Fact name="years" />`, `<Fact name="founded" />`, `<Fact name="homesRepaired" />`, `<Fact name="reviewCount" />`, `<Fact name="rating" />` show the current value.',
    },
    {
      message: '"9,000+ homes": content/business.yaml says 1000 homes repaired: use <Fact name="homesRepaired" />',
      fix: 'Use `<Fact name="homesRepaired" />`.',
    },
    {
      message:
        '"10-year warranty": no warranty in content/business.yaml lasts 10 years (…): use <Fact name="warrantyTerm" />, …',
      fix: 'Use the warranty facts (`warrantyTerm`, `crawlSpaceWarranty`, `concreteLiftingWarranty`).',
    },
    {
      message: '"4.7 stars": rating differs from content/business.yaml (4.9/5): use <Fact name="rating" />',
      fix: 'Use `<Fact name="rating" />` and `<Fact name="reviewCount" />`.',
    },
    {
      message:
        '"$9,000-$14,000" for slab foundation repair matches no price of it in content/ (cost-guide.yaml, service-details.yaml, areas.yaml): use <Fact name="slabRepairCost" />, or a figure content/ gives, and say what it covers (the whole job, one pier, a typical job in a town, a tier)',
      fix: 'Quote a named price of content/cost-guide.yaml (`{@slabRepairCost}` in frontmatter, `<Fact name="slabRepairCost" />` in the page) and say what it covers, or point to the cost guide. A new price goes into content/ first, with its `scope`.',
    },
  ],
  run({ site, outlines }) {
    const business = site.business;
    if (!business) return [];
    const out: Finding[] = strayPrices(site, outlines);
    for (const page of site.files)
      for (const t of outlines.get(page.rel)?.texts ?? [])
        for (const f of proseFacts(t.value, business)) {
          // The text node's value may differ from the source (escapes); find the figure near where it should be.
          const at = page.source.indexOf(f.found.slice(f.found.search(/\d/)), t.offset);
          out.push({
            file: page.rel,
            ...positionOf(page.source, at >= 0 ? at : t.offset + Math.max(0, f.index)),
            message: f.message,
          });
        }
    return out;
  },
};
