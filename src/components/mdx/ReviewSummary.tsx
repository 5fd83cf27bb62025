import { z } from 'zod';
import { parseProps } from '../parse-props.ts';
import { ButtonLink } from '../ui/button.tsx';
import { StarRating } from './Testimonials.tsx';
import { Card } from '../ui/card.tsx';
import { useBusiness, useFacts } from '../../page/lang.ts';

export const props = z.strictObject({}).meta({
  description:
    'The overall rating and review count (from content/business.yaml) with stars, and links to read all reviews and to leave one on the external review site (both open in a new tab).',
  says: 'Our overall rating with stars, and links to read or leave a review.',
  finds: 'review reviews rating stars summary',
  examples: ['<ReviewSummary />'],
});

export function ReviewSummary(input: z.input<typeof props>) {
  const business = useBusiness();
  const facts = useFacts();
  parseProps('ReviewSummary', props, input);
  return (
    <Card className="mt-8 flex flex-col items-start gap-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <StarRating rating={5} decorative />
        <p className="mt-2 text-2xl font-bold text-foreground" data-rating>
          {facts.rating} average rating
        </p>
        <p className="mt-1 text-body" data-review-count>
          Based on {facts.reviewCount} reviews from homeowners around {business.address.city}
        </p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto">
        <ButtonLink href={business.profiles.leaveReview} variant="secondary" data-leave-review>
          Leave a review
          <span className="sr-only"> (opens in a new tab)</span>
        </ButtonLink>
        <ButtonLink href={business.profiles.reviews} variant="outline">
          Read all reviews
          <span className="sr-only"> (opens in a new tab)</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
