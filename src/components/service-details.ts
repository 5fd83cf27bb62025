// The `of` prop schema of the components that show a service's data (content/service-details.yaml, read through
// src/content/service-details.ts). Server-side only (zod).
import { z } from 'zod';
import { serviceSlugs } from '../content/service-details.ts';

export { detailsFor } from '../content/service-details.ts';

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
