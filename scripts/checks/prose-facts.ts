// Business figures typed into a page's prose that contradict content/business.yaml, in the forms writers type
// them: years in business ("35 years", "over 30 years of experience"), founding year ("since 1989"), homes
// repaired ("9,000+ homes"), warranty terms ("10-year warranty"), review count ("600 reviews") and rating
// ("4.7 stars"). Reported at the line and column of the figure in the MDX file.
import { positionOf, type Finding } from '../../src/content/findings.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import type { Check } from './check.ts';
import { factsInText } from './facts-check.ts';

const num = (s: string) => Number(s.replace(/[,.]/g, ''));

interface ProseFact {
  index: number;
  found: string;
  message: string;
}

const yearsPattern =
  /\b(over|more than|nearly|almost|about|más de|mas de|casi|cerca de)?\s*(\d{1,3})(\+)?\s*(?:-\s*)?(?:years?(?:'|’)?\s+(?:of\s+(?:experience|service|business|repairing|fixing)|in\s+business|experience|serving|repairing|fixing|of\s+family)|años\s+(?:de\s+(?:experiencia|servicio|trabajo)|en\s+el\s+negocio|sirviendo|reparando|atendiendo))/gi;
const homesPattern =
  /\b(over|more than|más de|mas de)?\s*(\d{1,3}(?:[,.]\d{3})+|\d{2,})(\+)?\s+(?:\w+\s+)?(?:homes|houses|foundations|homeowners|families|customers|casas|hogares|viviendas|cimientos|familias|clientes)(?:\s+(?:repaired|fixed|helped|served|stabilized|reparad[oa]s|atendid[oa]s))?(?![\p{L}])/giu;
const warrantyPattern =
  /\b(\d{1,2})[- ](?:years?|yr)\s+(?:\w+\s+)?(?:warranty|guarantee)\b|\b(?:warranty|guarantee)\s+(?:of|for|lasts|covers)\s+(\d{1,2})\s+years?\b/gi;

/** Business figures in a piece of prose that contradict the facts. */
function proseFacts(text: string, business: Business, now = new Date()): ProseFact[] {
  const out: ProseFact[] = [];
  const years = now.getFullYear() - business.founded;
  for (const m of text.matchAll(yearsPattern)) {
    const n = Number(m[2]);
    const claimsMore = /over|more than|más de|mas de/i.test(m[1] ?? '') || m[3] === '+';
    if (n > years || (claimsMore && n >= years))
      out.push({
        index: m.index + m[0].indexOf(m[2]!),
        found: m[0].trim(),
        message: `"${m[0].trim()}": the company has been in business ${years} years (founded ${business.founded}, content/business.yaml): use <Fact name="years" /> ("${Math.floor(years / 10) * 10}+")`,
      });
  }
  for (const m of text.matchAll(homesPattern)) {
    const n = num(m[2]!);
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
    const n = Number(m[1] ?? m[2]);
    if (!termYears.has(n))
      out.push({
        index: m.index + m[0].indexOf(String(n)),
        found: m[0].trim(),
        message: `"${m[0].trim()}": no warranty in content/business.yaml lasts ${n} years (${terms.join(', ')}): use <Fact name="warrantyTerm" />, "crawlSpaceWarranty" or "concreteLiftingWarranty"`,
      });
  }
  for (const f of factsInText(text, business)) {
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
  title: 'Business figures typed in page text (years, founding year, homes, warranty, reviews, rating)',
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
  ],
  run({ site, outlines }) {
    const business = site.business;
    if (!business) return [];
    const out: Finding[] = [];
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
