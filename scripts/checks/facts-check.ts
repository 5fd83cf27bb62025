// Finds business facts typed by hand that disagree with content/business.yaml: in the visible text of every built
// page (and its title and meta description), phone numbers, email addresses, street addresses, ratings, review
// counts and founding years; and every tel: and mailto: link.
import type { Business } from '../../src/content/schemas/business.ts';
import { listBuiltPages, parseDocument, visibleText, type BuiltPage } from './built-pages.ts';
import { positionOf } from '../../src/content/findings.ts';
import { locateText, perBuiltPage, type Check } from './check.ts';

export interface FactProblem {
  page: string;
  /** What kind of fact: phone, email, address, rating, review count, founding year, tel: link, mailto: link. */
  kind: string;
  found: string;
  expected: string;
}

const digitsOf = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const numberOf = (s: string) => Number(s.replace(/,/g, ''));
const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** North American numbers as people write them: (281) 555-0142, 281-555-0142, 281.555.0142, +1 281 555 0142. */
const phonePattern = /(?<![\d-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d-])/g;
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const streetSuffixes =
  'Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Drive|Dr|Lane|Ln|Parkway|Pkwy|Highway|Hwy|Way|Court|Ct|Circle|Cir|Trail|Trl|Place|Pl|Freeway|Fwy';
const streetPattern = new RegExp(
  `\\b\\d{2,6}\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Z][A-Za-z'-]*\\s+){1,4}(?:${streetSuffixes})\\b\\.?(?:,?\\s+(?:Suite|Ste\\.?|Unit|#)\\s*[A-Za-z0-9-]+)?`,
  'g',
);
const ratingPattern = /\b(\d\.\d{1,2})\s*(?:\/\s*5\b|out of 5\b|-star\b|\s+stars?\b)/gi;
const reviewCountPattern =
  /\b(\d{1,3}(?:,\d{3})+|\d+)(\+?)\s+(?:(?:verified|customer|client|online|google|five-star|5-star)\s+)?reviews\b/gi;
const foundedPattern = /\b(since|founded in|established in|in business since)\s+((?:19|20)\d{2})\b/gi;
/** "Homes built since 1985" is about the houses, not the company. */
const notAboutUs =
  /\b(built|constructed|installed|poured|renovated|remodeled|homes?|houses?|codes?|rules?)\s+(?:\w+\s+){0,2}$/i;

export function factsInText(text: string, business: Business): Omit<FactProblem, 'page'>[] {
  const found: Omit<FactProblem, 'page'>[] = [];
  const phone = digitsOf(business.phone);
  for (const m of text.matchAll(phonePattern))
    if (digitsOf(m[0]) !== phone) found.push({ kind: 'phone', found: m[0], expected: business.phone });
  for (const m of text.matchAll(emailPattern))
    if (m[0].toLowerCase() !== business.email.toLowerCase())
      found.push({ kind: 'email', found: m[0], expected: business.email });
  const street = squash(business.address.street);
  for (const m of text.matchAll(streetPattern)) {
    const candidate = squash(m[0]);
    if (!street.startsWith(candidate) && !candidate.startsWith(street))
      found.push({ kind: 'street address', found: m[0], expected: business.address.street });
  }
  for (const m of text.matchAll(ratingPattern))
    if (Number(m[1]) !== business.rating.value)
      found.push({ kind: 'rating', found: m[0], expected: `${business.rating.value}/${business.rating.best}` });
  for (const m of text.matchAll(reviewCountPattern))
    if (numberOf(m[1]!) !== business.rating.reviewCount)
      found.push({ kind: 'review count', found: m[0], expected: `${business.rating.reviewCount} reviews` });
  for (const m of text.matchAll(foundedPattern)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (Number(m[2]) !== business.founded && !notAboutUs.test(before))
      found.push({ kind: 'founding year', found: m[0], expected: `founded ${business.founded}` });
  }
  return found;
}

function checkPageFacts(page: BuiltPage, business: Business): FactProblem[] {
  const doc = parseDocument(page.html);
  const texts = [
    doc.title,
    doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    doc.body ? visibleText(doc.body) : '',
    // Placeholder text in form fields is visible too.
    ...[...doc.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder') ?? ''),
  ];
  const problems: FactProblem[] = texts.flatMap((text) =>
    factsInText(text, business).map((f) => ({ page: page.route, ...f })),
  );
  const phone = digitsOf(business.phone);
  for (const a of doc.querySelectorAll('a[href^="tel:"]')) {
    const href = a.getAttribute('href')!;
    if (digitsOf(href) !== phone)
      problems.push({ page: page.route, kind: 'tel: link', found: href, expected: `tel:+1${phone}` });
  }
  for (const a of doc.querySelectorAll('a[href^="mailto:"]')) {
    const href = a.getAttribute('href')!;
    const address = decodeURIComponent(href.slice('mailto:'.length).split('?')[0]!);
    if (address.toLowerCase() !== business.email.toLowerCase())
      problems.push({ page: page.route, kind: 'mailto: link', found: href, expected: `mailto:${business.email}` });
  }
  // The same wrong figure in the header and the footer is one problem to fix, not two.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}\0${p.found}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function checkFacts(distDir: string, business: Business): FactProblem[] {
  return listBuiltPages(distDir).flatMap((page) => checkPageFacts(page, business));
}

/** Kinds the prose-facts check reports from the MDX source, at their own line. */
const inProseCheck = new Set(['rating', 'review count', 'founding year']);

export const factsCheck: Check = {
  name: 'facts',
  title: 'Phone numbers, emails, addresses, ratings, review counts and founding years shown on the built pages',
  stage: 'built',
  messages: [
    {
      message: 'phone "(281) 555-0199" differs from content/business.yaml: (281) 555-0142',
      fix: 'Show facts with `<Phone />`, `<Email />`, `<Address />`, `<Fact name="…" />` or `{@name}` in frontmatter, never typed by hand.',
    },
  ],
  // A page with no built output: the facts typed in its MDX text (the prose-facts check has the others).
  unbuilt({ site }, pages) {
    const business = site.business;
    if (!business) return [];
    return pages.flatMap((page) =>
      page.outline.texts.flatMap((text) =>
        factsInText(text.value, business)
          .filter((p) => !inProseCheck.has(p.kind))
          .map((p) => ({
            file: page.rel,
            ...positionOf(page.body, text.offset + Math.max(0, text.value.indexOf(p.found))),
            message: `${p.kind} "${p.found}" differs from content/business.yaml: ${p.expected}`,
          })),
      ),
    );
  },
  run: (ctx) =>
    perBuiltPage(ctx, (page, src, business) =>
      checkPageFacts(page, business)
        .filter((p) => !(src && inProseCheck.has(p.kind) && src.source.includes(p.found)))
        .map((p) => ({
          file: src?.rel ?? page.file,
          ...(src ? locateText(src.source, p.found.replace(/^(tel|mailto):/, '')) : { line: 1, column: 1 }),
          message: `${p.kind} "${p.found}" differs from content/business.yaml: ${p.expected}`,
        })),
    ),
};
