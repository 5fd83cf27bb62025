// The `area` prop schema the service-area components share (see "Props are schemas" in the guide). Its values
// come from content/areas.yaml, so a writer's typo is reported with the slugs that exist. Server-side only: browser code must
// not import this module or any component that declares `props`, or zod ships to the browser.
import { z } from 'zod';
import { areas } from '../content/areas.ts';

/** `area`: a service-area page slug with data in content/areas.yaml. */
export const areaSlug = z
  .enum(Object.keys(areas))
  .describe('the service area: its page slug under /service-areas, a key of content/areas.yaml');
