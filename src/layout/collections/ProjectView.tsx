// A project page: where and when, the facts of the fix (piers, depth, days on site, warranty), what the inspection
// found, the before and after drawings, the writer's MDX, the services used and more projects in the same town.
import { Drawing } from '../../components/Drawing.tsx';
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import { pageByRoute, pages, type PageFrontmatter } from '../../content/pages.ts';
import { business } from '../../content/business.ts';
import { projectCityRoute, projectsFor } from '../../content/collections.ts';
import { illustration } from '../../components/illustrations.ts';
import { CallToAction } from '../../components/mdx/CallToAction.tsx';
import { mdxElements } from '../mdx-elements.tsx';
import { DraftBadge, EntryCard } from './parts.tsx';

export function ProjectView({ fm, Content }: { fm: PageFrontmatter; Content: ComponentType<MDXProps> }) {
  const p = fm.project!;
  const meta = pageByRoute.get(fm.route);
  const areaRoute = `/service-areas/${p.city}`;
  const city = pageByRoute.get(areaRoute)?.area?.city ?? p.city;
  const where = meta?.file.slice(1) ?? fm.route;
  const drawings =
    p.before && p.after
      ? ([
          ['Before', illustration(p.before, `${where}: project.before`)],
          ['After', illustration(p.after, `${where}: project.after`)],
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
  const more = projectsFor(areaRoute, pages).filter((x) => x.route !== fm.route);
  return (
    <article data-testid="project">
      <header className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 sm:pt-14">
        <DraftBadge meta={meta} />
        <p className="mt-3 text-base font-semibold text-accent">
          <a href={areaRoute} className="hover:underline">
            {city}
          </a>{' '}
          · {p.year}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{fm.title}</h1>
        <p className="mt-4 text-xl leading-relaxed text-body">{fm.description}</p>
        <dl
          className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-slate-200 sm:grid-cols-3"
          data-testid="project-facts"
        >
          {facts.map(([k, v]) => (
            <div key={k} className="bg-background p-4">
              <dt className="text-sm text-muted-foreground">{k}</dt>
              <dd className="mt-1 text-lg font-semibold text-foreground">{v}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
        <h2 className="mt-10 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">What we found</h2>
        <p className="mt-4 text-lg leading-relaxed text-body">{p.problem}</p>
        {drawings.length > 0 && (
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {drawings.map(([side, img]) => (
              <figure key={side} className="overflow-hidden rounded-xl border border-border bg-background shadow-sm">
                <Drawing img={img} loading="lazy" className="h-auto w-full" />
                <figcaption className="border-t border-border px-4 py-3 text-base font-semibold text-slate-800">
                  {side} (drawing)
                </figcaption>
              </figure>
            ))}
          </div>
        )}
        <Content components={mdxElements} />
        <h2 className="mt-10 text-2xl font-bold tracking-tight text-foreground">Services on this job</h2>
        <ul className="mt-4 flex flex-wrap gap-3" data-testid="project-services">
          {p.services.map((s) => (
            <li key={s}>
              <a
                href={s}
                className="inline-block rounded-lg border border-border px-4 py-2 font-medium text-primary hover:border-highlight"
              >
                {pageByRoute.get(s)?.label ?? s}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction
        title={`Worried about your foundation in ${city}?`}
        text="Book a free inspection. We measure the floor, check the drainage and tell you plainly whether it needs work."
      />
      {more.length > 0 && (
        <section aria-labelledby="more-projects-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="more-projects-heading" className="text-2xl font-bold text-foreground">
            More projects in {city}
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {more.map((x) => (
              <EntryCard key={x.route} meta={x} heading="h3" kicker={String(x.project.year)} />
            ))}
          </ul>
          <p className="mt-6">
            <a href={projectCityRoute(p.city)} className="font-medium text-link underline underline-offset-4">
              All projects in {city}
            </a>
          </p>
        </section>
      )}
    </article>
  );
}
