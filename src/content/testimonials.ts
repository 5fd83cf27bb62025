// Typed access to content/testimonials.yaml (through data.ts).
import { testimonials } from './data.ts';
import type { Testimonial } from './schemas/testimonials.ts';

export { testimonials };

const byId = new Map(testimonials.map((t) => [t.id, t]));

/** Testimonials picked by id, in the order given; an unknown id fails the build with the id named. */
export function testimonialsFor(ids: readonly string[]): Testimonial[] {
  return ids.map((id) => {
    const t = byId.get(id);
    if (!t) throw new Error(`<Testimonials>: no testimonial with id "${id}" in content/testimonials.yaml`);
    return t;
  });
}
