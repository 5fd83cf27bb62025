// Every route's head: title, description, canonical, keywords, Open Graph, Twitter and one JSON-LD graph.
import { Head } from 'vite-react-ssg';
import { OG_PHOTO } from '../components/photo-slots.ts';
import { areaRoute, langOfRoute } from '../content/route-path.ts';
import { pageByRoute, serviceAreas, type PageFrontmatter } from '../content/pages.ts';
import { authorById } from '../content/authors.ts';
import { ARTICLES, FEED_PATH, areaSlugOf } from '../content/collections.ts';
import {
  absoluteUrl,
  buildBlogPostingSchema,
  buildProjectSchema,
  buildBreadcrumbSchema,
  buildGraph,
  buildLocalBusinessSchema,
  buildOrganizationSchema,
  buildPageSchema,
  buildServiceSchema,
  buildWebSiteSchema,
  languageAlternates,
  serializeJsonLd,
  type Crumb,
} from './structured-data.ts';
import { useBusiness } from '../page/lang.ts';

const IN_LANGUAGE = { en: 'en-US', es: 'es-US' } as const;

type Business = ReturnType<typeof useBusiness>;

function structuredDataFor(business: Business, fm: PageFrontmatter, crumbs: Crumb[], photo?: SocialPhoto) {
  const allCities = serviceAreas.flatMap((a) => (a.area ? [a.area.city] : []));
  const cities = fm.area ? [fm.area.city] : allCities;
  const nodes = [];
  // The language of the page's texts: on every node schema.org gives inLanguage (the site, the page, an article or
  // a project). A Service has none: its name and description are the page's own, Spanish on a Spanish page.
  const inLanguage = IN_LANGUAGE[langOfRoute(fm.route)];
  for (const kind of fm.schema) {
    if (kind === 'LocalBusiness') nodes.push(buildLocalBusinessSchema(business, cities));
    if (kind === 'Organization') nodes.push(buildOrganizationSchema(business));
    if (kind === 'WebSite') nodes.push({ ...buildWebSiteSchema(business), inLanguage });
    if (kind === 'Service' && fm.service)
      nodes.push(buildServiceSchema(business, fm.service, fm.description, fm.route, cities));
  }
  const faq = fm.schema.includes('FAQPage') ? fm.faq : undefined;
  nodes.push(
    buildPageSchema(
      business.siteUrl,
      {
        route: fm.route,
        title: fm.title,
        description: fm.description,
        inLanguage,
        service: Boolean(fm.service && fm.schema.includes('Service')),
      },
      faq,
    ),
  );
  nodes.push(...collectionNodes(business, fm, inLanguage, photo));
  nodes.push(buildBreadcrumbSchema(business.siteUrl, crumbs));
  return buildGraph(nodes);
}

/** BlogPosting for an article, CreativeWork for a project: from the frontmatter the page shows. */
function collectionNodes(business: Business, fm: PageFrontmatter, inLanguage: string, photo?: SocialPhoto) {
  const headline = fm.title;
  if (fm.article)
    return [
      buildBlogPostingSchema(business, {
        route: fm.route,
        headline,
        description: fm.description,
        date: fm.article.date,
        updated: fm.article.updated,
        author: authorById(fm.article.author),
        image: absoluteUrl(business.siteUrl, fm.ogImage ?? '/og-default.png'),
        tags: fm.article.tags,
        inLanguage,
      }),
    ];
  if (fm.project) {
    const area = pageByRoute.get(areaRoute(fm.project.city));
    return [
      buildProjectSchema(business, {
        route: fm.route,
        name: headline,
        description: fm.description,
        year: fm.project.year,
        city: area?.area?.city ?? areaSlugOf(fm.project.city),
        services: fm.project.services.map((s) => pageByRoute.get(s)?.label ?? s),
        inLanguage,
        ...(photo
          ? { image: { url: absoluteUrl(business.siteUrl, photo.path), ...OG_PHOTO, caption: photo.alt } }
          : {}),
      }),
    ];
  }
  return [];
}

const OG_LOCALE = { en: 'en_US', es: 'es_US' } as const;

/** A project's first photo as its social image: the build's 1200×630 crop (src/page-app.tsx) and its alt text. */
export interface SocialPhoto {
  path: string;
  alt: string;
}

export function SeoHead({
  fm,
  crumbs,
  photo,
}: {
  fm: PageFrontmatter;
  crumbs: Crumb[];
  photo?: SocialPhoto | undefined;
}) {
  const business = useBusiness();
  const url = absoluteUrl(business.siteUrl, fm.route);
  const lang = langOfRoute(fm.route);
  const page = pageByRoute.get(fm.route);
  const alternates = fm.hidden ? [] : languageAlternates(business.siteUrl, fm.route, page?.pair);
  const image = absoluteUrl(business.siteUrl, photo?.path ?? fm.ogImage ?? '/og-default.png');
  // The site's own card and a photo's crop are 1200×630; a page's own ogImage may be any size.
  const sized = photo || !fm.ogImage;
  const imageAlt = photo?.alt ?? (fm.ogImage ? fm.title : `${business.name}: ${business.tagline}`);
  return (
    <Head htmlAttributes={{ lang }}>
      {/* Here rather than in src/index.html: the generator puts head tags right after <head>, which would push a
          template charset past the first 1024 bytes. Helmet writes the title first, then this. */}
      <meta charSet="UTF-8" />
      <title>{fm.title}</title>
      <meta name="description" content={fm.description} />
      <meta name="keywords" content={fm.keywords.join(', ')} />
      {fm.hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:type" content={fm.ogType} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fm.title} />
      <meta property="og:description" content={fm.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      {sized && <meta property="og:image:width" content={String(OG_PHOTO.width)} />}
      {sized && <meta property="og:image:height" content={String(OG_PHOTO.height)} />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {alternates.length > 0 && (
        <meta property="og:locale:alternate" content={OG_LOCALE[lang === 'en' ? 'es' : 'en']} />
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fm.title} />
      <meta name="twitter:description" content={fm.description} />
      <meta name="twitter:image" content={image} />
      {(fm.route === ARTICLES || fm.route.startsWith(`${ARTICLES}/`)) && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${business.name}: articles`}
          href={absoluteUrl(business.siteUrl, FEED_PATH)}
        />
      )}
      <script type="application/ld+json">{serializeJsonLd(structuredDataFor(business, fm, crumbs, photo))}</script>
    </Head>
  );
}
