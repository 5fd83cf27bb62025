// Which schema validates which file under content/: content/<name>.yaml is checked against dataSchemas[name].
// A data file without an entry here fails the build.
import type { ZodType } from 'zod';
import { areasSchema } from './areas.ts';
import { businessSchema } from './business.ts';
import { authorsSchema, tagsSchema } from './collections.ts';
import { costGuideSchema } from './cost-guide.ts';
import { externalLinksSchema } from './external-links.ts';
import { redirectsSchema } from './redirects.ts';
import { serviceDetailsSchema } from './service-details.ts';
import { testimonialsSchema } from './testimonials.ts';
import { uiSchema } from './ui.ts';

export const dataSchemas: Record<string, ZodType> = {
  areas: areasSchema,
  authors: authorsSchema,
  business: businessSchema,
  'cost-guide': costGuideSchema,
  'external-links': externalLinksSchema,
  redirects: redirectsSchema,
  'service-details': serviceDetailsSchema,
  tags: tagsSchema,
  testimonials: testimonialsSchema,
  'ui.en': uiSchema,
  'ui.es': uiSchema,
};
