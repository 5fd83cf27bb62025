// Which external sites may still be linked over plain http:// (everything else must use https://).
import { z } from 'zod';

export const externalLinksSchema = z
  .strictObject({
    httpAllowed: z
      .array(
        z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'expected a host name such as "example.org" (no scheme, no path)'),
      )
      .default([])
      .describe(
        'Hosts that may be linked with `http://` because they offer no https. Any other `http://` link fails `npm run check`.',
      ),
  })
  .describe('Rules for links to other websites.');

export type ExternalLinks = z.output<typeof externalLinksSchema>;
