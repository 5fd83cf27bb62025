// Prop schemas several MDX components share (see "Props are schemas" in the guide). Their allowed values come
// from content/, so a writer's typo is reported with the values that exist. Server-side only: browser code must
// not import this module or any component that declares `props`, or zod ships to the browser.
import { z } from 'zod';
import { areas } from '../content/areas.ts';
import { serviceSlugs } from './service-details.ts';

/** `of`: a service page slug with data in content/service-details.yaml. */
export const serviceSlug = z
  .enum(serviceSlugs)
  .describe('the service whose data to show: its page slug, a key of content/service-details.yaml');

/** `area`: a service-area page slug with data in content/areas.yaml. */
export const areaSlug = z
  .enum(Object.keys(areas))
  .describe('the service area: its page slug under /service-areas, a key of content/areas.yaml');
