import {
  business,
  homesRepairedLabel,
  ratingLabel,
  reviewCountLabel,
  yearsInBusinessRounded,
} from '../../content/business.ts';

const facts = {
  name: business.name,
  shortName: business.shortName,
  rating: ratingLabel,
  reviewCount: reviewCountLabel,
  bureauGrade: business.rating.bureauGrade,
  years: yearsInBusinessRounded,
  founded: String(business.founded),
  homesRepaired: homesRepairedLabel,
  city: business.address.city,
  county: business.address.county,
  responsePromise: business.responsePromise,
  cancellationNotice: business.cancellationNotice,
  emergencyAvailability: business.emergency.available,
  emergencyResponse: business.emergency.responseTime,
  inspectionDuration: business.inspection.duration,
  inspectionScheduling: business.inspection.scheduling,
  inspectionReport: business.inspection.reportWithin,
  warrantyTerm: business.warranty.term,
  warrantyClaimInspection: business.warranty.claimInspection,
  warrantyLandscapingFeet: String(business.warranty.landscapingClearanceFeet),
  warrantyTransferFee: business.warranty.transferFee === 0 ? 'no fee' : `$${business.warranty.transferFee}`,
  crawlSpaceWarranty: business.warranty.crawlSpace,
  concreteLiftingWarranty: business.warranty.concreteLifting,
} as const;

export type FactName = keyof typeof facts;

/**
 * One business fact from content/business.yaml as plain inline text, so MDX prose never types a figure.
 * Props: `name` — one of name, shortName, rating ("4.9/5"), reviewCount ("523+"), bureauGrade, years ("20+"),
 * founded, homesRepaired ("1,000+"), city, county, responsePromise, cancellationNotice, emergencyAvailability,
 * emergencyResponse, inspectionDuration, inspectionScheduling, inspectionReport, warrantyTerm,
 * warrantyClaimInspection, warrantyLandscapingFeet, warrantyTransferFee, crawlSpaceWarranty, concreteLiftingWarranty.
 * @example Rated <Fact name="rating" /> from <Fact name="reviewCount" /> reviews.
 */
export function Fact({ name }: { name: FactName }) {
  const value = facts[name];
  if (value === undefined) throw new Error(`<Fact>: unknown fact "${String(name)}"`);
  return <>{value}</>;
}
