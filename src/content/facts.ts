// Business facts by name, as text, derived from content/business.yaml. Pages use them through <Fact name="…"/>
// and text in frontmatter or data (FAQ answers, titles, descriptions) through {@name} placeholders, so no
// figure is retyped.
import type { Business } from './schemas/business.ts';
import { groupDigits } from './format.ts';
import type { Lang } from './route-path.ts';

/** The `tel:` link of a US phone number as written in content/business.yaml ("(281) 555-0100"). */
export const telHrefOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** The few words the facts below are made of, in each language (the other text-valued facts come from the file). */
const factWords = {
  en: { months: 'months', days: 'days', noFee: 'no fee' },
  es: { months: 'meses', days: 'días', noFee: 'gratis' },
} satisfies Record<Lang, Record<string, string>>;

/** 365 → "12 months", 730 → "24 months", 90 → "90 days" (in Spanish "12 meses", "90 días"). */
function retention(days: number, w: (typeof factWords)[Lang]): string {
  return days % 365 === 0 ? `${(days / 365) * 12} ${w.months}` : `${days} ${w.days}`;
}

/** The facts of `b` (content/business.yaml, or its Spanish value) in `lang`. */
export function businessFacts(b: Business, lang: Lang = 'en', now = new Date()) {
  const w = factWords[lang];
  const years = now.getFullYear() - b.founded;
  return {
    name: b.name,
    shortName: b.shortName,
    phone: b.phone,
    email: b.email,
    address: `${b.address.street}, ${b.address.city}, ${b.address.region} ${b.address.postalCode}`,
    rating: `${b.rating.value}/${b.rating.best}`,
    reviewCount: `${groupDigits(b.rating.reviewCount)}+`,
    bureauGrade: b.rating.bureauGrade,
    years: `${Math.floor(years / 10) * 10}+`,
    founded: String(b.founded),
    homesRepaired: `${groupDigits(b.homesRepaired)}+`,
    city: b.address.city,
    county: b.address.county,
    responsePromise: b.responsePromise,
    cancellationNotice: b.cancellationNotice,
    emergencyAvailability: b.emergency.available,
    emergencyResponse: b.emergency.responseTime,
    inspectionDuration: b.inspection.duration,
    inspectionScheduling: b.inspection.scheduling,
    inspectionReport: b.inspection.reportWithin,
    warrantyTerm: b.warranty.term,
    warrantyClaimInspection: b.warranty.claimInspection,
    warrantyLandscapingFeet: String(b.warranty.landscapingClearanceFeet),
    warrantyTransferFee: b.warranty.transferFee === 0 ? w.noFee : `$${b.warranty.transferFee}`,
    crawlSpaceWarranty: b.warranty.crawlSpace,
    concreteLiftingWarranty: b.warranty.concreteLifting,
    leadRetention: retention(b.leadRetentionDays, w),
  };
}

export type FactName = keyof ReturnType<typeof businessFacts>;

/** What the named prices are read from: content/cost-guide.yaml (its schema is not imported here: the schemas read
 * the facts). */
interface NamedPrices {
  items: { name?: string; cost: string }[];
  totals: { name: string; cost: string }[];
}

/** The named prices of content/cost-guide.yaml (its rows' `name` and its `totals`) as facts: {@slabRepairCost} →
 * "$4,000-$12,000", so page text quotes a price written once with its scope. */
export function priceFacts(guide: NamedPrices): Record<string, string> {
  return Object.fromEntries([
    ...guide.items.flatMap((i) => (i.name ? [[i.name, i.cost]] : [])),
    ...guide.totals.map((t) => [t.name, t.cost]),
  ]);
}

/** Every fact page text may show: the business's (businessFacts) and the named prices (priceFacts). */
export function siteFacts(b: Business, guide: NamedPrices, lang: Lang = 'en', now = new Date()) {
  return { ...businessFacts(b, lang, now), ...priceFacts(guide) };
}

/** A piece of text with placeholders: plain text, a business fact `{@name}` or a figure `{name}`. */
export type TextPart = string | { fact: string } | { figure: string };

/** The one placeholder pass: splits text into plain parts, `{@fact}` and `{figure}` placeholders. */
export function splitPlaceholders(text: string): TextPart[] {
  return text
    .split(/(\{@?[a-zA-Z][a-zA-Z0-9]*\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^\{(@?)([a-zA-Z][a-zA-Z0-9]*)\}$/.exec(part);
      if (!m) return part;
      return m[1] ? { fact: m[2]! } : { figure: m[2]! };
    });
}

/** Replaces {@name} placeholders; an unknown name is an error naming the known ones. {figure}s stay as written. */
export function fillFacts(text: string, facts: Record<string, string>): string {
  return splitPlaceholders(text)
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('figure' in part) return `{${part.figure}}`;
      const value = facts[part.fact];
      if (value === undefined) throw new Error(`unknown fact {@${part.fact}}; known: ${Object.keys(facts).join(', ')}`);
      return value;
    })
    .join('');
}
