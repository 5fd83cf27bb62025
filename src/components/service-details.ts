// The `of` prop schema of the components that show a service's data (content/service-details.yaml, read through
// src/content/service-details.ts). Server-side only (zod).
import type { ReactNode } from 'react';
import { z } from 'zod';
import { detailsFor, serviceSlugs } from '../content/service-details.ts';
import type { ServiceDetail } from '../content/schemas/service-details.ts';
import { useLang } from '../page/lang.ts';
import { fill } from './content-text.tsx';

/** One service's data in the page's language (content/service-details.es.yaml's texts on Spanish pages), and `text`,
 * which fills a text's placeholders: {figure} from that service's figures, {@fact} in the page's language. */
export function useDetails(of: string, component: string): { d: ServiceDetail; text: (s: string) => ReactNode } {
  const lang = useLang();
  const d = detailsFor(of, component, lang);
  return { d, text: (s) => fill(s, d.figures, lang) };
}

/** `of`: a service page slug with data in content/service-details.yaml. */
export const serviceSlug = z
  .enum(serviceSlugs)
  .describe('the service whose data to show: its page slug, a key of content/service-details.yaml');

/** A required block of one service's data, with an error naming the missing key. */
export function required<T>(value: T | undefined, component: string, what: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    throw new Error(`<${component}>: content/service-details.yaml has no ${what}`);
  return value;
}
