import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { groupDigits } from '../../content/format.ts';
import { areaBySlug } from '../../content/areas.ts';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';
import { useLang, useUi } from '../../page/lang.ts';
import { PriceScope } from '../PriceScope.tsx';
import { areaPicture } from '../illustrations.ts';
import { Drawing } from '../Drawing.tsx';

const dollars = (n: number) => `$${groupDigits(n)}`;

export const props = z
  .strictObject({
    area: areaSlug,
  })
  .meta({
    description: `Before/after project examples for one service area, from content/areas.yaml: pictures, problem, solution, timeline, what the job cost and the homeowner's words.`,
    says: 'A few recent projects, as cards.',
    finds: 'projects examples jobs work case studies',
    examples: ['<ProjectExamples area="pearland-tx" />'],
  });

export function ProjectExamples(input: z.input<typeof props>) {
  const { area } = parseProps('ProjectExamples', props, input);
  const w = useUi().blocks.cards;
  const lang = useLang();
  const { data } = areaBySlug(area, lang);
  // The customer's words are quoted as said, in English (like the testimonials), and marked so on other pages.
  const quoted = lang === 'en' ? undefined : 'en';
  if (!data.projects.length) throw new Error(`<ProjectExamples>: no projects for "${area}" in content/areas.yaml`);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2" data-projects={data.projects.length}>
      {data.projects.map((p) => (
        <Card as="article" padding="none" key={p.title} className="flex flex-col overflow-hidden">
          <div className="grid grid-cols-2 gap-px bg-border">
            {(['before', 'after'] as const).map((side) => (
              <figure key={side} className="bg-background">
                <Drawing
                  img={areaPicture(p[side].image, p[side].alt)}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full"
                />
                <figcaption className="px-3 py-2 text-center text-sm font-semibold tracking-wide text-body uppercase">
                  {side === 'before' ? w.before : w.after}
                </figcaption>
              </figure>
            ))}
          </div>
          <div className="flex flex-1 flex-col p-6">
            <Heading as="h3" size="card">
              {p.title}
            </Heading>
            <p className="text-sm text-muted-foreground">{p.location}</p>
            <dl className="mt-4 space-y-3 text-base text-body">
              <div>
                <dt className="font-semibold text-foreground">{w.problem}</dt>
                <dd>{p.problem}</dd>
              </div>
              <div>
                <dt className="font-semibold text-foreground">{w.solution}</dt>
                <dd>{p.solution}</dd>
              </div>
            </dl>
            <dl className="mt-4 flex flex-wrap gap-3">
              <div className="rounded-lg bg-secondary px-3 py-2">
                <dt className="text-sm text-muted-foreground">{w.timeline}</dt>
                <dd className="font-semibold text-secondary-foreground" data-timeline>
                  {p.timeline}
                </dd>
              </div>
              <div className="rounded-lg bg-secondary px-3 py-2" data-price>
                <PriceScope as="dt" scope="project" />
                <dd className="font-semibold text-secondary-foreground" data-investment>
                  {dollars(p.investment)}
                </dd>
              </div>
            </dl>
            <figure className="mt-5 border-l-4 border-accent-light pl-4">
              <blockquote className="text-body italic" lang={quoted}>
                <p>“{p.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-1 text-sm font-semibold text-foreground">{p.quote.author}</figcaption>
            </figure>
          </div>
        </Card>
      ))}
    </div>
  );
}
