// content/drawings.yaml: the site's drawings (src/assets/images/services/), each one's text alternative and the words
// written on it. Its Spanish layer (drawings.es.yaml) gives both in Spanish (text-layers.ts). Build code only.
import { z } from 'zod';

export const drawingsSchema = z.record(
  z.string().regex(/^[a-z0-9-]+$/, 'expected a drawing\'s file name (without .svg), like "piers-cutaway"'),
  z.strictObject({
    alt: z
      .string()
      .min(10)
      .describe('What the drawing shows, for screen readers and search engines: "Illustration: …".'),
    labels: z
      .record(z.string().regex(/^[a-zA-Z]+$/, 'expected a label name, like "firmSoil"'), z.string().min(1))
      .optional()
      .describe('The words written on the drawing, by the name its SVG file gives them ("{firmSoil}").'),
  }),
);
