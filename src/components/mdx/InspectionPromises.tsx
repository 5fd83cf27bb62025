import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';
import { CalendarIcon, ShieldCheckIcon, StarIcon } from '../icons.tsx';
import { fill, useBusiness, useFacts, useUi } from '../../page/lang.ts';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const props = z.strictObject({}).meta({
  description:
    'Three cards with what a homeowner can count on when booking (all from content/business.yaml): same-day or next-day appointments, licensed and insured, and the overall rating.',
  says: 'Three cards with what a homeowner can count on when booking.',
  finds: 'promises guarantee booking trust inspection',
  examples: ['<InspectionPromises />'],
});

export function InspectionPromises(input: z.input<typeof props>) {
  parseProps('InspectionPromises', props, input);
  const w = useUi().blocks.promises;
  const business = useBusiness();
  const facts = useFacts();
  const cards = [
    {
      title: cap(business.inspection.scheduling),
      text: fill(w.soonText, { duration: business.inspection.duration }),
      Icon: CalendarIcon,
    },
    {
      title: business.licensedAndInsured ? w.licensed : w.experienced,
      text: fill(w.licensedText, {
        founded: business.founded,
        years: facts.years,
        city: business.address.city,
      }),
      Icon: ShieldCheckIcon,
    },
    {
      title: fill(w.rated, { rating: facts.rating }),
      text: fill(w.ratedText, { count: facts.reviewCount, grade: business.rating.bureauGrade }),
      Icon: StarIcon,
    },
  ];
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3" data-promises>
      {cards.map((c) => (
        <Card as="li" key={c.title}>
          <c.Icon width={32} height={32} className="text-accent" />
          <Heading as="h3" size="item" className="mt-3">
            {c.title}
          </Heading>
          <p className="mt-2 text-base text-body">{c.text}</p>
        </Card>
      ))}
    </ul>
  );
}
