import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import type { ReactNode } from 'react';
import { CheckIcon } from '../icons.tsx';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { fill, routeIn, useBusiness, useFacts, useLang, useUi } from '../../page/lang.ts';
import type { UiWords } from '../../content/schemas/ui.ts';

type Words = UiWords['blocks']['trustPoints'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

interface TrustPoint {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

/** The points in the page language's words (`blocks.trustPoints`); links go to that language's pages. */
function points(
  w: Words,
  route: (r: string) => string,
  b: ReturnType<typeof useBusiness>,
  facts: ReturnType<typeof useFacts>,
): TrustPoint[] {
  const term = `${b.warranty.term}${b.warranty.transferable ? w.transferable : ''}`;
  const list: (TrustPoint | false)[] = [
    {
      title: fill(w.since, { founded: b.founded }),
      text: fill(w.sinceText, { years: facts.years }),
    },
    b.familyOwned && { title: w.family, text: w.familyText },
    b.licensedAndInsured && {
      title: w.licensed,
      text: w.licensedText,
      link: { href: b.profiles.licenseLookup, label: w.licenseLink },
    },
    {
      title: fill(w.bureau, { grade: b.rating.bureauGrade }),
      text: fill(w.bureauText, { grade: b.rating.bureauGrade }),
      link: { href: b.profiles.ratingBureau, label: w.bureauLink },
    },
    {
      title: fill(w.reviews, { rating: facts.rating, count: facts.reviewCount }),
      text: w.reviewsText,
      link: { href: route('/reviews'), label: w.reviewsLink },
    },
    {
      title: cap(fill(w.warranty, { term })),
      text: b.warranty.transferable
        ? fill(w.warrantyText, { fee: b.warranty.transferFee === 0 ? w.noFee : '' })
        : w.warrantyPlain,
      link: { href: route('/warranty'), label: w.warrantyLink },
    },
    {
      title: b.inspection.price === 0 ? w.inspection : w.paidInspection,
      text: fill(w.inspectionText, { duration: b.inspection.duration, within: b.inspection.reportWithin }),
      link: { href: route('/book-inspection'), label: w.inspectionLink },
    },
    {
      title: fill(w.emergency, { available: b.emergency.available }),
      text: fill(w.emergencyText, { time: b.emergency.responseTime }),
      link: { href: route('/emergency-foundation-repair'), label: w.emergencyLink },
    },
  ];
  return list.filter((p): p is TrustPoint => Boolean(p));
}

/** TextLink opens other sites in a new tab; screen readers are told so. */
function PointLink({ href, children }: { href: string; children: ReactNode }) {
  const newTab = useUi().blocks.contactCard.newTab;
  return (
    <TextLink href={href} weight="semibold" className="mt-2 inline-block text-sm">
      {children}
      {!href.startsWith('/') && <span className="sr-only"> {newTab}</span>}
    </TextLink>
  );
}

export const props = z.strictObject({}).meta({
  description:
    'Why homeowners trust the company, from content/business.yaml: founding year, family-owned, licensed and insured, bureau grade, rating and review count, warranty, free inspection and emergency service, each with a link to the page or profile that backs it up.',
  says: 'Reasons to trust us: licensed, insured, warranty.',
  finds: 'trust reasons why us licensed insured warranty',
  examples: ['<TrustPoints />'],
});

export function TrustPoints(input: z.input<typeof props>) {
  parseProps('TrustPoints', props, input);
  const lang = useLang();
  const list = points(useUi().blocks.trustPoints, (r) => routeIn(r, lang), useBusiness(), useFacts());
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {list.map((p) => (
        <Card as="li" padding="md" key={p.title} data-testid="trust-point">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckIcon className="h-5 w-5" />
          </span>
          <Heading as="h3" size="item" className="mt-3">
            {p.title}
          </Heading>
          <p className="mt-1 text-base leading-relaxed text-body">{p.text}</p>
          {p.link && <PointLink href={p.link.href}>{p.link.label}</PointLink>}
        </Card>
      ))}
    </ul>
  );
}
