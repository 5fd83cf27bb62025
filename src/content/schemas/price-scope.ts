// What a price covers (SPEC 14: the seed gives several ranges for one service, each for something else). Every price
// in content/ names its scope with one of these keys, and the components show the words of
// content/ui.<lang>.yaml `blocks.priceScope` next to it, so two pages never seem to contradict each other.
import { z } from 'zod';

export const priceScope = z
  .enum(['service', 'town', 'tier', 'pier', 'sqft', 'part', 'fee'])
  .describe(
    'What the price covers: "service" (the whole job, the usual range across our area), "town" (a typical job in one town), "tier" (the whole job at one size: a number of piers, inches, square feet), "pier" (one pier, installed), "sqft" (per square foot), "part" (one part of the work on its own), "fee" (a professional fee).',
  );

export type PriceScope = z.output<typeof priceScope>;

/** Whether a price text holds a dollar figure ("$4,000-$8,000"), not only words ("Free"). */
export const hasDollarFigure = (s: string) => /\$\s?\d/.test(s);

/** A fact name for a price in page text, `{@slabRepairCost}`. */
export const priceName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a camelCase name like "slabRepairCost"')
  .describe('The name page text uses to show this price: {@name} in frontmatter, <Fact name="…" /> in MDX.');
