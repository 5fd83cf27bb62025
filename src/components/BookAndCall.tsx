// The two main actions on a dark band: book a free inspection, or call. One place for their wording and style.
import { business, telHref } from '../content/business.ts';
import { ButtonLink } from './Button.tsx';
import { PhoneIcon } from './icons.tsx';

export function BookAndCall({ className }: { className: string }) {
  return (
    <div className={className}>
      <ButtonLink href="/book-inspection" size="lg">
        Book Free Inspection
      </ButtonLink>
      <ButtonLink href={telHref} variant="outlineLight" size="lg">
        <PhoneIcon />
        Call {business.phone}
      </ButtonLink>
    </div>
  );
}
