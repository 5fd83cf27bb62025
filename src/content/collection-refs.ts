// What collection frontmatter may point at, taken from the site model's own reading of content/ and pages/:
// author and tag ids, served areas, service pages and photo names. The model passes them to the schemas (schemas/inputs.ts).
import type { CollectionRefs } from './schemas/inputs.ts';
import { isChildOf, langOfRoute, SECTIONS } from './route-path.ts';

export type { CollectionRefs };

/** Slugs of the pages directly under `folder` ("/services"), not the folder's index page. */
const slugsUnder = (routes: string[], folder: string) =>
  routes.filter((r) => isChildOf(r, folder)).map((r) => r.slice(folder.length + 1));

const ids = (list: { id: string }[] | undefined) => (list ? new Set(list.map((x) => x.id)) : undefined);

/**
 * `routes`: the route of every page file. The lists: content/authors.yaml, tags.yaml and areas.yaml as validated,
 * undefined when the file has a mistake (its own finding says so; the references into it are not checked then).
 */
export function collectionRefs(
  routes: string[],
  lists: { authors?: { id: string }[]; tags?: { id: string }[]; areas?: Record<string, unknown> },
  photos: string[] = [],
): CollectionRefs {
  const areas = lists.areas;
  return {
    authors: ids(lists.authors),
    tags: ids(lists.tags),
    areas: areas ? new Set(slugsUnder(routes, SECTIONS.areas).filter((s) => s in areas)) : undefined,
    services: new Set(slugsUnder(routes, SECTIONS.services).map((s) => `${SECTIONS.services}/${s}`)),
    english: new Set(routes.filter((r) => langOfRoute(r) === 'en')),
    photos: new Set(photos),
  };
}
