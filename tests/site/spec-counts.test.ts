// What SPEC.md counts on each route (tests/support/spec.ts), as minimums on the built pages: a page that loses its FAQ,
// a testimonial the specification asks for or a service card fails; a writer who adds one stays green. That the items
// shown are the ones content/ and pages/ give is content-shown.test.ts.
import { describe, expect, it } from 'vitest';
import { builtPage } from '../support/html.ts';
import { specCounts, type CountedPart } from '../support/spec.ts';

/** Where each counted part renders (inside <main>). */
const selectors: Record<CountedPart, string> = {
  faq: 'details > summary',
  testimonials: '[data-testimonial]',
  serviceLinks: '[data-testid="service-link"] a',
  serviceList: '[data-testid="service-list"] a',
  areaCards: 'a[data-area-card]',
  signs: '[data-list="signs"] > li',
  why: '[data-list="why"] > li',
  benefits: '[data-list="benefits"] > li',
  liftable: '[data-list="liftable"] > li',
  situations: '[data-list="situations"] > li',
  serviceCards: '[data-testid="service-card"]',
  processSteps: '[data-testid="process-step"]',
  repairMethods: '[data-testid="repair-method"]',
  costTiers: '[data-testid="cost-tier"]',
  neighborhoods: '[data-neighborhoods] li',
  areaServices: '[data-area-services] > li',
  projects: '[data-projects] article',
  promises: '[data-promises] li',
  nextSteps: '[data-steps] > li',
};

describe('the counts SPEC.md gives each route, at least', () => {
  for (const [route, counts] of Object.entries(specCounts)) {
    it(`${route}: ${Object.entries(counts)
      .map(([part, n]) => `${n}+ ${part}`)
      .join(', ')}`, () => {
      const main = builtPage(route).querySelector('main')!;
      for (const [part, n] of Object.entries(counts) as [CountedPart, number][])
        expect(main.querySelectorAll(selectors[part]).length, `${route}: ${part}`).toBeGreaterThanOrEqual(n);
    });
  }
});
