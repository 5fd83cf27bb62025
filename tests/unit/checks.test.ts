// The post-build checks (HTML validity, JSON-LD, business facts) against a small planted dist folder: a good
// page passes all three, and each planted mistake is reported for what it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '../../src/content/schemas/business.ts';
import { configReasons, defaultConfigFile, validateBuiltHtml } from '../../scripts/checks/html-validity.ts';
import { normaliseHtml } from '../../scripts/review/compare.ts';
import { resultCache } from '../../scripts/checks/result-cache.ts';
import { checkJsonLd } from '../../scripts/checks/jsonld-check.ts';
import { checkFacts, factsInText } from '../../scripts/checks/facts-check.ts';
import { visibleText, parseBare, parseDocument } from '../../scripts/checks/built-pages.ts';
import { routeFromHtmlFile as routeOfFile, routeFromSearchUrl } from '../../src/content/route-path.ts';

const business = {
  name: 'Example Foundation Repair',
  siteUrl: 'https://www.example.com',
  phone: '(281) 555-0142',
  email: 'office@example.com',
  address: {
    street: '2718 Hartwell Lane, Suite 100',
    city: 'Pearland',
    region: 'TX',
    postalCode: '77581',
    country: 'US',
    county: 'Brazoria County',
  },
  rating: { value: 4.9, best: 5, reviewCount: 523, bureauGrade: 'A+' },
  founded: 2003,
} as Business;

interface PageParts {
  jsonLd?: unknown[];
  crumbs?: { name: string; href?: string }[];
  main?: string;
  footer?: string;
}

const goodGraph = (crumbs: { name: string; url: string }[]) => [
  {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  },
];

const goodFooter = `<footer><address><span>2718 Hartwell Lane, Suite 100</span> <span>Pearland, TX 77581</span>
  <a href="tel:+12815550142" class="block whitespace-nowrap">(281) 555-0142</a>
  <a href="mailto:office@example.com" class="block">office@example.com</a></address>
  <p>Rated 4.9/5 from 523+ reviews. Family-owned since 2003.</p></footer>`;

function page({
  jsonLd,
  crumbs = [],
  main = '<h1>Slab repair</h1><p>We fix slabs.</p>',
  footer = goodFooter,
}: PageParts): string {
  const trail = crumbs.length
    ? `<nav aria-label="Breadcrumb"><ol>${crumbs
        .map(
          (c) =>
            `<li>${c.href ? `<a href="${c.href}">${c.name}</a><span aria-hidden="true">/</span>` : `<span aria-current="page">${c.name}</span>`}</li>`,
        )
        .join('')}</ol></nav>`
    : '';
  const graph = jsonLd
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': jsonLd })}</script>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Slab Foundation Repair in Pearland</title>
    ${graph}
  </head>
  <body>
    ${trail}
    <main id="main">${main}</main>
    ${footer}
  </body>
</html>
`;
}

const homeCrumbs = [{ name: 'Home', url: 'https://www.example.com/' }];
const slabCrumbs = [
  { name: 'Home', url: 'https://www.example.com/' },
  { name: 'Services', url: 'https://www.example.com/services' },
  { name: 'Slab Repair', url: 'https://www.example.com/services/slab' },
];
const slabTrail = [{ name: 'Home', href: '/' }, { name: 'Services', href: '/services' }, { name: 'Slab Repair' }];

let root: string;
function dist(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

let good: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-checks-'));
  good = dist('good', {
    'index.html': page({ jsonLd: goodGraph(homeCrumbs), crumbs: [{ name: 'Home' }] }),
    'services/slab.html': page({ jsonLd: goodGraph(slabCrumbs), crumbs: slabTrail }),
    'assets/ignored.html': '<p>not a page',
  });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('built pages', () => {
  it('maps flat files to routes and reads visible text without scripts, block by block', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('services/slab.html')).toBe('/services/slab');
    expect(routeOfFile('services/index.html')).toBe('/services');
    // The search index names a page by its built file, as Pagefind does ("index.html" dropped).
    expect(routeFromSearchUrl('/')).toBe('/');
    expect(routeFromSearchUrl('/services/slab.html')).toBe('/services/slab');
    expect(routeFromSearchUrl('/es.html')).toBe('/es');
    const doc = parseDocument(
      '<body><p>Call <a class="block" href="#">(281) 555-0142</a><a class="block" href="#">a@example.com</a></p><script>var x = "(713) 555-0199"</script></body>',
    );
    expect(visibleText(doc.body)).toBe('Call\n(281) 555-0142\na@example.com');
  });

  it('reads attributes React writes in camel case by their HTML names, as a browser does, and keeps SVG ones', () => {
    const doc = parseBare(
      '<!doctype html><html lang="es"><head><link rel="alternate" hrefLang="en" href="/"></head><body>' +
        '<time dateTime="2026-11-27">27 Nov</time><img fetchPriority="high" alt=""><svg viewBox="0 0 2 2"></svg></body></html>',
    );
    expect(doc.documentElement.getAttribute('lang')).toBe('es');
    expect(doc.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe('/');
    expect(doc.querySelector('time[datetime]')?.getAttribute('datetime')).toBe('2026-11-27');
    expect(doc.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(doc.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 2 2');
    // A snippet without <html> or <body> is put in a body, as a browser does.
    expect(parseBare('<p>Only <b>this</b></p>').body.querySelector('b')?.textContent).toBe('this');
  });
});

describe('HTML validity', () => {
  it('explains every rule .htmlvalidate.json changes from the recommended set', () => {
    const config = JSON.parse(fs.readFileSync(defaultConfigFile, 'utf8')) as { extends: string[]; rules: object };
    expect(config.extends).toEqual(['html-validate:recommended']);
    expect(Object.keys(config.rules).sort()).toEqual(Object.keys(configReasons).sort());
  });

  it('passes valid pages', async () => {
    expect(await validateBuiltHtml(good)).toEqual([]);
  });

  it('reports invalid markup with file, line, rule and message', async () => {
    const bad = dist('bad-html', {
      'index.html': page({ main: '<h1>Slab repair</h1><p>Open <div>block in a paragraph</div><img src="/a.png"></p>' }),
    });
    const problems = await validateBuiltHtml(bad);
    const rules = problems.map((p) => p.rule);
    expect(rules).toContain('wcag/h37'); // <img> without alt
    expect(problems.every((p) => p.file === 'index.html' && p.line > 0)).toBe(true);
    expect(problems.find((p) => p.rule === 'wcag/h37')?.message).toMatch(/alt/);
  });

  it("passes a job photo's placeholder (its one custom property) and still reports any other inline style", async () => {
    const photo = (style: string) =>
      `<picture><img src="/assets/a.jpg" width="40" height="30" alt="A crack in the brick" data-photo="a" style="${style}"></picture>`;
    const placeholder = '--photo-placeholder:url(data:image/webp\\00003bbase64,UklGRh4AAABXRUJQVlA4)';
    const ours = dist('photo-style', { 'index.html': page({ main: `<h1>Slab repair</h1>${photo(placeholder)}` }) });
    expect(await validateBuiltHtml(ours)).toEqual([]);
    const other = dist('other-style', {
      'index.html': page({ main: `<h1>Slab repair</h1>${photo(`${placeholder};color:red`)}${photo('color:red')}` }),
    });
    expect((await validateBuiltHtml(other)).filter((p) => p.rule === 'no-inline-style')).toHaveLength(2);
  });

  it('validates a page once: the same page again, or with other asset hashes only, takes the result kept', async () => {
    const cache = fs.mkdtempSync(path.join(root, 'check-cache-'));
    const entries = () => fs.readdirSync(path.join(cache, 'html-validate'));
    const withScript = (hash: string, main: string) =>
      page({ main }).replace(
        '</body>',
        `<script type="module" src="/assets/browser-${hash}.js"></script><img src="/assets/front-640.0a1b2c3d4e.avif"></body>`,
      );
    const first = dist('cache-a', { 'index.html': withScript('CkXpExit', '<h1>Slab repair</h1>') });
    const found = await validateBuiltHtml(first, defaultConfigFile, cache);
    expect(found.map((p) => p.rule)).toContain('wcag/h37');
    expect(entries()).toHaveLength(1);
    // Another build of the same page: only the hashed asset names differ. Same result, from the same entry, at the
    // same places.
    const second = dist('cache-b', { 'index.html': withScript('DWSnB-nc', '<h1>Slab repair</h1>') });
    expect(normaliseHtml(fs.readFileSync(path.join(second, 'index.html'), 'utf8'))).toBe(
      normaliseHtml(fs.readFileSync(path.join(first, 'index.html'), 'utf8')),
    );
    expect(await validateBuiltHtml(second, defaultConfigFile, cache)).toEqual(found);
    expect(entries()).toHaveLength(1);
    // What is kept is what is answered: an entry rewritten by hand is believed (so nothing validated it again).
    fs.writeFileSync(path.join(cache, 'html-validate', entries()[0]!), '[]');
    expect(await validateBuiltHtml(second, defaultConfigFile, cache)).toEqual([]);
    // A page whose words changed is validated anew: its own new mistake is found.
    const changed = dist('cache-c', {
      'index.html': withScript('DWSnB-nc', '<h1>Slab repair</h1><p>Open <div>block</div></p>'),
    });
    const again = await validateBuiltHtml(changed, defaultConfigFile, cache);
    expect(again.length).toBeGreaterThan(found.length);
    expect(entries()).toHaveLength(2);
  });

  it('still answers when a result cannot be kept (the cache folder gone from under it): it is computed next time', () => {
    const cache = fs.mkdtempSync(path.join(root, 'check-cache-'));
    const kept = resultCache<string[]>('lost', cache);
    // Another run started the folder again, and something else took its name: the result is not kept, and no error.
    fs.rmSync(path.join(cache, 'lost'), { recursive: true });
    fs.writeFileSync(path.join(cache, 'lost'), 'not a folder');
    expect(() => kept.set('key', ['a finding'])).not.toThrow();
    expect(kept.get('key')).toBeUndefined();
  });

  it('reports a duplicated attribute (the stylesheet link vite-react-ssg writes after beasties)', async () => {
    const bad = dist('dup-attr', {
      'index.html': page({}).replace(
        '</body>',
        '<link rel="stylesheet" crossorigin crossorigin href="/assets/app.css"></body>',
      ),
    });
    expect((await validateBuiltHtml(bad)).map((p) => p.rule)).toContain('no-dup-attr');
  });
});

describe('JSON-LD', () => {
  it('passes a graph that is valid and matches the page', () => {
    expect(checkJsonLd(good, business)).toEqual([]);
  });

  it('reports an unknown property, an unknown type and missing rich-result fields', () => {
    const bad = dist('bad-jsonld', {
      'index.html': page({
        jsonLd: [
          ...goodGraph(homeCrumbs),
          {
            '@type': 'Organization',
            name: 'Example',
            url: 'https://www.example.com/',
            openingHours: 'Mo-Fr 07:00-19:00',
          },
          { '@type': 'Plumber', name: 'Not us' },
          {
            '@type': 'FAQPage',
            mainEntity: [{ '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer' } }],
          },
        ],
        crumbs: [{ name: 'Home' }],
        main: '<h1>FAQ</h1><details><summary>Is it free?</summary><p>Yes.</p></details>',
      }),
    });
    const problems = checkJsonLd(bad, business).map((p) => p.problem);
    expect(problems).toContain('Organization: property "openingHours" is not a schema.org property of Organization');
    expect(problems.some((p) => p.startsWith('Plumber: unknown @type "Plumber"'))).toBe(true);
    expect(problems).toContain('FAQPage.mainEntity[0].acceptedAnswer: Answer needs "text"');
  });

  it('reports relative URLs, wrong positions and a trail that differs from the visible breadcrumbs', () => {
    const crumbs = [
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 3, name: 'Slab', item: 'https://www.example.com/services/slab' },
    ];
    const bad = dist('bad-crumbs', {
      'index.html': page({ jsonLd: goodGraph(homeCrumbs), crumbs: [{ name: 'Home' }] }),
      'services/slab.html': page({
        jsonLd: [{ '@type': 'BreadcrumbList', itemListElement: crumbs }],
        crumbs: slabTrail,
      }),
    });
    const problems = checkJsonLd(bad, business)
      .filter((p) => p.page === '/services/slab')
      .map((p) => p.problem);
    expect(problems).toContain('BreadcrumbList.itemListElement[0].item: expected an absolute URL, got "/"');
    expect(problems).toContain('BreadcrumbList.itemListElement[1].position: expected 2, got 3');
    expect(problems).toContain(
      'BreadcrumbList names ["Home","Slab"] differ from the visible breadcrumb trail ["Home","Services","Slab Repair"]',
    );
  });

  it('reports FAQ questions that the page does not show, and business facts that differ from business.yaml', () => {
    const bad = dist('bad-faq', {
      'index.html': page({
        jsonLd: [
          ...goodGraph(homeCrumbs),
          {
            '@type': 'FAQPage',
            mainEntity: [
              {
                '@type': 'Question',
                name: 'Do you work weekends?',
                acceptedAnswer: { '@type': 'Answer', text: 'Saturdays.' },
              },
            ],
          },
          {
            '@type': 'HomeAndConstructionBusiness',
            name: 'Example',
            url: 'https://www.example.com/',
            telephone: '+1-713-555-0199',
            address: {
              '@type': 'PostalAddress',
              streetAddress: '1 Main Street',
              addressLocality: 'Pearland',
              addressRegion: 'TX',
              postalCode: '77581',
              addressCountry: 'US',
            },
          },
        ],
        crumbs: [{ name: 'Home' }],
        main: '<h1>FAQ</h1><details><summary>Is the inspection free?</summary><p>Yes.</p></details>',
        footer: '<footer><p>Call us</p></footer>',
      }),
    });
    const problems = checkJsonLd(bad, business).map((p) => p.problem);
    expect(problems).toContain('FAQPage questions not shown on the page (details summary): ["Do you work weekends?"]');
    expect(problems).toContain(
      'HomeAndConstructionBusiness.telephone: "+1-713-555-0199" differs from content/business.yaml phone "(281) 555-0142"',
    );
    expect(problems).toContain(
      'HomeAndConstructionBusiness.address.streetAddress: "1 Main Street" differs from content/business.yaml "2718 Hartwell Lane, Suite 100"',
    );
    expect(problems).toContain('the footer does not show the phone "(281) 555-0142"');
  });
});

describe('business facts', () => {
  it('passes pages whose facts all match business.yaml', () => {
    expect(checkFacts(good, business)).toEqual([]);
  });

  it('reports a wrong phone number in the text and in a tel: link, naming page and expected value', () => {
    const bad = dist('bad-phone', {
      'index.html': page({ main: '<h1>Call us</h1><p>Call <a href="tel:+17135550199">713-555-0199</a> today.</p>' }),
    });
    expect(checkFacts(bad, business)).toEqual([
      { page: '/', kind: 'phone', found: '713-555-0199', expected: '(281) 555-0142' },
      { page: '/', kind: 'tel: link', found: 'tel:+17135550199', expected: 'tel:+12815550142' },
    ]);
  });

  it('finds each kind of hand-typed fact that disagrees', () => {
    const text = [
      'Email info@example.net or visit 12 Main Street, Suite 4.',
      'Rated 4.8 out of 5 by 412+ reviews, a 4.7-star company, in business since 1998.',
      'Homes built since 1985 sit on clay. We have served Pearland since 2003 with 523 reviews at 4.9/5.',
    ].join('\n');
    expect(factsInText(text, business).map((f) => `${f.kind}: ${f.found}`)).toEqual([
      'email: info@example.net',
      'street address: 12 Main Street, Suite 4',
      'rating: 4.8 out of 5',
      'rating: 4.7-star',
      'review count: 412+ reviews',
      'founding year: in business since 1998',
    ]);
  });

  it('checks mailto: links and the page title', () => {
    const bad = dist('bad-mailto', {
      'index.html': page({
        main: '<h1>Write</h1><p><a href="mailto:sales@example.org?subject=Hi">Email sales</a></p>',
      }).replace(
        '<title>Slab Foundation Repair in Pearland</title>',
        '<title>Call (832) 555-0100 for slab repair</title>',
      ),
    });
    expect(checkFacts(bad, business).map((p) => `${p.kind}: ${p.found}`)).toEqual([
      'phone: (832) 555-0100',
      'mailto: link: mailto:sales@example.org?subject=Hi',
    ]);
  });
});
