// Customer testimonials (content/testimonials.yaml): written once, picked by id on pages.
import { z } from 'zod';

export const testimonialSchema = z.strictObject({
  /** Stable id pages use to pick this testimonial. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id like "pearland-silverlake"'),
  /** Always 5: the site only shows five-star reviews the customers agreed to share. */
  rating: z.literal(5, 'expected rating: 5'),
  text: z.string().min(40, 'expected a full testimonial of at least 40 characters'),
  /** First name and last initial: "Melissa R." */
  author: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'expected a first name and last initial like "Melissa R."'),
  /** Neighborhood and city ("Silverlake, Pearland") or just the city. */
  location: z.string().min(3),
});

export const testimonialsSchema = z.array(testimonialSchema).min(1).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((t, i) => {
    if (seen.has(t.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate testimonial id "${t.id}"` });
    seen.add(t.id);
  });
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type Testimonials = z.output<typeof testimonialsSchema>;
