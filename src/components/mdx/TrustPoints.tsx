import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import type { ReactNode } from 'react';
import { business, ratingLabel, reviewCountLabel, yearsInBusinessRounded } from '../../content/business.ts';
import { CheckIcon } from '../icons.tsx';

interface TrustPoint {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

function points(): TrustPoint[] {
  const b = business;
  const list: (TrustPoint | false)[] = [
    { title: `Since ${b.founded}`, text: `${yearsInBusinessRounded} years repairing foundations on Gulf Coast clay.` },
    b.familyOwned && { title: 'Family-owned', text: 'Owned and run by a local family that answers for its own work.' },
    b.licensedAndInsured && {
      title: 'Licensed & insured',
      text: 'Fully licensed and insured for the work we do on your home.',
      link: { href: b.profiles.licenceLookup, label: 'Look up a licence' },
    },
    {
      title: `${b.rating.bureauGrade} rating`,
      text: `Rated ${b.rating.bureauGrade} by the business bureau.`,
      link: { href: b.profiles.ratingBureau, label: 'See our bureau profile' },
    },
    {
      title: `${ratingLabel} from ${reviewCountLabel} reviews`,
      text: 'Reviews from homeowners in Pearland and the towns around it.',
      link: { href: '/reviews', label: 'Read reviews' },
    },
    {
      title: `${b.warranty.term[0]!.toUpperCase()}${b.warranty.term.slice(1)}${b.warranty.transferable ? ' transferable' : ''} warranty`,
      text: b.warranty.transferable
        ? `It stays with the house when you sell${b.warranty.transferFee === 0 ? ', with no transfer fee' : ''}.`
        : 'Our repairs are backed in writing.',
      link: { href: '/warranty', label: 'Warranty details' },
    },
    {
      title: b.inspection.price === 0 ? 'Free inspection' : 'Inspection',
      text: `${b.inspection.duration} on site, with a written report and quote within ${b.inspection.reportWithin}.`,
      link: { href: '/book-inspection', label: 'Book yours' },
    },
    {
      title: `${b.emergency.available} emergency service`,
      text: `Initial response in ${b.emergency.responseTime}, nights and weekends too.`,
      link: { href: '/emergency-foundation-repair', label: 'Emergency repairs' },
    },
  ];
  return list.filter((p): p is TrustPoint => Boolean(p));
}

function PointLink({ href, children }: { href: string; children: ReactNode }) {
  const cls = 'mt-2 inline-block text-sm font-semibold text-link underline underline-offset-4 hover:text-link-hover';
  if (href.startsWith('/'))
    return (
      <a href={href} className={cls}>
        {children}
      </a>
    );
  return (
    <a href={href} className={cls} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export const props = z.strictObject({}).meta({
  description:
    'Why homeowners trust the company, from content/business.yaml: founding year, family-owned, licensed and insured, bureau grade, rating and review count, warranty, free inspection and emergency service, each with a link to the page or profile that backs it up.',
  examples: ['<TrustPoints />'],
});

export function TrustPoints(input: z.input<typeof props>) {
  parseProps('TrustPoints', props, input);
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {points().map((p) => (
        <li
          key={p.title}
          data-testid="trust-point"
          className="rounded-xl border border-border bg-background p-5 shadow-sm"
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckIcon className="h-5 w-5" />
          </span>
          <h3 className="mt-3 text-lg font-semibold text-foreground">{p.title}</h3>
          <p className="mt-1 text-base leading-relaxed text-body">{p.text}</p>
          {p.link && <PointLink href={p.link.href}>{p.link.label}</PointLink>}
        </li>
      ))}
    </ul>
  );
}
