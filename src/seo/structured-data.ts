// JSON-LD builders. Each takes the same data the page renders (business facts, frontmatter, breadcrumbs), so
// what search engines read cannot drift from what visitors see.
import type {
  BlogPosting,
  CreativeWork,
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  Organization,
  PostalAddress,
  Service,
  WebPage,
  WebSite,
  Graph,
} from 'schema-dts';
import type { Business } from '../content/schemas/business.ts';
import type { FaqItem } from '../content/schemas/frontmatter.ts';
import { langOfRoute } from '../content/route-path.ts';

export interface Crumb {
  name: string;
  url: string;
}

const dayMap = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
} as const;

export function absoluteUrl(siteUrl: string, route: string): string {
  return route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
}

const businessId = (b: Business) => `${b.siteUrl}/#business`;
const organizationId = (b: Business) => `${b.siteUrl}/#organization`;
const websiteId = (b: Business) => `${b.siteUrl}/#website`;
/** A service page's Service node, so the page node can say what it is about. */
const serviceId = (siteUrl: string, route: string) => `${absoluteUrl(siteUrl, route)}#service`;

export function telephoneE164(phone: string): string {
  return `+1-${phone.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`;
}

function postalAddress(b: Business): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: b.address.street,
    addressLocality: b.address.city,
    addressRegion: b.address.region,
    postalCode: b.address.postalCode,
    addressCountry: b.address.country,
  };
}

export function buildLocalBusinessSchema(b: Business, areaServed: string[]): HomeAndConstructionBusiness {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(b),
    name: b.name,
    url: `${b.siteUrl}/`,
    telephone: telephoneE164(b.phone),
    email: b.email,
    foundingDate: String(b.founded),
    priceRange: '$$',
    address: postalAddress(b),
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: b.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => dayMap[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: b.rating.value,
      bestRating: b.rating.best,
      reviewCount: b.rating.reviewCount,
    },
    areaServed: areaServed.map((city) => ({ '@type': 'City', name: `${city}, ${b.address.region}` })),
    parentOrganization: { '@type': 'Organization', '@id': organizationId(b), name: b.name, url: `${b.siteUrl}/` },
  };
}

export function buildOrganizationSchema(b: Business): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(b),
    name: b.name,
    url: `${b.siteUrl}/`,
    email: b.email,
    foundingDate: String(b.founded),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: telephoneE164(b.phone),
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'English',
    },
    sameAs: [b.profiles.ratingBureau],
  };
}

/** The site's search is the search page, /search?q=… (Pagefind; src/components/SiteSearchPanel.tsx). */
export function buildWebSiteSchema(b: Business): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(b),
    name: b.name,
    url: `${b.siteUrl}/`,
    publisher: { '@id': organizationId(b) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${b.siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}

export function buildBreadcrumbSchema(siteUrl: string, crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.url),
    })),
  };
}

export function buildServiceSchema(
  b: Business,
  service: { name: string; serviceType: string; priceRange?: string | undefined },
  description: string,
  route: string,
  areaServed: string[],
): Service {
  return {
    '@type': 'Service',
    '@id': serviceId(b.siteUrl, route),
    name: service.name,
    serviceType: service.serviceType,
    description,
    url: absoluteUrl(b.siteUrl, route),
    // Named in full: service pages don't carry the whole business node, so a bare @id would point nowhere.
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': businessId(b),
      name: b.name,
      url: `${b.siteUrl}/`,
      telephone: telephoneE164(b.phone),
      address: postalAddress(b),
    },
    areaServed: areaServed.map((city) => ({ '@type': 'City', name: `${city}, ${b.address.region}` })),
    ...(service.priceRange
      ? { offers: { '@type': 'Offer', description: service.priceRange, priceCurrency: 'USD' } }
      : {}),
  };
}

export function buildFaqSchema(items: FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.text },
    })),
  };
}

/**
 * The page itself, in its language (`inLanguage` is a CreativeWork property: a Service can't carry it, so the page
 * about the service says it). A page with an FAQ is an FAQPage (a kind of WebPage), every other page a WebPage.
 */
export function buildPageSchema(
  siteUrl: string,
  page: { route: string; title: string; description: string; inLanguage: string; service?: boolean },
  faq?: FaqItem[],
): WebPage | FAQPage {
  const about = page.service ? { about: { '@id': serviceId(siteUrl, page.route) } } : {};
  const common = {
    url: absoluteUrl(siteUrl, page.route),
    name: page.title,
    description: page.description,
    inLanguage: page.inLanguage,
    ...about,
  };
  return faq?.length ? { ...buildFaqSchema(faq), ...common } : { '@type': 'WebPage', ...common };
}

/** An article: who wrote it, when, and the business that publishes it (no ratings or reviews). */
export function buildBlogPostingSchema(
  b: Business,
  post: {
    route: string;
    headline: string;
    description: string;
    date: string;
    updated?: string | undefined;
    author: { name: string; role: string };
    image: string;
    tags: string[];
    inLanguage: string;
  },
): BlogPosting {
  const url = absoluteUrl(b.siteUrl, post.route);
  return {
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: {
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.role,
      worksFor: { '@id': organizationId(b) },
    },
    publisher: { '@type': 'Organization', '@id': organizationId(b), name: b.name, url: `${b.siteUrl}/` },
    image: post.image,
    keywords: post.tags.join(', '),
    inLanguage: post.inLanguage,
  };
}

/** A finished job: what it was about (the services) and where it was done. No ratings or reviews. */
export function buildProjectSchema(
  b: Business,
  project: {
    route: string;
    name: string;
    description: string;
    year: number;
    city: string;
    services: string[];
    inLanguage: string;
    /** The project's first photo (its social crop). */
    image?: { url: string; width: number; height: number; caption: string };
  },
): CreativeWork {
  return {
    '@type': 'CreativeWork',
    name: project.name,
    description: project.description,
    inLanguage: project.inLanguage,
    url: absoluteUrl(b.siteUrl, project.route),
    dateCreated: String(project.year),
    creator: { '@type': 'Organization', '@id': organizationId(b), name: b.name, url: `${b.siteUrl}/` },
    locationCreated: { '@type': 'City', name: `${project.city}, ${b.address.region}` },
    ...(project.image
      ? {
          image: {
            '@type': 'ImageObject',
            url: project.image.url,
            contentUrl: project.image.url,
            width: String(project.image.width),
            height: String(project.image.height),
            caption: project.image.caption,
          },
        }
      : {}),
    about: project.services.map((name) => ({
      '@type': 'Service',
      name,
      provider: { '@type': 'Organization', '@id': organizationId(b), name: b.name, url: `${b.siteUrl}/` },
    })),
  };
}

type Node =
  | HomeAndConstructionBusiness
  | Organization
  | WebSite
  | BreadcrumbList
  | Service
  | FAQPage
  | WebPage
  | BlogPosting
  | CreativeWork;

export function buildGraph(nodes: Node[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  // "$" too: vite-react-ssg puts head tags in place with String.replace, where "$$" would turn into "$".
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\$/g, '\\u0024');
}

/**
 * A translated page's language alternates, fully qualified: en, es and x-default (the English page), the same for
 * both pages of the pair. For the head's hreflang links and sitemap.xml's xhtml:link entries. `pair`: the page's
 * counterpart (none: no alternates).
 */
export function languageAlternates(
  siteUrl: string,
  route: string,
  pair: string | undefined,
): { hrefLang: string; href: string }[] {
  if (!pair) return [];
  const [en, es] = langOfRoute(route) === 'en' ? [route, pair] : [pair, route];
  return [
    { hrefLang: 'en', href: absoluteUrl(siteUrl, en) },
    { hrefLang: 'es', href: absoluteUrl(siteUrl, es) },
    { hrefLang: 'x-default', href: absoluteUrl(siteUrl, en) },
  ];
}
