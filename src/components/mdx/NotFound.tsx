import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { telHref } from '../../content/business.ts';
import { leftOutRoutes, pageByRoute } from '../../content/pages.ts';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { LinkCard } from '../ui/link-card.tsx';
import { Container } from '../ui/container.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { fill, routeIn, useBusiness, useLang, useUi } from '../../page/lang.ts';

export const props = z
  .strictObject({
    links: z
      .array(z.string().regex(/^\/[a-z0-9-/]*$/, 'a route such as "/contact"'))
      .min(1)
      .describe(
        "the pages to offer, by their English routes, in this order; each shows with its label from the route table, in the page's language (the translation where there is one)",
      ),
  })
  .meta({
    description:
      'The not-found page body (SPEC section 2). In the browser, the page logs the bad path to the console (see src/browser.ts, which looks for data-not-found).',
    // Placed by the site on its own page: not offered in the editor's component menu.
    internal: true,
    examples: ['<NotFound links={["/", "/contact", "/faq"]} />'],
  });

export function NotFound(input: z.input<typeof props>) {
  const business = useBusiness();
  const { links: routes } = parseProps('NotFound', props, input);
  const lang = useLang();
  const w = useUi().blocks.notFound;
  const links = routes.flatMap((route) => {
    const page = pageByRoute.get(routeIn(route, lang));
    if (!page && leftOutRoutes.has(route)) return [];
    if (!page) throw new Error(`<NotFound links>: "${route}" is not a page; list routes of existing pages`);
    return [{ to: page.route, label: page.label }];
  });
  return (
    <section data-not-found className="bg-muted py-16 sm:py-24">
      <Container width="tight" className="text-center">
        <Eyebrow tone="accent">404</Eyebrow>
        <Heading as="h1" size="page" className="mt-2">
          {w.title}
        </Heading>
        <p className="mt-4 text-lg text-body">{w.sorry}</p>
        <ul className="mx-auto mt-8 grid max-w-md gap-3 sm:grid-cols-2">
          {links.map((l) => (
            <li key={l.to}>
              <LinkCard variant="row" href={l.to} className="justify-center">
                {l.label}
              </LinkCard>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-lg text-body">
          {w.talk}{' '}
          <TextLink weight="semibold" href={telHref} className="whitespace-nowrap">
            {fill(w.call, { phone: business.phone })}
          </TextLink>
        </p>
      </Container>
    </section>
  );
}
