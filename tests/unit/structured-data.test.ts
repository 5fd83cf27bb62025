import { describe, expect, it } from 'vitest';
import { siteData } from '../../src/content/model.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import {
  absoluteUrl,
  buildBreadcrumbSchema,
  buildFaqSchema,
  buildGraph,
  buildLocalBusinessSchema,
  buildOrganizationSchema,
  buildPageSchema,
  buildServiceSchema,
  buildWebSiteSchema,
  serializeJsonLd,
  telephoneE164,
} from '../../src/seo/structured-data.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';

const business = siteData('business');
/** The real business facts with this test's own phone, rating, hours and founding year, so the expectations
 * below are this fixture's values, not copies of whatever content/business.yaml holds today. */
const fixture: Business = {
  ...business,
  phone: '(713) 867-5309',
  founded: 1999,
  rating: { ...business.rating, value: 4.6, best: 5, reviewCount: 88 },
  hours: [
    {
      label: 'Weekdays',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '06:30',
      closes: '18:00',
    },
    { label: 'Sunday', days: ['Sunday'], opens: '10:00', closes: '14:00' },
  ],
};

describe('JSON-LD builders', () => {
  it('builds a HomeAndConstructionBusiness from the business facts', () => {
    const lb = buildLocalBusinessSchema(fixture, ['Pearland']) as Record<string, any>;
    expect(lb['@type']).toBe('HomeAndConstructionBusiness');
    expect(lb.name).toBe(fixture.name);
    expect(lb.telephone).toBe('+1-713-867-5309');
    expect(lb.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: fixture.address.postalCode,
      addressRegion: fixture.address.region,
    });
    expect(lb.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      bestRating: 5,
      reviewCount: 88,
    });
    expect(lb.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '06:30',
        closes: '18:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
      }),
      expect.objectContaining({ opens: '10:00', closes: '14:00', dayOfWeek: ['https://schema.org/Sunday'] }),
    ]);
    expect(lb.areaServed).toEqual([{ '@type': 'City', name: 'Pearland, TX' }]);
    expect(lb.foundingDate).toBe('1999');
  });

  it('writes the real business.yaml phone as an E.164 telephone', () => {
    const lb = buildLocalBusinessSchema(business, []) as Record<string, any>;
    expect(lb.telephone).toBe(telephoneE164(business.phone));
    expect(lb.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
    expect(telephoneE164('(281) 555-0142')).toBe('+1-281-555-0142');
  });

  it('builds Organization and WebSite with a SearchAction that the site can answer', () => {
    const org = buildOrganizationSchema(business) as Record<string, any>;
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint.telephone).toBe(telephoneE164(business.phone));
    const site = buildWebSiteSchema(business) as Record<string, any>;
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${business.siteUrl}/search?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const bc = buildBreadcrumbSchema('https://www.example.com', [
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/services' },
      { name: 'Crawl Space Services', url: '/services/crawl-space' },
    ]) as Record<string, any>;
    expect(bc.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.example.com/services' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Crawl Space Services',
        item: 'https://www.example.com/services/crawl-space',
      },
    ]);
  });

  it('builds Service and FAQPage from the page data', () => {
    const svc = buildServiceSchema(
      business,
      { name: 'Crawl space repair', serviceType: 'Crawl space encapsulation' },
      'Desc',
      '/services/crawl-space',
      ['Alvin'],
    ) as Record<string, any>;
    expect(svc).toMatchObject({
      '@type': 'Service',
      url: `${business.siteUrl}/services/crawl-space`,
      provider: { '@type': 'HomeAndConstructionBusiness', '@id': `${business.siteUrl}/#business`, name: business.name },
    });
    const faq = buildFaqSchema([
      { question: 'Is it free?', answer: renderMarkdown('Yes, **always** [free](/book-inspection).') },
    ]) as Record<string, any>;
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, always free.' } },
    ]);
  });

  it('builds the page node in the page language: a WebPage, or the FAQPage when it has an FAQ, about its Service', () => {
    const route = '/es/servicios/prueba';
    const svc = buildServiceSchema(business, { name: 'Reparación', serviceType: 'Cimientos' }, 'D', route, []);
    const page = { route, title: 'Título', description: 'Descripción', inLanguage: 'es-US' };
    expect(buildPageSchema(business.siteUrl, { ...page, service: true })).toEqual({
      '@type': 'WebPage',
      url: `${business.siteUrl}${route}`,
      name: 'Título',
      description: 'Descripción',
      inLanguage: 'es-US',
      about: { '@id': svc['@id'] },
    });
    const faq = buildPageSchema(business.siteUrl, page, [{ question: '¿Es gratis?', answer: renderMarkdown('Sí.') }]);
    expect(faq).toMatchObject({ '@type': 'FAQPage', inLanguage: 'es-US', url: `${business.siteUrl}${route}` });
    expect(faq).not.toHaveProperty('about');
    // A Service is not a CreativeWork: schema.org gives it no inLanguage.
    expect(svc).not.toHaveProperty('inLanguage');
  });

  it('serializes safely inside a script element', () => {
    const json = serializeJsonLd(
      buildGraph([buildFaqSchema([{ question: 'x</script><script>alert(1)</script>?', answer: renderMarkdown('a') }])]),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@context']).toBe('https://schema.org');
    expect(absoluteUrl('https://a.test', '/')).toBe('https://a.test/');
  });
});
