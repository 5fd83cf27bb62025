import { business, telHref } from '../../content/business.ts';
import { ButtonLink } from '../Button.tsx';
import { fill } from '../content-text.tsx';

/**
 * The page's opening band: its one h1, a short lead, and the two main actions (free inspection and call).
 * Props: `title` (the h1), `lead` (one or two sentences; both may hold {@fact} placeholders), `eyebrow` (small line above the title),
 * `actions` — "both" (default: Book Free Inspection + call buttons), "phone" (call button only, e.g. on the
 * booking page itself) or "none".
 * @example <PageHero eyebrow="Pearland, TX" title="Foundation repair in Pearland" lead="Free inspections …" />
 */
export function PageHero({
  title,
  lead,
  eyebrow,
  actions = 'both',
}: {
  title: string;
  lead: string;
  eyebrow?: string;
  actions?: 'both' | 'phone' | 'none';
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{fill(title)}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">{fill(lead)}</p>
        {actions !== 'none' && (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {actions === 'both' && (
              <ButtonLink href="/book-inspection" size="lg">
                Book Free Inspection
              </ButtonLink>
            )}
            <ButtonLink
              href={telHref}
              variant={actions === 'both' ? 'outlineLight' : 'default'}
              size="lg"
              aria-label={`Call ${business.phone}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                />
              </svg>
              Call {business.phone}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
