// The two main actions: book a free inspection, or call. One place for their wording and style, on a dark band
// (default) or a light background (the phone menu).
import { business, telHref } from '../content/business.ts';
import { ButtonLink } from './ui/button.tsx';
import { PhoneIcon } from './icons.tsx';

export function BookAndCall({ className, onLight = false }: { className: string; onLight?: boolean }) {
  return (
    <div className={className}>
      <ButtonLink href="/book-inspection" size="lg">
        Book Free Inspection
      </ButtonLink>
      <ButtonLink href={telHref} variant={onLight ? 'outline' : 'outlineLight'} size="lg">
        <PhoneIcon />
        Call {business.phone}
      </ButtonLink>
    </div>
  );
}
