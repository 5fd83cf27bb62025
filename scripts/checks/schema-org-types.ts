// The schema.org types this site's JSON-LD uses, with the properties schema.org defines for each (own and
// inherited, as listed on schema.org/<Type>), and what Google's rich results need on top. Hand-written on
// purpose: a property that is not listed here is either a typo or a property of another type. To use a new
// property, check it on schema.org and add it to the type that defines it (the parent types' lists are in
// schema-org-properties.ts).
import {
  action,
  comment,
  contactPoint,
  creativeWork,
  localBusiness,
  organization,
  place,
  rating,
  thing,
  webPage,
} from './schema-org-properties.ts';

export interface TypeRule {
  /** Properties schema.org defines for the type (own and inherited). */
  allowed: string[];
  /** Properties the page's rich result (or our own use of the type) cannot do without. */
  required: string[];
  /** Properties whose values are URLs and must be absolute. */
  urls?: string[];
}

export const schemaOrgTypes: Record<string, TypeRule> = {
  HomeAndConstructionBusiness: {
    allowed: localBusiness,
    required: ['name', 'address', 'telephone', 'url'],
    urls: ['url', 'sameAs', 'logo', 'image', 'hasMap'],
  },
  Organization: { allowed: organization, required: ['name', 'url'], urls: ['url', 'sameAs', 'logo', 'image'] },
  WebSite: { allowed: [...creativeWork, 'issn'], required: ['name', 'url'], urls: ['url'] },
  SearchAction: { allowed: [...action, 'query', 'query-input'], required: ['target', 'query-input'] },
  EntryPoint: {
    allowed: [
      ...thing,
      'actionApplication',
      'actionPlatform',
      'contentType',
      'encodingType',
      'httpMethod',
      'urlTemplate',
    ],
    required: ['urlTemplate'],
    urls: ['urlTemplate'],
  },
  BreadcrumbList: {
    allowed: [...thing, 'itemListElement', 'itemListOrder', 'numberOfItems'],
    required: ['itemListElement'],
  },
  ListItem: {
    allowed: [...thing, 'item', 'nextItem', 'position', 'previousItem'],
    required: ['position', 'name', 'item'],
    urls: ['item'],
  },
  Service: {
    allowed: [
      ...thing,
      'aggregateRating',
      'areaServed',
      'audience',
      'availableChannel',
      'award',
      'brand',
      'broker',
      'category',
      'hasOfferCatalog',
      'hoursAvailable',
      'isRelatedTo',
      'isSimilarTo',
      'logo',
      'offers',
      'produces',
      'provider',
      'providerMobility',
      'review',
      'serviceOutput',
      'serviceType',
      'slogan',
      'termsOfService',
    ],
    required: ['name', 'provider'],
    urls: ['url'],
  },
  FAQPage: { allowed: webPage, required: ['mainEntity'], urls: ['url'] },
  WebPage: { allowed: webPage, required: ['name', 'url'], urls: ['url'] },
  BlogPosting: {
    allowed: [...creativeWork, 'articleBody', 'articleSection', 'backstory', 'pageEnd', 'pageStart', 'wordCount'],
    required: ['headline', 'datePublished', 'author', 'publisher', 'image'],
    urls: ['url', 'image', 'mainEntityOfPage'],
  },
  CreativeWork: { allowed: creativeWork, required: ['name'], urls: ['url'] },
  // A project's job photo (its CreativeWork's image): ImageObject, a MediaObject, a CreativeWork.
  ImageObject: {
    allowed: [
      ...creativeWork,
      ...['associatedArticle', 'bitrate', 'contentSize', 'contentUrl', 'duration', 'embedUrl', 'encodesCreativeWork'],
      ...['encodingFormat', 'endTime', 'height', 'ineligibleRegion', 'playerType', 'productionCompany'],
      ...['regionsAllowed', 'requiresSubscription', 'sha256', 'startTime', 'uploadDate', 'width'],
      ...['caption', 'embeddedTextCaption', 'exifData', 'representativeOfPage'],
    ],
    required: ['url'],
    urls: ['url', 'contentUrl'],
  },
  Person: {
    allowed: [...thing, 'affiliation', 'email', 'familyName', 'givenName', 'jobTitle', 'telephone', 'worksFor'],
    required: ['name'],
  },
  Question: {
    allowed: [...comment, 'acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'],
    required: ['name', 'acceptedAnswer'],
  },
  Answer: { allowed: [...comment, 'answerExplanation'], required: ['text'] },
  PostalAddress: {
    allowed: [
      ...contactPoint,
      'addressCountry',
      'addressLocality',
      'addressRegion',
      'postOfficeBoxNumber',
      'postalCode',
      'streetAddress',
    ],
    required: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  GeoCoordinates: {
    allowed: [...thing, 'address', 'addressCountry', 'elevation', 'latitude', 'longitude', 'postalCode'],
    required: ['latitude', 'longitude'],
  },
  OpeningHoursSpecification: {
    allowed: [...thing, 'closes', 'dayOfWeek', 'opens', 'validFrom', 'validThrough'],
    required: ['dayOfWeek', 'opens', 'closes'],
  },
  AggregateRating: {
    allowed: [...rating, 'itemReviewed', 'ratingCount', 'reviewCount'],
    required: ['ratingValue', 'reviewCount'],
  },
  ContactPoint: { allowed: contactPoint, required: ['telephone', 'contactType'] },
  City: { allowed: place, required: ['name'] },
  Offer: {
    allowed: [
      ...thing,
      'acceptedPaymentMethod',
      'addOn',
      'advanceBookingRequirement',
      'aggregateRating',
      'areaServed',
      'availability',
      'availabilityEnds',
      'availabilityStarts',
      'availableAtOrFrom',
      'businessFunction',
      'category',
      'eligibleRegion',
      'itemOffered',
      'offeredBy',
      'price',
      'priceCurrency',
      'priceSpecification',
      'priceValidUntil',
      'review',
      'seller',
      'validFrom',
      'validThrough',
    ],
    required: [],
    urls: ['url'],
  },
};

/** JSON-LD keywords allowed on any node. */
export const jsonLdKeywords = new Set(['@context', '@id', '@type', '@graph']);
