import { business, mailtoHref } from '../../content/business.ts';

/**
 * The business email address as a mailto link (from content/business.yaml).
 * @example Write to <Email />.
 */
export function Email() {
  return (
    <a
      href={mailtoHref}
      className="break-all font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {business.email}
    </a>
  );
}
