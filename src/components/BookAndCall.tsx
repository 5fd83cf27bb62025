// The two main actions: book a free inspection, or call. One place for their wording and style, on a dark band
// (default) or a light background (the phone menu).
import { telHref } from '../content/business.ts';
import { ButtonLink } from './ui/button.tsx';
import { PhoneIcon } from './icons.tsx';
import { fill, useBusiness, useRoute, useUi } from '../page/lang.ts';

export function BookAndCall({ className, onLight = false }: { className: string; onLight?: boolean }) {
  const business = useBusiness();
  const ui = useUi();
  return (
    <div className={className}>
      <ButtonLink href={useRoute('/book-inspection')} size="lg">
        {ui.actions.bookFreeInspection}
      </ButtonLink>
      <ButtonLink href={telHref} variant={onLight ? 'outline' : 'outlineLight'} size="lg">
        <PhoneIcon />
        {fill(ui.header.call, { phone: business.phone })}
      </ButtonLink>
    </div>
  );
}
