// Typed access to content/service-details.yaml (validated at build time by the content plugin), and the `of`
// prop schema of the components that show it. Server-side only (zod).
import { z } from 'zod';
import raw from '../../content/service-details.yaml';
import type { ServiceDetail, ServiceDetails } from '../content/schemas/service-details.ts';

const details = raw as ServiceDetails;

/** Every service slug that has data, in file order. */
const serviceSlugs = Object.keys(details);

/** `of`: a service page slug with data in content/service-details.yaml. */
export const serviceSlug = z
  .enum(serviceSlugs)
  .describe('the service whose data to show: its page slug, a key of content/service-details.yaml');

/** The data for one service page; an unknown slug fails the page render (and so the build), naming the component. */
export function detailsFor(of: string, component: string): ServiceDetail {
  const d = details[of];
  if (!d)
    throw new Error(
      `<${component} of="${of}">: no entry "${of}" in content/service-details.yaml (known: ${Object.keys(details).join(', ')})`,
    );
  return d;
}

/** A required block of one service's data, with an error naming the missing key. */
export function required<T>(value: T | undefined, component: string, what: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    throw new Error(`<${component}>: content/service-details.yaml has no ${what}`);
  return value;
}
