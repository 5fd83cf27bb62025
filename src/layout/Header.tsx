import { Link } from 'react-router-dom';
import { business, telHref } from '../content/business.ts';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="text-lg font-bold text-brand-800">
          {business.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm font-medium">
          <Link to="/services">Services</Link>
          <Link to="/faq">FAQ</Link>
          <a href={telHref} className="font-semibold text-brand-700">
            {business.phone}
          </a>
        </nav>
      </div>
    </header>
  );
}
