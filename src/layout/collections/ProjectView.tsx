// A project page: where and when, the facts of the fix (piers, depth, days on site, warranty), what the inspection
// found, the before and after photos (or drawings), the job's photos, the writer's MDX, the services used and more projects in the same town.
import { Drawing } from '../../components/Drawing.tsx';
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import { pageByRoute, pages, type PageFrontmatter } from '../../content/pages.ts';
import { projectCityRoute, projectsFor } from '../../content/collections.ts';
import { illustration } from '../../components/illustrations.ts';
import { areaRoute, langOfRoute } from '../../content/route-path.ts';
import { CallToAction } from '../../components/mdx/CallToAction.tsx';
import { collectionElements } from '../mdx-elements.tsx';
import { DraftBadge, EntryCard } from '../../components/collection-parts.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Heading } from '../../components/ui/heading.tsx';
import { SiteStylesheet } from '../FirstScreen.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LinkCard } from '../../components/ui/link-card.tsx';
import { Container } from '../../components/ui/container.tsx';
import { isPhotoName, photoInfo } from '../../components/photos.tsx';
import { PhotoComparison } from '../../components/PhotoComparison.tsx';
import { Photo } from '../../components/mdx/Photo.tsx';
import { Gallery } from '../../components/mdx/Gallery.tsx';
import { useBusiness, useUi } from '../../page/lang.ts';

export function ProjectView({ fm, Content }: { fm: PageFrontmatter; Content: ComponentType<MDXProps> }) {
  const business = useBusiness();
  const p = fm.project!;
  const ui = useUi().blocks;
  const meta = pageByRoute.get(fm.route);
  const cityRoute = areaRoute(p.city);
  const city = pageByRoute.get(cityRoute)?.area?.city ?? p.city;
  const where = meta?.file.slice(1) ?? fm.route;
  // Before/after photos make a comparison; drawings (until photos exist) a pair side by side.
  const comparison =
    p.before && p.after && isPhotoName(p.before) && isPhotoName(p.after)
      ? {
          before: { info: photoInfo(p.before, `${where}: project.before`), alt: p.beforeAlt ?? '' },
          after: { info: photoInfo(p.after, `${where}: project.after`), alt: p.afterAlt ?? '' },
        }
      : undefined;
  const [cover, ...gallery] = p.photos;
  const drawings =
    p.before && p.after && !comparison
      ? ([
          ['Before', illustration(p.before, `${where}: project.before`, langOfRoute(fm.route))],
          ['After', illustration(p.after, `${where}: project.after`, langOfRoute(fm.route))],
        ] as const)
      : [];
  const facts: [string, string][] = [
    ['Town', `${city}, ${business.address.region}`],
    ['Finished', String(p.year)],
    ['Piers installed', p.fix.piers ? String(p.fix.piers) : 'None needed'],
    ...(p.fix.depth ? [['Pier depth', p.fix.depth] as [string, string]] : []),
    ['Days on site', String(p.fix.days)],
    ['Warranty', p.fix.warranty.charAt(0).toUpperCase() + p.fix.warranty.slice(1)],
  ];
  const more = projectsFor(cityRoute, pages).filter((x) => x.route !== fm.route);
  return (
    <article data-testid="project">
      <Container as="header" width="medium" className="pt-10 sm:pt-14">
        <DraftBadge meta={meta} />
        <p className="mt-3 text-base font-semibold text-accent">
          <TextLink href={cityRoute} tone="inherit" weight="normal" underline="hover">
            {city}
          </TextLink>{' '}
          · {p.year}
        </p>
        <Heading as="h1" size="page" className="mt-2">
          {fm.title}
        </Heading>
        <p className="mt-4 text-xl leading-relaxed text-body">{fm.description}</p>
        {cover && <Photo src={cover.src} alt={cover.alt} caption={cover.caption} priority />}
        <Card
          as="dl"
          tone="plain"
          elevated={false}
          padding="none"
          className="mt-8 grid grid-cols-2 gap-px overflow-hidden bg-border sm:grid-cols-3"
          data-testid="project-facts"
        >
          {facts.map(([k, v]) => (
            <div key={k} className="bg-background p-4">
              <dt className="text-sm text-muted-foreground">{k}</dt>
              <dd className="mt-1 text-lg font-semibold text-foreground">{v}</dd>
            </div>
          ))}
        </Card>
      </Container>
      <SiteStylesheet />
      <Container width="medium" className="pb-12">
        <Heading className="mt-10">What we found</Heading>
        <p className="mt-4 text-lg leading-relaxed text-body">{p.problem}</p>
        {comparison && <PhotoComparison {...comparison} />}
        {drawings.length > 0 && (
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {drawings.map(([side, img]) => (
              <Card as="figure" padding="none" key={side} className="overflow-hidden">
                <Drawing img={img} loading="lazy" className="h-auto w-full" />
                <figcaption className="border-t border-border px-4 py-3 text-base font-semibold text-strong">
                  {side} (drawing)
                </figcaption>
              </Card>
            ))}
          </div>
        )}
        {gallery.length > 0 && (
          <>
            <Heading className="mt-10">{ui.photos.gallery}</Heading>
            <Gallery>
              {gallery.map((ph) => (
                <Photo key={ph.src} src={ph.src} alt={ph.alt} caption={ph.caption} />
              ))}
            </Gallery>
          </>
        )}
        <Content components={collectionElements} />
        <Heading className="mt-10">Services on this job</Heading>
        <ul className="mt-4 flex flex-wrap gap-3" data-testid="project-services">
          {p.services.map((s) => (
            <li key={s}>
              <LinkCard variant="chip" href={s}>
                {pageByRoute.get(s)?.label ?? s}
              </LinkCard>
            </li>
          ))}
        </ul>
      </Container>
      <CallToAction
        title={`Worried about your foundation in ${city}?`}
        text="Book a free inspection. We measure the floor, check the drainage and tell you plainly whether it needs work."
      />
      {more.length > 0 && (
        <Container as="section" aria-labelledby="more-projects-heading" className="py-12">
          <Heading id="more-projects-heading">More projects in {city}</Heading>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {more.map((x) => (
              <EntryCard key={x.route} meta={x} heading="h3" kicker={String(x.project.year)} />
            ))}
          </ul>
          <p className="mt-6">
            <TextLink href={projectCityRoute(p.city)}>All projects in {city}</TextLink>
          </p>
        </Container>
      )}
    </article>
  );
}
