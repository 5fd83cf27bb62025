// Which schema validates which file under content/: content/<name>.yaml is checked against dataSchemas[name].
// A data file without an entry here fails the build. Each file's type is its schema's output (DataValue), the one
// type code reads it as: src/content/data.ts (the build's imports) and siteData (Node code) alike.
import type { z, ZodType } from 'zod';
import { areasSchema } from './areas.ts';
import { businessSchema } from './business.ts';
import { authorsSchema, tagsSchema } from './collections.ts';
import { costGuideSchema } from './cost-guide.ts';
import { drawingsSchema } from './drawings.ts';
import { externalLinksSchema } from './external-links.ts';
import { redirectsSchema } from './redirects.ts';
import { serviceDetailsSchema } from './service-details.ts';
import { testimonialsSchema } from './testimonials.ts';
import { uiSchema } from './ui.ts';

const schemas = {
  areas: areasSchema,
  authors: authorsSchema,
  business: businessSchema,
  'cost-guide': costGuideSchema,
  drawings: drawingsSchema,
  'external-links': externalLinksSchema,
  redirects: redirectsSchema,
  'service-details': serviceDetailsSchema,
  tags: tagsSchema,
  testimonials: testimonialsSchema,
  'ui.en': uiSchema,
  'ui.es': uiSchema,
} satisfies Record<string, ZodType>;

/** A data file's name: content/<name>.yaml. */
export type DataName = keyof typeof schemas;

/** The validated value of each data file: its schema's output. */
type DataValues = { [N in DataName]: z.output<(typeof schemas)[N]> };

/** The validated value of content/<name>.yaml. */
export type DataValue<N extends DataName> = DataValues[N];

/** Each data file's schema, typed by its name (so a reader generic in the name gets that file's type). */
export const dataSchemas: { [N in DataName]: ZodType<DataValues[N]> } = schemas;

/** Whether content/<name>.yaml has a schema. */
export function isDataName(name: string): name is DataName {
  return Object.hasOwn(schemas, name);
}
