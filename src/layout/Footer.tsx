import { Link } from 'react-router-dom';
import { addressLine, business, mailtoHref, telHref } from '../content/business.ts';

export function Footer() {
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <p className="font-semibold text-white">{business.name}</p>
        <p>{addressLine}</p>
        <p>
          <a href={telHref}>{business.phone}</a> · <a href={mailtoHref}>{business.email}</a>
        </p>
        <p>
          <Link to="/sitemap">Site map</Link>
        </p>
      </div>
    </footer>
  );
}
