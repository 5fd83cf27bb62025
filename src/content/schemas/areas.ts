// Per-city data for the service-area pages (content/areas.yaml, keyed by the page's slug under /service-areas):
// the neighbouring areas, homes repaired there, neighborhoods, the service cards or links the page shows, and before/after projects.
// The page's own frontmatter holds its city, county and whether it is the primary area.
import { z } from 'zod';
import { internalPath } from './frontmatter.ts';
import { hasDollarFigure, priceScope } from './price-scope.ts';

const slug = z.string().regex(/^[a-z0-9-]+$/, 'expected a page slug like "pearland-tx"');

const areaServiceSchema = z
  .strictObject({
    href: internalPath.describe('The service page this card links to.'),
    title: z.string().min(3),
    description: z.string().min(20).describe('What this service means in this city (one or two sentences).'),
    cost: z
      .string()
      .optional()
      .describe('Typical cost in this area, e.g. "$6,000-$12,000". The free inspection fills this from business.yaml.'),
    duration: z
      .string()
      .optional()
      .describe('Typical duration, e.g. "2-3 days". The free inspection fills this from business.yaml.'),
    scope: priceScope
      .optional()
      .describe('What the cost covers: "town" (a typical job in this town) or "sqft" (per square foot here).'),
    features: z.array(z.string().min(3)).default([]),
  })
  .refine((s) => !s.cost || !hasDollarFigure(s.cost) || s.scope, {
    path: ['scope'],
    message: 'a price needs its scope: say what it covers (town, sqft, …)',
  });

const imageSchema = z.strictObject({
  image: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected an image name like "pearland-slab-before"')
    .describe('File name (without .svg) under src/assets/images/areas/.'),
  alt: z.string().min(10, 'expected alt text describing the picture'),
});

const projectSchema = z.strictObject({
  title: z.string().min(5),
  location: z.string().min(3),
  problem: z.string().min(20),
  solution: z.string().min(20),
  timeline: z.string().min(3),
  investment: z.number().int().positive().describe('What the homeowner paid, in dollars.'),
  quote: z.strictObject({
    text: z.string().min(20),
    author: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'expected "First L."'),
  }),
  before: imageSchema,
  after: imageSchema,
});

const areaSchema = z.strictObject({
  nearby: z
    .array(slug)
    .default([])
    .describe(
      'Slugs of the neighbouring service areas, nearest first ("friendswood-tx"): their pages come first in this page\'s "Nearby areas we serve" block.',
    ),
  homesRepaired: z.number().int().positive().optional().describe('Homes repaired in this city (shown as "1,000+").'),
  neighborhoods: z.array(z.string().min(2)).default([]),
  services: z.array(areaServiceSchema).default([]),
  projects: z.array(projectSchema).default([]),
});

export const areasSchema = z
  .record(slug, areaSchema)
  .superRefine((areas, ctx) => {
    for (const [key, area] of Object.entries(areas)) {
      const dupes = area.neighborhoods.filter((n, i) => area.neighborhoods.indexOf(n) !== i);
      if (dupes.length)
        ctx.addIssue({ code: 'custom', path: [key, 'neighborhoods'], message: `listed twice: ${dupes.join(', ')}` });
      area.nearby.forEach((n, i) => {
        if (n === key)
          ctx.addIssue({ code: 'custom', path: [key, 'nearby', i], message: 'an area is not near itself' });
      });
    }
  })
  .describe(
    'Per-city data for the service-area pages, keyed by the page slug under /service-areas ("pearland-tx"): the neighbouring areas, homes repaired there, neighborhoods, the services the page shows and before/after projects. The city, county and primary flag are in the page frontmatter.',
  );

export type AreaService = z.output<typeof areaServiceSchema>;
export type Area = z.output<typeof areaSchema>;
