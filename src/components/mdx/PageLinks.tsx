import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { childrenIn, pageByRoute } from '../../content/pages.ts';
import { plural, useLang, useRoute, useUi } from '../../page/lang.ts';
import { SECTIONS } from '../../content/route-path.ts';
import { PageCards } from '../PageCards.tsx';
import { TextLink } from '../ui/text-link.tsx';

export const props = z
  .strictObject({
    of: z
      .string()
      .regex(/^\/[a-z0-9-/]*$/, `a route such as "${SECTIONS.services}"`)
      .describe(`the section whose pages to link to, e.g. "${SECTIONS.services}" or "${SECTIONS.areas}"`),
    variant: z
      .enum(['cards', 'pills'])
      .default('cards')
      .describe('"cards": a card per page with its summary; "pills": a compact row of links (the primary area marked)'),
    limit: z.int().positive().optional().describe('show only the first N pages (the home page shows 6 services)'),
  })
  .meta({
    description:
      "Links to every page under a section, straight from the route table (label and summary from each page's frontmatter, in menu order): add a page and it appears here. A link to the whole section follows when the list is cut short (`limit`) or shown as pills.",
    says: 'Links to other pages of the site, as cards.',
    finds: 'links pages cards related services list',
    examples: [
      `<PageLinks of="${SECTIONS.services}" />`,
      `<PageLinks of="${SECTIONS.services}" limit={6} />`,
      `<PageLinks of="${SECTIONS.areas}" variant="pills" />`,
    ],
  });

export function PageLinks(input: z.input<typeof props>) {
  const { of, variant, limit } = parseProps('PageLinks', props, input);
  const ui = useUi();
  const lang = useLang();
  const sectionRoute = useRoute(of);
  const servicesRoute = useRoute(SECTIONS.services);
  const areasRoute = useRoute(SECTIONS.areas);
  const section = pageByRoute.get(sectionRoute);
  const all = childrenIn(of, lang);
  if (!section || !all.length)
    throw new Error(`<PageLinks of="${of}">: no pages under "${of}"; name a section such as "${SECTIONS.services}"`);
  const shown = limit ? all.slice(0, limit) : all;
  const name = section.label.toLowerCase();
  // The link to the whole section, in the page's language: the menus' words for the two sections.
  const allLabel =
    sectionRoute === servicesRoute
      ? ui.header.allServices
      : sectionRoute === areasRoute
        ? ui.header.allServiceAreas
        : plural(ui.lists.seeAll, all.length, ui.dates.locale, { section: name });
  if (variant === 'pills')
    return (
      <PageCards
        pages={shown}
        variant="pills"
        data-page-links={of}
        labelOf={(p) => p.area?.city ?? p.label}
        className="mt-6"
        after={
          <TextLink weight="semibold" href={sectionRoute} className="inline-flex items-center px-2 py-2">
            {allLabel}
          </TextLink>
        }
      />
    );
  return (
    <>
      <PageCards pages={shown} variant="cards" className="mt-8" data-page-links={of} />
      {shown.length < all.length && (
        <p className="mt-6">
          <TextLink weight="semibold" href={sectionRoute}>
            {plural(ui.lists.seeAll, all.length, ui.dates.locale, { section: name })}
          </TextLink>
        </p>
      )}
    </>
  );
}
