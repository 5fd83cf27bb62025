import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { testimonials, testimonialsFor } from '../../content/testimonials.ts';
import { contentValue } from '../prop-schemas.ts';
import { cn } from '../ui/cn.ts';
import { Card } from '../ui/card.tsx';
import { StarRow } from '../icons.tsx';
import { fill, useLang, useUi } from '../../page/lang.ts';

/** The language content/testimonials.yaml is written in. */
const TESTIMONIAL_LANG = 'en';

/** Five stars drawn in SVG with the rating as text for screen readers (`decorative` hides them when text nearby says it). */
export function StarRating({
  rating,
  className,
  decorative = false,
}: {
  rating: number;
  className?: string;
  decorative?: boolean;
}) {
  const stars = useUi().blocks.testimonials.stars;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': fill(stars, { rating }) };
  return (
    <p className={cn('flex items-center text-rating', className)} {...a11y}>
      <StarRow filled={rating} size={20} gap={2} emptyClass="text-rating-empty" />
    </p>
  );
}

export const props = z
  .strictObject({
    ids: z
      .array(
        contentValue(
          testimonials.map((t) => t.id),
          'an id from content/testimonials.yaml',
          Object.fromEntries(testimonials.map((t) => [t.id, `${t.author}, ${t.location}`])),
        ),
      )
      .min(1)
      .optional()
      .describe('the reviews to show, in this order'),
    all: z.boolean().default(false).describe('show every testimonial instead'),
  })
  .meta({
    description:
      'Customer testimonials from content/testimonials.yaml as a grid of cards with star ratings. Pass `ids` or `all`.',
    says: 'Reviews from customers, chosen by name.',
    finds: 'review reviews testimonials customers quotes what people say',
    examples: [
      '<Testimonials ids={["pearland-shadow-creek", "pearland-silverlake", "pearland-southdown"]} />',
      '<Testimonials all />',
    ],
  });

export function Testimonials(input: z.input<typeof props>) {
  const { ids, all } = parseProps('Testimonials', props, input);
  if (!all && !ids?.length) throw new Error('<Testimonials>: pass ids={[...]} or all');
  const list = all ? testimonials : testimonialsFor(ids!);
  // Testimonials are quoted as the customers wrote them, in English: on a page in another language the quote and
  // the name say so (lang="en"), so screen readers read them in English.
  const quoted = useLang() === TESTIMONIAL_LANG ? undefined : TESTIMONIAL_LANG;
  return (
    <ul
      className={cn('mt-8 grid gap-6 sm:grid-cols-2', list.length % 3 === 0 || list.length > 4 ? 'lg:grid-cols-3' : '')}
      data-testimonials={list.length}
    >
      {list.map((t) => (
        <li key={t.id} className="flex" data-testimonial={t.id}>
          <Card as="figure" className="flex w-full flex-col">
            <StarRating rating={t.rating} />
            <blockquote lang={quoted} className="mt-4 flex-1 text-base leading-relaxed text-body">
              <p>“{t.text}”</p>
            </blockquote>
            <figcaption lang={quoted} className="mt-5 border-t border-muted-strong pt-4 text-sm">
              <span className="block font-semibold text-foreground">{t.author}</span>
              <span className="block text-muted-foreground">{t.location}</span>
            </figcaption>
          </Card>
        </li>
      ))}
    </ul>
  );
}
