// Which schema validates which file under content/: content/<name>.yaml is checked against dataSchemas[name].
// A data file without an entry here fails the build.
import type { ZodType } from 'zod';
import { businessSchema } from './business.ts';
import { redirectsSchema } from './redirects.ts';

export const dataSchemas: Record<string, ZodType> = {
  business: businessSchema,
  redirects: redirectsSchema,
};
