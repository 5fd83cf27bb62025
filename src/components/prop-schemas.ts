// The `area` prop schema the service-area components share (see "Props are schemas" in the guide). Its values
// come from content/areas.yaml, so a writer's typo is reported with the slugs that exist. Server-side only: browser code must
// not import this module or any component that declares `props`, or zod ships to the browser.
import { z } from 'zod';
import { areas } from '../content/areas.ts';

/**
 * One of the values a content file holds right now (ids, keys): checked against them, so a typo is reported with the
 * values that exist, but documented by their kind (`contentValues`, CONTENT.md), never listed: adding one to the
 * file changes no generated text. `kind`: "an id from content/testimonials.yaml". `labels`: what the editor's picker
 * shows for each value (a testimonial's author and place, not its id).
 */
export function contentValue(values: string[], kind: string, labels?: Record<string, string>) {
  return z
    .enum(values)
    .meta({ contentValues: values.length ? `${kind}, e.g. \`${values[0]}\`` : kind, ...(labels ? { labels } : {}) });
}

/** `area`: a service-area page slug with data in content/areas.yaml. */
export const areaSlug = contentValue(Object.keys(areas), 'a key of content/areas.yaml').describe(
  'the service area: its page slug under /service-areas, a key of content/areas.yaml',
);

/** A job photo: the name of its original in content/photos/ (the writers' gate checks that it exists). */
export const photoNameProp = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'expected a photo name like "pier-install-back-yard" (its file in content/photos/)',
  )
  .describe('The photo: its file name in content/photos/ without the extension.');

/** A photo's alt text: the page's own, in its language (the writers' gate checks its wording). */
export const altProp = z
  .string()
  .describe("What the photo shows, for people who can't see it, in the page's language (not a file name).");
