import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, telHref } from '../../content/business.ts';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { LinkCard } from '../ui/link-card.tsx';
import { Container } from '../ui/container.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';

const links = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact us' },
  { to: '/services', label: 'Our services' },
  { to: '/service-areas', label: 'Service areas' },
  { to: '/book-inspection', label: 'Book a free inspection' },
  { to: '/faq', label: 'FAQ' },
];

export const props = z.strictObject({}).meta({
  description:
    'The not-found page body (SPEC section 2). In the browser, the page logs the bad path to the console (see src/browser.ts, which looks for data-not-found).',
  examples: ['<NotFound />'],
});

export function NotFound(input: z.input<typeof props>) {
  parseProps('NotFound', props, input);
  return (
    <section data-not-found className="bg-muted py-16 sm:py-24">
      <Container width="tight" className="text-center">
        <Eyebrow tone="accent">404</Eyebrow>
        <Heading as="h1" size="page" className="mt-2">
          Page Not Found
        </Heading>
        <p className="mt-4 text-lg text-body">Sorry, we couldn't find the page you're looking for.</p>
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
          Rather talk to someone?{' '}
          <TextLink weight="semibold" href={telHref} className="whitespace-nowrap">
            Call {business.phone}
          </TextLink>
        </p>
      </Container>
    </section>
  );
}
