// Customer testimonials (content/testimonials.yaml): written once, picked by id on pages.
import { z } from 'zod';

const testimonialSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a lowercase id like "pearland-silverlake"')
    .describe('Stable id pages use to pick this testimonial.'),
  rating: z
    .literal(5, 'expected rating: 5')
    .describe('Always 5: the site only shows five-star reviews the customers agreed to share.'),
  text: z.string().min(40, 'expected a full testimonial of at least 40 characters'),
  author: z
    .string()
    .regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'expected a first name and last initial like "Melissa R."')
    .describe('First name and last initial: "Melissa R."'),
  location: z.string().min(3).describe('Neighborhood and city ("Silverlake, Pearland") or just the city.'),
});

export const testimonialsSchema = z
  .array(testimonialSchema)
  .min(1)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      if (seen.has(t.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate testimonial id "${t.id}"` });
      seen.add(t.id);
    });
  })
  .describe('Customer testimonials, written once and picked by id on pages with <Testimonials ids={[…]} />.');

export type Testimonial = z.output<typeof testimonialSchema>;
