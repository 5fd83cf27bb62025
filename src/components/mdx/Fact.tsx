import { facts } from '../../content/business.ts';
import type { FactName } from '../../content/facts.ts';

export type { FactName };

/**
 * One business fact from content/business.yaml as plain inline text, so MDX prose never types a figure.
 * The same names work as {@name} placeholders in frontmatter text and data (FAQ answers, titles, descriptions).
 * Props: `name` — one of name, shortName, phone, email, address, rating ("4.9/5"), reviewCount ("523+"), bureauGrade, years ("20+"),
 * founded, homesRepaired ("1,000+"), city, county, responsePromise, cancellationNotice, emergencyAvailability,
 * emergencyResponse, inspectionDuration, inspectionScheduling, inspectionReport, warrantyTerm,
 * warrantyClaimInspection, warrantyLandscapingFeet, warrantyTransferFee, crawlSpaceWarranty, concreteLiftingWarranty,
 * leadRetention ("12 months": how long form submissions are kept).
 * @example Rated <Fact name="rating" /> from <Fact name="reviewCount" /> reviews.
 */
export function Fact({ name }: { name: FactName }) {
  const value = facts[name];
  if (value === undefined) throw new Error(`<Fact>: unknown fact "${String(name)}"`);
  return <>{value}</>;
}
