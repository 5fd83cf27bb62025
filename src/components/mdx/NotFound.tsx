import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, telHref } from '../../content/business.ts';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { LinkCard } from '../ui/link-card.tsx';
import { Container } from '../ui/container.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { fill, routeIn, useLang, useUi } from '../../layout/lang.ts';

/** The pages offered (their translations on a page in another language), with their words' keys. */
const links = [
  { to: '/', label: 'home' },
  { to: '/contact', label: 'contact' },
  { to: '/services', label: 'services' },
  { to: '/service-areas', label: 'areas' },
  { to: '/book-inspection', label: 'book' },
  { to: '/faq', label: 'faq' },
] as const;

export const props = z.strictObject({}).meta({
  description:
    'The not-found page body (SPEC section 2). In the browser, the page logs the bad path to the console (see src/browser.ts, which looks for data-not-found).',
  examples: ['<NotFound />'],
});

export function NotFound(input: z.input<typeof props>) {
  parseProps('NotFound', props, input);
  const w = useUi().blocks.notFound;
  const lang = useLang();
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
              <LinkCard variant="row" href={routeIn(l.to, lang)} className="justify-center">
                {w[l.label]}
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
