import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { areaSlug } from '../prop-schemas.ts';
import { areaBySlug } from '../../content/areas.ts';
import { businessIn } from '../../content/business.ts';
import type { Business } from '../../content/schemas/business.ts';
import type { AreaService } from '../../content/schemas/areas.ts';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';
import { LinkCard } from '../ui/link-card.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { fill, routeIn, useLang, useUi } from '../../page/lang.ts';
import { serviceRoute } from '../../content/route-path.ts';
import { ChevronRightIcon } from '../icons.tsx';
import { PriceScope } from '../PriceScope.tsx';
import { costGuides } from '../../content/cost-guide.ts';
import { hasDollarFigure } from '../../content/schemas/price-scope.ts';

/** The inspection's service page (its slug is the page file's name, pages/services/foundation-inspection.mdx). */
const INSPECTION = serviceRoute('foundation-inspection');

/** Cost and duration of a card; the free inspection's come from business.yaml so they are typed once. */
function figures(s: AreaService, free: string, b: Business): { cost?: string; duration?: string } {
  if (s.href === INSPECTION && !s.cost && !s.duration)
    return {
      cost: b.inspection.price === 0 ? free : `$${b.inspection.price}`,
      duration: b.inspection.duration,
    };
  return { cost: s.cost, duration: s.duration };
}

export const props = z
  .strictObject({
    area: areaSlug,
    variant: z
      .enum(['cards', 'links'])
      .default('cards')
      .describe('cards with cost, duration and features, or a compact list of links'),
  })
  .meta({
    description:
      'The services a service-area page features, from content/areas.yaml: cards with the typical cost of a job in this town (with what it covers), duration and features, and a line linking to the cost guide, or (variant "links") a compact list of links with one-line descriptions.',
    says: 'The services offered in one town, with their prices and how long they take.',
    finds: 'services town city area prices list',
    examples: ['<AreaServices area="pearland-tx" />', '<AreaServices area="pasadena-tx" variant="links" />'],
  });

export function AreaServices(input: z.input<typeof props>) {
  const { area, variant } = parseProps('AreaServices', props, input);
  const { cards: w, priceScope: scopeWords } = useUi().blocks;
  const lang = useLang();
  const { data, city } = areaBySlug(area, lang);
  if (!data.services.length) throw new Error(`<AreaServices>: no services for "${area}" in content/areas.yaml`);
  if (variant === 'links')
    return (
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-area-services={data.services.length}>
        {data.services.map((s) => (
          <li key={s.href}>
            <LinkCard href={routeIn(s.href, lang)}>
              <span className="flex items-center justify-between gap-2 text-lg font-semibold text-primary">
                {s.title}
                <ChevronRightIcon className="h-4 w-4 shrink-0" />
              </span>
              <span className="mt-2 text-body">{s.description}</span>
            </LinkCard>
          </li>
        ))}
      </ul>
    );
  // A town's own prices say they are typical for the town, and point to the cost guide's ranges for the whole area.
  const priced = data.services.some((s) => s.cost && hasDollarFigure(s.cost));
  return (
    <>
      <ul className="mt-6 grid gap-6 md:grid-cols-2" data-area-services={data.services.length}>
        {data.services.map((s) => {
          const { cost, duration } = figures(s, w.free, businessIn[lang]);
          return (
            <Card as="li" key={s.href} className="flex flex-col">
              <Heading as="h3" size="card">
                {s.title}
              </Heading>
              <p className="mt-3 text-base leading-relaxed text-body">{s.description}</p>
              {(cost || duration) && (
                <dl className="mt-4 flex flex-wrap gap-3 text-sm">
                  {cost && (
                    <div className="rounded-lg bg-secondary px-3 py-2" data-price={s.scope ? '' : undefined}>
                      {s.scope ? (
                        <PriceScope as="dt" scope={s.scope} city={city} />
                      ) : (
                        <dt className="text-muted-foreground">{w.typicalCost}</dt>
                      )}
                      <dd className="font-semibold text-secondary-foreground">{cost}</dd>
                    </div>
                  )}
                  {duration && (
                    <div className="rounded-lg bg-secondary px-3 py-2">
                      <dt className="text-muted-foreground">{w.typicalDuration}</dt>
                      <dd className="font-semibold text-secondary-foreground">{duration}</dd>
                    </div>
                  )}
                </dl>
              )}
              {s.features.length > 0 && (
                <ul className="mt-4 space-y-1.5 text-base text-body">
                  {s.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <span aria-hidden="true" className="font-bold text-accent">
                        ✓
                      </span>
                      {f}
                    </li>
                  ))}
                </ul>
              )}
              <TextLink
                href={routeIn(s.href, lang)}
                weight="semibold"
                underline="hover"
                className="mt-auto inline-flex items-center gap-1 pt-5"
              >
                {fill(w.moreAbout, { service: s.title.toLowerCase().replace(/&/g, lang === 'en' ? 'and' : 'y') })}
                <ChevronRightIcon className="h-4 w-4 shrink-0" />
              </TextLink>
            </Card>
          );
        })}
      </ul>
      {priced && (
        <p className="mt-6 text-base text-body" data-price-note>
          {fill(scopeWords.townNote, { city })}{' '}
          <TextLink href={routeIn(costGuides.en.page, lang)} weight="semibold">
            {scopeWords.guideLink}
          </TextLink>
          .
        </p>
      )}
    </>
  );
}
