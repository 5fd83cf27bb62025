// On every visible page: related services and service areas (never the current page), picked by relevance over
// the whole route table (src/content/related.ts), so every service and area page is linked from another page.
import { related } from 'virtual:route-table';
import { pageByRoute, pages } from '../content/pages.ts';
import { areas as areaData } from '../content/areas.ts';
import { business } from '../content/business.ts';
import { relatedTable, type RelatedPage } from '../content/related.ts';
import { areaSlugOf, projectCityRoute, projectServiceRoute, projectsFor } from '../content/collections.ts';
import { EntryCard } from './collections/parts.tsx';

/** Projects shown on an area or service page before "All projects in …". */
const PROJECTS_SHOWN = 3;

/** An area page's projects in its town, a service page's projects that used it: from the projects collection. */
function ProjectsBlock({ route }: { route: string }) {
  const projects = projectsFor(route, pages);
  if (!projects.length) return null;
  const city = pageByRoute.get(route)?.area?.city;
  const all = city ? projectCityRoute(areaSlugOf(route)) : projectServiceRoute(route);
  return (
    <section aria-labelledby="related-projects-heading" data-testid="related-projects" className="md:col-span-2">
      <h2 id="related-projects-heading" className="text-xl font-bold text-foreground">
        {city ? `Projects we finished in ${city}` : 'Projects that used this service'}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {projects.slice(0, PROJECTS_SHOWN).map((p) => (
          <EntryCard key={p.route} meta={p} heading="h3" kicker={String(p.project.year)} />
        ))}
      </ul>
      <a href={all} className="mt-4 inline-block font-medium text-link underline underline-offset-4">
        {city ? `All ${projects.length} projects in ${city}` : `All ${projects.length} projects with this service`}
      </a>
    </section>
  );
}

/** The relevance inputs of each page (its `related:` list, county and the routes its text links to), by file. */
const relatedMeta = related as Record<string, Pick<RelatedPage, 'related' | 'county' | 'links'>>;

let table: ReturnType<typeof relatedTable> | undefined;
/** The related blocks of the whole site, computed once per render process. */
function relatedBlocks() {
  table ??= relatedTable(
    pages.map((p) => ({ ...p, ...relatedMeta[p.file] })),
    areaData,
  );
  return table;
}

function relatedServices(route: string) {
  return (relatedBlocks().get(route)?.services ?? []).map((r) => pageByRoute.get(r)!);
}

function nearbyAreas(route: string) {
  return (relatedBlocks().get(route)?.areas ?? []).map((r) => pageByRoute.get(r)!);
}

export function RelatedBlocks({ route }: { route: string }) {
  const page = pageByRoute.get(route);
  if (!page || page.hidden) return null;
  const unknown = (relatedMeta[page.file]?.related ?? []).filter((r) => !pageByRoute.has(r));
  if (unknown.length)
    throw new Error(
      `${page.file.slice(1)}: frontmatter.related: ${unknown.map((r) => `"${r}"`).join(', ')} ${unknown.length > 1 ? 'are not pages' : 'is not a page'}; list routes of existing service or service-area pages`,
    );
  const related = relatedServices(route);
  const areas = nearbyAreas(route);
  const inAreas = route.startsWith('/service-areas/');
  return (
    <aside aria-label="More from us" className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <ProjectsBlock route={route} />
        <section aria-labelledby="related-services-heading" data-testid="related-services">
          <h2 id="related-services-heading" className="text-xl font-bold text-foreground">
            {route.startsWith('/services/') ? 'Related services' : 'Our services'}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {related.map((s) => (
              <li key={s.route}>
                <a
                  href={s.route}
                  className="block h-full rounded-xl border border-border bg-background p-4 transition hover:border-highlight hover:shadow-sm"
                >
                  <span className="font-semibold text-primary">{s.label}</span>
                  <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{s.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="service-areas-heading" data-testid="service-areas">
          <h2 id="service-areas-heading" className="text-xl font-bold text-foreground">
            {inAreas ? 'Nearby areas we serve' : 'Areas we serve'}
          </h2>
          <ul className="mt-4 space-y-2">
            {areas.map((a) => (
              <li key={a.route}>
                <a
                  href={a.route}
                  className="flex items-center justify-between rounded-lg border border-border bg-background px-4 py-3 font-medium text-primary hover:border-highlight"
                >
                  <span>{a.area ? `${a.area.city}, ${business.address.region}` : a.label}</span>
                  <span aria-hidden="true" className="text-slate-400">
                    →
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <a href="/service-areas" className="mt-4 inline-block font-medium text-link underline underline-offset-4">
            All service areas
          </a>
        </section>
      </div>
    </aside>
  );
}
