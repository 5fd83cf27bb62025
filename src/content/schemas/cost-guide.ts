// The /foundation-repair-cost guide (content/cost-guide.yaml): SPEC "Cost-guide item" (service, cost range,
// description), plus an optional link to the page that explains the work. Build code only.
import { z } from 'zod';
import { internalPath } from './frontmatter.ts';

const costGuideItemSchema = z.strictObject({
  service: z.string().min(3),
  cost: z.string().min(2).describe('The price range ("$500-$1,500"), or words when there is no figure ("Free").'),
  unit: z.string().min(2).optional().describe('What the price is for, after it: "each", "per sq ft".'),
  description: z.string().min(10),
  href: internalPath.optional().describe('Page with the details, e.g. "/services/slab-foundation-repair".'),
});

export const costGuideSchema = z
  .strictObject({
    items: z.array(costGuideItemSchema).min(1),
  })
  .describe('The cost guide on /foundation-repair-cost: one item per service with its cost range and what it covers.');
