import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { ContentError, pagesDir, contentDir } from '../../src/content/load.ts';
import { dataFileValue, parsePage } from '../../src/content/model.ts';

const file = path.join(pagesDir, 'services/example.mdx');
const good = `---
title: Slab Foundation Repair in Pearland
description: Pressed concrete pilings, steel piers and helical piers for slab homes across Pearland and nearby towns.
keywords: [slab repair]
schema: [Service]
service:
  name: Slab foundation repair
  serviceType: Foundation repair
---

# Slab repair
`;

function errorOf(source: string): string {
  try {
    parsePage(file, source);
  } catch (err) {
    expect(err).toBeInstanceOf(ContentError);
    return (err as Error).message;
  }
  throw new Error('expected the page to be rejected');
}

describe('page frontmatter', () => {
  it('accepts a valid page, applies defaults and derives the route', () => {
    const page = parsePage(file, good);
    expect(page.route).toBe('/services/example');
    expect(page.frontmatter.order).toBe(100);
    expect(page.frontmatter.hidden).toBe(false);
    expect(page.frontmatter.schema).toEqual(['Service']);
  });

  it('keeps MDX line numbers by blanking the frontmatter block', () => {
    const page = parsePage(file, good);
    expect(page.body.split('\n').findIndex((l) => l.startsWith('# Slab'))).toBe(
      good.split('\n').findIndex((l) => l.startsWith('# Slab')),
    );
  });

  it('names the file, the field and the expectation for a too-short title', () => {
    expect(errorOf(good.replace('title: Slab Foundation Repair in Pearland', 'title: Slab'))).toBe(
      'pages/services/example.mdx:2:8 frontmatter.title: expected a title of at least 10 characters; it has 4 characters: "Slab"',
    );
  });

  it('reports a misspelled key as unknown, with a suggestion', () => {
    const msg = errorOf(good.replace('keywords:', 'keywrods:'));
    expect(msg).toContain(
      'pages/services/example.mdx:4:1 frontmatter.keywrods: unknown field (did you mean "keywords"?)',
    );
    // One mistake, one message: the misspelt key is not also reported as a missing "keywords".
    expect(msg.split('\n')).toHaveLength(1);
  });

  it('reports nested fields with their path', () => {
    const msg = errorOf(
      good.replace('schema: [Service]', 'schema: [Service, FAQPage]\nfaq:\n  - question: 42\n    answer: Yes'),
    );
    expect(msg).toMatch(/frontmatter\.faq\[0\]\.question: Invalid input: expected string, received number/);
  });

  it('requires the data a structured-data kind needs', () => {
    expect(errorOf(good.replace(/service:\n.*\n.*\n/, ''))).toContain(
      'frontmatter.service: expected service details, because schema lists Service',
    );
  });

  it('rejects unknown structured-data kinds and bad internal paths', () => {
    expect(errorOf(good.replace('[Service]', '[Service, Restaurant]'))).toMatch(
      /frontmatter\.schema\[1\]: Invalid option/,
    );
    expect(
      errorOf(
        good.replace('schema: [Service]', 'schema: [Service]\nbreadcrumbs:\n  - name: Services\n    url: /services/'),
      ),
    ).toContain('frontmatter.breadcrumbs[0].url: expected an internal path');
  });

  it('rejects a page without frontmatter and invalid YAML', () => {
    expect(errorOf('# Hello')).toMatch(/^pages\/services\/example\.mdx:1:1 frontmatter: missing/);
    // The line where the bracket (or quote) opens, not where the parser gave up.
    expect(errorOf('---\ntitle: [unclosed\ndescription: x\n---\n')).toMatch(
      /^pages\/services\/example\.mdx:2:8 frontmatter: not valid YAML/,
    );
    expect(errorOf('---\ntitle: "Slab repair\ndescription: x\nkeywords: [a]\n---\n')).toMatch(
      /^pages\/services\/example\.mdx:2:8 frontmatter: not valid YAML: Missing closing "quote; it opens here/,
    );
  });

  it('turns FAQ answers into HTML and plain text at build time', () => {
    const page = parsePage(
      file,
      good.replace(
        'schema: [Service]',
        'schema: [Service, FAQPage]\nfaq:\n  - question: Is it covered by warranty?\n    answer: Yes, see [our warranty](/warranty).',
      ),
    );
    expect(page.frontmatter.faq?.[0]?.answer).toEqual({
      html: '<p>Yes, see <a href="/warranty">our warranty</a>.</p>',
      text: 'Yes, see our warranty.',
    });
  });
});

describe('content data files', () => {
  const businessFile = path.join(contentDir, 'business.yaml');
  const real = fs.readFileSync(businessFile, 'utf8');
  /** The real business.yaml with some values changed (or keys renamed), as a writer would edit it. */
  function edited(edit: (doc: YAML.Document) => void): string {
    const doc = YAML.parseDocument(real);
    edit(doc);
    return doc.toString();
  }

  it('validates the real business.yaml and keeps its facts as typed', () => {
    const raw = YAML.parse(real) as { phone: string; rating: { value: number; reviewCount: number } };
    const data = dataFileValue(businessFile) as typeof raw;
    expect(data.phone).toBe(raw.phone);
    expect(data.rating.reviewCount).toBe(raw.rating.reviewCount);
    expect(data.rating.value).toBe(raw.rating.value);
  });

  it('reads whatever phone, rating and review count the file holds', () => {
    const source = edited((doc) => {
      doc.setIn(['phone'], '(713) 867-5309');
      doc.setIn(['rating', 'value'], 4.7);
      doc.setIn(['rating', 'reviewCount'], 1234);
    });
    const data = dataFileValue(businessFile, source) as {
      phone: string;
      rating: { value: number; reviewCount: number };
    };
    expect(data.phone).toBe('(713) 867-5309');
    expect(data.rating).toMatchObject({ value: 4.7, reviewCount: 1234 });
  });

  it('names the file and the field for a bad value', () => {
    expect(() => dataFileValue(businessFile, 'name: X\n')).toThrow(
      /^content\/business\.yaml:1:7 business\.name: Too small/,
    );
    const unquotedZip = edited((doc) => doc.setIn(['address', 'postalCode'], 77581));
    expect(() => dataFileValue(businessFile, unquotedZip)).toThrow(
      /^content\/business\.yaml:\d+:\d+ business\.address\.postalCode: Invalid input: expected string, received number/m,
    );
    const misspelt = edited((doc) => {
      doc.setIn(['emial'], doc.get('email'));
      doc.delete('email');
    });
    expect(() => dataFileValue(businessFile, misspelt)).toThrow(
      /business\.emial: unknown field \(did you mean "email"\?\)/,
    );
  });

  it('rejects a data file that has no schema', () => {
    expect(() => dataFileValue(path.join(contentDir, 'mystery.yaml'), 'a: 1')).toThrow(
      /content\/mystery\.yaml:1:1 no schema for this data file/,
    );
  });
});

describe('business facts in frontmatter text', () => {
  it('fills {@fact} placeholders in title, description and FAQ answers from business.yaml', () => {
    const business = dataFileValue(path.join(contentDir, 'business.yaml')) as {
      phone: string;
      founded: number;
      emergency: { available: string };
    };
    const page = parsePage(
      file,
      good
        .replace('title: Slab Foundation Repair in Pearland', 'title: Slab Repair in Pearland since {@founded}')
        .replace(
          'schema: [Service]',
          'schema: [Service, FAQPage]\nfaq:\n  - question: How do I reach you after hours?\n    answer: Call {@phone}, {@emergencyAvailability}.',
        ),
    );
    expect(page.frontmatter.title).toBe(`Slab Repair in Pearland since ${business.founded}`);
    expect(page.frontmatter.faq?.[0]?.answer.text).toBe(`Call ${business.phone}, ${business.emergency.available}.`);
  });

  it('names an unknown fact and checks lengths after filling', () => {
    expect(
      errorOf(good.replace('title: Slab Foundation Repair in Pearland', 'title: Call us on {@phoen} today')),
    ).toMatch(/frontmatter\.title: unknown fact \{@phoen\}; known: name, shortName, phone/);
    expect(
      errorOf(good.replace('title: Slab Foundation Repair in Pearland', `title: ${'x'.repeat(60)} {@name}`)),
    ).toContain('frontmatter.title: expected a title of at most 70 characters');
  });
});
