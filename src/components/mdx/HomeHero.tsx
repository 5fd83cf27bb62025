import { business, ratingLabel, reviewCountLabel, yearsInBusinessRounded } from '../../content/business.ts';
import { illustration } from '../illustrations.ts';
import { BookAndCall } from '../BookAndCall.tsx';

/**
 * The home page's opening band: the page's h1, a lead sentence, the two main actions (Book Free Inspection,
 * call), a trust line (rating, review count, years, founding year from content/business.yaml) and the pier
 * cutaway illustration, loaded eagerly because it is above the fold.
 * Props: `title` — the h1; `lead` — one or two sentences under it.
 * @example <HomeHero title="Foundation repair you can trust" lead="Free inspections, honest answers." />
 */
export function HomeHero({ title, lead }: { title: string; lead: string }) {
  const img = illustration('piers-cutaway', 'HomeHero');
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            Family-owned · Serving the Gulf Coast since {business.founded}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">{lead}</p>
          <BookAndCall className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-base text-brand-50">
            <li>
              <strong className="font-semibold text-white">{ratingLabel}</strong> from {reviewCountLabel} reviews
            </li>
            <li>
              <strong className="font-semibold text-white">{yearsInBusinessRounded}</strong> years in business
            </li>
            <li>
              <strong className="font-semibold text-white">{business.rating.bureauGrade}</strong> bureau rating
            </li>
          </ul>
        </div>
        <div className="overflow-hidden rounded-2xl bg-brand-50 shadow-xl ring-1 ring-white/20">
          <img
            src={img.src}
            width={img.width}
            height={img.height}
            alt={img.alt}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
