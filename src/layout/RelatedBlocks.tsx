// On every visible page: related services and service areas (never the current page), picked by relevance over
// the whole route table (src/content/related.ts), so every service and area page is linked from another page.
import { related } from 'virtual:route-table';
import { pageByRoute, pages } from '../content/pages.ts';
import { areas as areaData } from '../content/areas.ts';
import { business } from '../content/business.ts';
import { relatedTable, type RelatedPage } from '../content/related.ts';
import { areaSlugOf, projectCityRoute, projectServiceRoute, projectsFor } from '../content/collections.ts';
import { EntryCard } from './collections/parts.tsx';
import { fill, routeIn, useLang, useUi } from './lang.ts';
import type { Lang } from '../content/route-path.ts';

/** Projects shown on an area or service page before "All projects in …". */
const PROJECTS_SHOWN = 3;

/** An area page's projects in its town, a service page's projects that used it: from the projects collection. */
function ProjectsBlock({ route }: { route: string }) {
  const ui = useUi();
  const projects = projectsFor(route, pages);
  if (!projects.length) return null;
  const city = pageByRoute.get(route)?.area?.city;
  const all = city ? projectCityRoute(areaSlugOf(route)) : projectServiceRoute(route);
  return (
    <section aria-labelledby="related-projects-heading" data-testid="related-projects" className="md:col-span-2">
      <h2 id="related-projects-heading" className="text-xl font-bold text-foreground">
        {city ? fill(ui.related.projectsIn, { city }) : ui.related.projectsWithService}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {projects.slice(0, PROJECTS_SHOWN).map((p) => (
          <EntryCard key={p.route} meta={p} heading="h3" kicker={String(p.project.year)} />
        ))}
      </ul>
      <a href={all} className="mt-4 inline-block font-medium text-link underline underline-offset-4">
        {city
          ? fill(ui.related.allProjectsIn, { count: projects.length, city })
          : fill(ui.related.allProjectsWithService, { count: projects.length })}
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

/** The pages of `routes` (English routes) in `lang`: their translations, leaving out pages not translated yet. */
function pagesIn(routes: string[], lang: Lang) {
  return routes.flatMap((r) => {
    const p = pageByRoute.get(routeIn(r, lang));
    return p && p.lang === lang ? [p] : [];
  });
}

function relatedServices(route: string, lang: Lang) {
  return pagesIn(relatedBlocks().get(route)?.services ?? [], lang);
}

function nearbyAreas(route: string, lang: Lang) {
  return pagesIn(relatedBlocks().get(route)?.areas ?? [], lang);
}

/** `route`: the page's own. A Spanish page shows the blocks of the English page it translates, in Spanish pages. */
export function RelatedBlocks({ route: own }: { route: string }) {
  const ui = useUi();
  const lang = useLang();
  const ownPage = pageByRoute.get(own);
  const route = lang === 'en' ? own : ownPage?.pair;
  const page = route && pageByRoute.get(route);
  if (!page || page.hidden || !ownPage || ownPage.hidden) return null;
  const unknown = (relatedMeta[page.file]?.related ?? []).filter((r) => !pageByRoute.has(r));
  if (unknown.length)
    throw new Error(
      `${page.file.slice(1)}: frontmatter.related: ${unknown.map((r) => `"${r}"`).join(', ')} ${unknown.length > 1 ? 'are not pages' : 'is not a page'}; list routes of existing service or service-area pages`,
    );
  const related = relatedServices(route, lang);
  const areas = nearbyAreas(route, lang);
  const inAreas = route.startsWith('/service-areas/');
  return (
    <aside aria-label={ui.related.label} className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        {lang === 'en' && <ProjectsBlock route={route} />}
        <section aria-labelledby="related-services-heading" data-testid="related-services">
          <h2 id="related-services-heading" className="text-xl font-bold text-foreground">
            {route.startsWith('/services/') ? ui.related.relatedServices : ui.related.ourServices}
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
            {inAreas ? ui.related.nearbyAreas : ui.related.areasWeServe}
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
          <a
            href={routeIn('/service-areas', lang)}
            className="mt-4 inline-block font-medium text-link underline underline-offset-4"
          >
            {ui.header.allServiceAreas}
          </a>
        </section>
      </div>
    </aside>
  );
}
