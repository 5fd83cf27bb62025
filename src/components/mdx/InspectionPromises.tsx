import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { business, ratingLabel, reviewCountLabel, yearsInBusinessRounded } from '../../content/business.ts';
import { Card } from '../ui/card.tsx';
import { Heading } from '../ui/heading.tsx';
import { fill, useUi } from '../../layout/lang.ts';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const props = z.strictObject({}).meta({
  description:
    'Three cards with what a homeowner can count on when booking (all from content/business.yaml): same-day or next-day appointments, licensed and insured, and the overall rating.',
  examples: ['<InspectionPromises />'],
});

export function InspectionPromises(input: z.input<typeof props>) {
  parseProps('InspectionPromises', props, input);
  const w = useUi().blocks.promises;
  const cards = [
    {
      title: cap(business.inspection.scheduling),
      text: fill(w.soonText, { duration: business.inspection.duration }),
      icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z',
    },
    {
      title: business.licensedAndInsured ? w.licensed : w.experienced,
      text: fill(w.licensedText, {
        founded: business.founded,
        years: yearsInBusinessRounded,
        city: business.address.city,
      }),
      icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6z',
    },
    {
      title: fill(w.rated, { rating: ratingLabel }),
      text: fill(w.ratedText, { count: reviewCountLabel, grade: business.rating.bureauGrade }),
      icon: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
    },
  ];
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3" data-promises>
      {cards.map((c) => (
        <Card as="li" key={c.title}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" className="text-accent">
            <path fill="currentColor" d={c.icon} />
          </svg>
          <Heading as="h3" size="item" className="mt-3">
            {c.title}
          </Heading>
          <p className="mt-2 text-base text-body">{c.text}</p>
        </Card>
      ))}
    </ul>
  );
}
