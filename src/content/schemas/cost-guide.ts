// The /foundation-repair-cost guide (content/cost-guide.yaml): SPEC "Cost-guide item" (service, cost range,
// description), plus an optional link to the page that explains the work, what each price covers and the name page
// text shows it by; and the whole-job totals of one town that page text quotes. Build code only.
import { z } from 'zod';
import { internalPath } from './frontmatter.ts';
import { hasDollarFigure, priceName, priceScope } from './price-scope.ts';

const costGuideItemSchema = z
  .strictObject({
    service: z.string().min(3),
    cost: z.string().min(2).describe('The price range ("$500-$1,500"), or words when there is no figure ("Free").'),
    unit: z.string().min(2).optional().describe('What the price is for, after it: "each", "per sq ft".'),
    scope: priceScope.optional().describe('What the price covers (required when the cost holds a $ figure).'),
    name: priceName.optional(),
    description: z.string().min(10),
    href: internalPath.optional().describe('Page with the details, e.g. "/services/slab-foundation-repair".'),
  })
  .refine((i) => !hasDollarFigure(i.cost) || i.scope, {
    path: ['scope'],
    message: 'a price needs its scope: say what it covers (service, pier, sqft, …)',
  });

const totalSchema = z.strictObject({
  name: priceName,
  cost: z.string().regex(/\$\d/, 'expected a price like "$7,000-$9,000"'),
  scope: priceScope.describe('What the total covers; "town" for a typical job in `town`.'),
  town: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected an area slug like "pearland-tx"')
    .optional()
    .describe('The service area (content/areas.yaml key) a "town" total is typical of.'),
  what: z.string().min(10).describe('What the figure is, for writers (not shown on the site).'),
});

export const costGuideSchema = z
  .strictObject({
    page: internalPath.describe(
      'The cost guide\'s page ("/foundation-repair-cost"): where price notes on other pages link to.',
    ),
    items: z.array(costGuideItemSchema).min(1),
    totals: z
      .array(totalSchema)
      .default([])
      .describe(
        'Whole-job totals page text quotes by name ({@name}): "most repairs in Pearland", "a typical Pearland job".',
      ),
  })
  .describe(
    'The cost guide on /foundation-repair-cost: one item per service with its cost range and what it covers, and the named totals page text quotes.',
  );

export type CostGuide = z.output<typeof costGuideSchema>;
