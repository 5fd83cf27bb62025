// Fixed bottom bar on phones: Call Now and Book Inspection. The layout pads the page by the bar's height so
// it never covers content. On the booking page itself (its form is on screen) the bar offers the call alone.
import { telHref } from '../content/business.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { CalendarIcon, PhoneIcon } from '../components/icons.tsx';
import { fill, useBusiness, useRoute, useUi } from '../page/lang.ts';

/**
 * The two labels fit the smallest phones in either language ("Agendar inspección" is 150 px of bold text; a button
 * is 142 px wide at 320 px): below 400 px the icons go and a label may take two lines, never running out of its button.
 */
const label = 'min-w-0 text-center leading-tight whitespace-normal';

/** `pathname`: the page's route; on the booking page (either language) the bar does not link to itself. */
export function MobileCallBar({ pathname }: { pathname: string }) {
  const business = useBusiness();
  const ui = useUi();
  const bookRoute = useRoute('/book-inspection');
  const onBookingPage = pathname === bookRoute;
  return (
    <div
      data-testid="mobile-call-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,61,94,0.12)] md:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3 has-[a[hidden]]:grid-cols-1">
        <ButtonLink
          href={telHref}
          variant="secondary"
          aria-label={fill(ui.actions.callNowLabel, { phone: business.phone })}
        >
          <PhoneIcon className="max-[399px]:hidden" />
          <span className={label}>{ui.actions.callNow}</span>
        </ButtonLink>
        {/* A page with a booking form further down hides this link while the form is on screen (call-bar.ts). */}
        {!onBookingPage && (
          <ButtonLink href={bookRoute} data-call-bar-book>
            <CalendarIcon className="max-[399px]:hidden" />
            <span className={label}>{ui.actions.bookInspection}</span>
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
