// Permanent redirects from old or mistyped paths to real routes (SPEC decision 2).
import { z } from 'zod';
import { internalPath } from './frontmatter.ts';

export const redirectsSchema = z
  .array(
    z.strictObject({
      from: internalPath,
      to: internalPath,
      status: z.union([z.literal(301), z.literal(308)]).default(301),
    }),
  )
  .describe('Permanent redirects from old or mistyped addresses to real pages.');

export type Redirects = z.output<typeof redirectsSchema>;
