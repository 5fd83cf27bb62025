// Typed access to content/areas.yaml (through data.ts) and the matching pages, in each language (the Spanish texts
// from content/areas.es.yaml, every figure, price and link from the English file).
import { areas, areasEs } from './data.ts';
import type { Area } from './schemas/areas.ts';
import { groupDigits } from './format.ts';
import { pageByRoute, type PageMeta } from './pages.ts';
import { areaRoute, type Lang } from './route-path.ts';

export { areas };

const areasIn = { en: areas, es: areasEs } satisfies Record<Lang, typeof areas>;

/** The data (its texts in `lang`) and page of one service area; an unknown slug fails the build with the slug named. */
export function areaBySlug(slug: string, lang: Lang = 'en'): { data: Area; page: PageMeta; city: string } {
  const data = areasIn[lang][slug];
  if (!data) throw new Error(`no area "${slug}" in content/areas.yaml (known: ${Object.keys(areas).join(', ')})`);
  const page = pageByRoute.get(areaRoute(slug));
  if (!page?.area) throw new Error(`no page with area frontmatter at ${areaRoute(slug)} for area "${slug}"`);
  return { data, page, city: page.area.city };
}

/** "1,000+" */
export function countLabel(n: number): string {
  return `${groupDigits(n)}+`;
}
