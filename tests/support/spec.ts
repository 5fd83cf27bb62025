// The specification's own fixed figures (SPEC.md), for the few tests that check the site still does what it asks:
// not from content/, so content can't agree with a wrong test. Everything a writer may change (prices, the text and
// number of FAQ questions, testimonials, list items) the tests read from content/ and pages/ (tests/support/content.ts).

/** SPEC section 2: the /faq quick-navigation anchors, in order. */
export const faqAnchors = [
  'cost',
  'timeline',
  'warranty',
  'signs',
  'insurance',
  'prevention',
  'inspection',
  'service-areas',
  'payment',
];

/** SPEC section 2, the route table: the service pages it names, in the order it gives them. */
export const specServiceRoutes = [
  '/services/foundation-inspection',
  '/services/slab-foundation-repair',
  '/services/pier-beam-repair',
  '/services/house-leveling',
  '/services/drainage-solutions',
  '/services/crawl-space',
  '/services/concrete-lifting',
  '/services/structural-engineer',
];

/** SPEC section 9: the terms page's estimate validity and cancellation notice. The inspection page's quote validity
 * (content/service-details.yaml) differs from the first on purpose. */
export const specTerms = { estimateValidity: '30 days', cancellationNotice: '24 hours' };

/** SPEC section 2: the pages the not-found page offers (beside the phone number). */
export const specNotFoundLinks = ['/', '/contact', '/services', '/service-areas', '/book-inspection', '/faq'];

/** Decision 2: old paths that must keep landing on their pages, as permanent redirects. */
export const specRedirects = [
  { from: '/services/pier-and-beam-repair', to: '/services/pier-beam-repair' },
  { from: '/services/crawl-space-services', to: '/services/crawl-space' },
  { from: '/emergency-service', to: '/emergency-foundation-repair' },
];

/** What a page shows that the specification counts (the parts are named in tests/site/spec-counts.test.ts). */
export type CountedPart =
  | 'faq'
  | 'testimonials'
  | 'serviceLinks'
  | 'serviceList'
  | 'areaCards'
  | 'signs'
  | 'why'
  | 'benefits'
  | 'liftable'
  | 'situations'
  | 'serviceCards'
  | 'processSteps'
  | 'repairMethods'
  | 'costTiers'
  | 'neighborhoods'
  | 'areaServices'
  | 'projects'
  | 'promises'
  | 'nextSteps';

/**
 * SPEC section 2, the counts each route must reach ("7-question FAQ", "12 testimonials", "20 neighborhoods"). They are
 * minimums: a writer may add a question, a testimonial or a neighborhood and the tests stay green (what the page shows
 * is checked against content/ and pages/ elsewhere), but a page that loses its FAQ, or shows fewer than the
 * specification asks for, fails.
 */
export const specCounts: Record<string, Partial<Record<CountedPart, number>>> = {
  '/': { testimonials: 3, serviceLinks: 6 },
  '/services': { serviceList: 8 },
  '/service-areas': { areaCards: 7 },
  '/services/foundation-inspection': { faq: 1 },
  '/services/slab-foundation-repair': { repairMethods: 3, costTiers: 4, faq: 1 },
  '/services/pier-beam-repair': { costTiers: 4, faq: 1 },
  '/services/house-leveling': { costTiers: 4, faq: 1 },
  '/services/drainage-solutions': { serviceCards: 3, faq: 1 },
  '/services/crawl-space': { signs: 8, serviceCards: 4, processSteps: 6, faq: 7 },
  '/services/concrete-lifting': { benefits: 4, liftable: 6, processSteps: 4, faq: 7 },
  '/services/structural-engineer': { situations: 8, serviceCards: 4, processSteps: 6, faq: 7 },
  '/service-areas/pearland-tx': { areaServices: 4, neighborhoods: 20, projects: 2, testimonials: 3 },
  '/service-areas/friendswood-tx': { areaServices: 4, neighborhoods: 12, testimonials: 3 },
  '/service-areas/league-city-tx': { areaServices: 4, neighborhoods: 12 },
  '/service-areas/pasadena-tx': { areaServices: 6, testimonials: 3 },
  '/service-areas/manvel-tx': { areaServices: 4, neighborhoods: 8, testimonials: 3 },
  '/service-areas/alvin-tx': { areaServices: 4, neighborhoods: 12, testimonials: 3 },
  '/service-areas/south-houston-tx': { areaServices: 6, testimonials: 3 },
  '/book-inspection': { promises: 3, nextSteps: 4 },
  '/reviews': { testimonials: 12 },
  '/faq': { faq: 18 },
};

/**
 * The Spanish starter set. At least `minimum` Spanish pages, translating the home page, each section index
 * (src/content/route-path.ts SECTIONS) with every page under it in the route table, and these pages: book an
 * inspection, contact, FAQ, the cost guide, warranty, thank-you and the not-found page.
 */
export const spanishStarter = {
  minimum: 22,
  pages: ['/', '/book-inspection', '/contact', '/faq', '/foundation-repair-cost', '/warranty', '/thank-you', '/404'],
};
