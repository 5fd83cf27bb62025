import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { usePage } from '../../page/page-context.ts';
import { pageByRoute, pages } from '../../content/pages.ts';
import { PROJECTS, projectCityRoute, projectServiceRoute, projectsOf } from '../../content/collections.ts';
import { EntryCard } from '../collection-parts.tsx';
import { areaRoute } from '../../content/route-path.ts';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { LinkCard } from '../ui/link-card.tsx';

export const props = z.strictObject({}).meta({
  description:
    'The page heading and introduction (from the frontmatter), links that filter the projects by town and by service (plain links to generated pages: /projects/city/<area>, /projects/service/<service>, so they work without JavaScript), then the projects, most recent first. Used on pages/projects/index.mdx.',
  // Placed by the site on its own page: not offered in the editor's component menu.
  internal: true,
  examples: ['<ProjectList />'],
});

function FilterLinks({
  label,
  links,
  current,
}: {
  label: string;
  links: { to: string; text: string }[];
  current: string;
}) {
  return (
    <div>
      <p className="mb-2 text-base font-medium text-strong">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.to}>
            <LinkCard variant="tag" border="tint" href={l.to} aria-current={l.to === current ? 'page' : undefined}>
              {l.text}
            </LinkCard>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProjectList(input: z.input<typeof props>) {
  parseProps('ProjectList', props, input);
  const page = usePage();
  const meta = pageByRoute.get(page.route);
  const generated = meta?.generated;
  // A list too short to stand on its own (noindex): the town's or the service's page holds more.
  const fuller =
    meta?.hidden && (generated?.kind === 'city' || generated?.kind === 'service')
      ? pageByRoute.get(generated.kind === 'city' ? areaRoute(generated.key) : generated.key)
      : undefined;
  const all = projectsOf(pages);
  const shown =
    generated?.kind === 'city'
      ? all.filter((p) => p.project.city === generated.key)
      : generated?.kind === 'service'
        ? all.filter((p) => p.project.services.includes(generated.key))
        : all;
  const cityOf = (slug: string) => pageByRoute.get(areaRoute(slug))?.area?.city ?? slug;
  const cities = pages
    .filter((p) => p.area && all.some((x) => areaRoute(x.project.city) === p.route))
    .map((p) => ({ to: projectCityRoute(p.route.slice(p.route.lastIndexOf('/') + 1)), text: p.area!.city }));
  const services = pages
    .filter((p) => /^\/services\/[a-z0-9-]+$/.test(p.route) && all.some((x) => x.project.services.includes(p.route)))
    .map((p) => ({ to: projectServiceRoute(p.route), text: p.label }));
  return (
    <div data-testid="project-list">
      <Heading as="h1" size="page">
        {page.label ?? page.title}
      </Heading>
      <p className="mt-4 max-w-3xl text-xl leading-relaxed text-body">{page.description}</p>
      {fuller && (
        <p className="mt-4 max-w-3xl text-lg text-body" data-testid="project-list-fuller">
          There is more on our <TextLink href={fuller.route}>{fuller.area?.city ?? fuller.label} page</TextLink>.
        </p>
      )}
      {all.length > 0 && (
        <nav aria-label="Filter projects" className="mt-6 space-y-4" data-testid="project-filters">
          <FilterLinks label="By town" links={cities} current={page.route} />
          <FilterLinks label="By service" links={services} current={page.route} />
          {generated && (
            <p>
              <TextLink href={PROJECTS}>All projects</TextLink>
            </p>
          )}
        </nav>
      )}
      {shown.length === 0 ? (
        <p className="mt-8 text-lg text-body">No finished projects written up yet.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <EntryCard key={p.route} meta={p} kicker={`${cityOf(p.project.city)} · ${p.project.year}`} />
          ))}
        </ul>
      )}
    </div>
  );
}
