import { business, telHref } from '../../content/business.ts';

/**
 * The business phone number as a tap-to-call link (from content/business.yaml).
 * Props: `label` replaces the visible text (the number stays in the link); `plain` renders text without a link.
 * @example Call us at <Phone />.
 * @example <Phone label="Call now" />
 */
export function Phone({ label, plain = false }: { label?: string; plain?: boolean }) {
  if (plain) return <span className="whitespace-nowrap">{business.phone}</span>;
  return (
    <a
      href={telHref}
      className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {label ?? business.phone}
    </a>
  );
}
