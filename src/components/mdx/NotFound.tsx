import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, telHref } from '../../content/business.ts';

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
      <div className="mx-auto max-w-2xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-body">Sorry, we couldn't find the page you're looking for.</p>
        <ul className="mx-auto mt-8 grid max-w-md gap-3 sm:grid-cols-2">
          {links.map((l) => (
            <li key={l.to}>
              <a
                href={l.to}
                className="block rounded-lg border border-border bg-background px-4 py-3 font-medium text-primary hover:border-highlight"
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-lg text-body">
          Rather talk to someone?{' '}
          <a href={telHref} className="font-semibold whitespace-nowrap text-link underline underline-offset-4">
            Call {business.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
