// Business facts by name, as text, derived from content/business.yaml. Pages use them through <Fact name="…"/>
// and text in frontmatter or data (FAQ answers, titles, descriptions) through {@name} placeholders, so no
// figure is retyped.
import type { Business } from './schemas/business.ts';
import { groupDigits } from './format.ts';

/** 365 → "12 months", 730 → "24 months", 90 → "90 days". */
function retention(days: number): string {
  return days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
}

export function businessFacts(b: Business, now = new Date()) {
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
    warrantyTransferFee: b.warranty.transferFee === 0 ? 'no fee' : `$${b.warranty.transferFee}`,
    crawlSpaceWarranty: b.warranty.crawlSpace,
    concreteLiftingWarranty: b.warranty.concreteLifting,
    leadRetention: retention(b.leadRetentionDays),
  };
}

export type FactName = keyof ReturnType<typeof businessFacts>;

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
