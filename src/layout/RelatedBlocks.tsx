// On every visible page: related services and service areas (never the current page), picked by relevance over
// the whole route table (src/content/related.ts), so every service and area page is linked from another page.
import { related } from 'virtual:route-table';
import { leftOutRoutes, pageByRoute, pages } from '../content/pages.ts';
import { areas as areaData } from '../content/areas.ts';
import { relatedTable, sectionOf } from '../content/related.ts';
import { areaSlugOf, projectCityRoute, projectServiceRoute, projectsFor } from '../content/collections.ts';
import { EntryCard } from '../components/collection-parts.tsx';
import { PageCards } from '../components/PageCards.tsx';
import { Heading } from '../components/ui/heading.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { fill, plural, routeIn, useBusiness, useLang, useUi } from '../page/lang.ts';
import { SECTIONS, type Lang } from '../content/route-path.ts';

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
      <Heading size="block" id="related-projects-heading">
        {city ? fill(ui.related.projectsIn, { city }) : ui.related.projectsWithService}
      </Heading>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {projects.slice(0, PROJECTS_SHOWN).map((p) => (
          <EntryCard key={p.route} meta={p} heading="h3" kicker={String(p.project.year)} />
        ))}
      </ul>
      <TextLink href={all} className="mt-4 inline-block">
        {city
          ? plural(ui.related.allProjectsIn, projects.length, ui.dates.locale, { city })
          : plural(ui.related.allProjectsWithService, projects.length, ui.dates.locale)}
      </TextLink>
    </section>
  );
}

/** The relevance inputs of each page (its `related:` list, county and the routes its text links to), by file. */
const relatedMeta = related;

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
  const business = useBusiness();
  const ui = useUi();
  const lang = useLang();
  const ownPage = pageByRoute.get(own);
  const route = lang === 'en' ? own : ownPage?.pair;
  const page = route && pageByRoute.get(route);
  if (!page || page.hidden || !ownPage || ownPage.hidden) return null;
  // (A page this build leaves out for its own mistake is reported there, not here.)
  const unknown = (relatedMeta[page.file]?.related ?? []).filter((r) => !pageByRoute.has(r) && !leftOutRoutes.has(r));
  if (unknown.length)
    throw new Error(
      `${page.file.slice(1)}: frontmatter.related: ${unknown.map((r) => `"${r}"`).join(', ')} ${unknown.length > 1 ? 'are not pages' : 'is not a page'}; list routes of existing service or service-area pages`,
    );
  // A list the page's own text already shows (the home page's services and towns, a town's services) is not repeated.
  const listed = new Set(relatedMeta[page.file]?.lists ?? []);
  const related = listed.has('services') ? [] : relatedServices(route, lang);
  const areas = listed.has('areas') ? [] : nearbyAreas(route, lang);
  const inAreas = sectionOf(route) === 'areas';
  const projects = lang === 'en' && projectsFor(route, pages).length > 0;
  if (!related.length && !areas.length && !projects) return null;
  return (
    <aside aria-label={ui.related.label} className="border-t border-border bg-muted">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr]">
        {lang === 'en' && <ProjectsBlock route={route} />}
        {related.length > 0 && (
          <section aria-labelledby="related-services-heading" data-testid="related-services">
            <Heading size="block" id="related-services-heading">
              {sectionOf(route) === 'services' ? ui.related.relatedServices : ui.related.ourServices}
            </Heading>
            <PageCards pages={related} variant="compact" className="mt-4" />
          </section>
        )}
        {areas.length > 0 && (
          <section aria-labelledby="service-areas-heading" data-testid="service-areas">
            <Heading size="block" id="service-areas-heading">
              {inAreas ? ui.related.nearbyAreas : ui.related.areasWeServe}
            </Heading>
            <PageCards
              pages={areas}
              variant="rows"
              labelOf={(a) => (a.area ? `${a.area.city}, ${business.address.region}` : a.label)}
              className="mt-4"
            />
            <TextLink href={routeIn(SECTIONS.areas, lang)} className="mt-4 inline-block">
              {ui.header.allServiceAreas}
            </TextLink>
          </section>
        )}
      </Container>
    </aside>
  );
}
