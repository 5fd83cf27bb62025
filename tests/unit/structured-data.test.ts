import { describe, expect, it } from 'vitest';
import { loadData } from '../../src/content/load.ts';
import type { Business } from '../../src/content/schemas/business.ts';
import {
  absoluteUrl,
  buildBreadcrumbSchema,
  buildFaqSchema,
  buildGraph,
  buildLocalBusinessSchema,
  buildOrganizationSchema,
  buildServiceSchema,
  buildWebSiteSchema,
  serializeJsonLd,
  telephoneE164,
} from '../../src/seo/structured-data.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';

const business = loadData<Business>('business');

describe('JSON-LD builders', () => {
  it('builds a HomeAndConstructionBusiness from business.yaml', () => {
    const lb = buildLocalBusinessSchema(business, ['Pearland']) as Record<string, any>;
    expect(lb['@type']).toBe('HomeAndConstructionBusiness');
    expect(lb.name).toBe(business.name);
    expect(lb.telephone).toBe(telephoneE164(business.phone));
    expect(lb.telephone).toMatch(/^\+1-\d{3}-555-01\d\d$/);
    expect(lb.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: business.address.postalCode,
      addressRegion: 'TX',
    });
    expect(lb.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      reviewCount: 523,
    });
    expect(lb.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '07:00',
        closes: '19:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
      }),
      expect.objectContaining({ opens: '08:00', closes: '17:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ]);
    expect(lb.areaServed).toEqual([{ '@type': 'City', name: 'Pearland, TX' }]);
    expect(lb.foundingDate).toBe('2003');
  });

  it('builds Organization and WebSite with a SearchAction that the site can answer', () => {
    const org = buildOrganizationSchema(business) as Record<string, any>;
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint.telephone).toBe(telephoneE164(business.phone));
    const site = buildWebSiteSchema(business) as Record<string, any>;
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${business.siteUrl}/sitemap?q={search_term_string}`);
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

  it('serializes safely inside a script element', () => {
    const json = serializeJsonLd(
      buildGraph([buildFaqSchema([{ question: 'x</script><script>alert(1)</script>?', answer: renderMarkdown('a') }])]),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@context']).toBe('https://schema.org');
    expect(absoluteUrl('https://a.test', '/')).toBe('https://a.test/');
  });
});
