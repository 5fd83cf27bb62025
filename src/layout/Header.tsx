// Sticky header: brand, desktop menus, phone and the main call to action; a collapsible menu on phones.
import { useEffect, useId, useState } from 'react';
import { business, telHref } from '../content/business.ts';
import { BookAndCall } from '../components/BookAndCall.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { cn } from '../components/cn.ts';
import { areaLinks, headerLinks, serviceLinks, type NavLink } from './nav.ts';
import { NavDropdown } from './NavDropdown.tsx';
import { ChevronDown, CloseIcon, LogoMark, MenuIcon, PhoneIcon } from './icons.tsx';

function Brand() {
  return (
    <a href="/" className="flex min-w-0 shrink-0 items-center gap-2.5">
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="whitespace-nowrap text-base font-bold text-brand-900 sm:text-lg">{business.shortName}</span>
        <span className="hidden text-xs font-medium text-slate-600 sm:block">
          Family-owned since {business.founded}
        </span>
      </span>
    </a>
  );
}

function MobileSection({ label, to, links }: { label: string; to: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-slate-200">
      <div className="flex items-center justify-between">
        <a href={to} className="flex-1 py-3 text-base font-semibold text-slate-900">
          {label}
        </a>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <span className="sr-only">{open ? `Collapse ${label}` : `Expand ${label}`}</span>
          <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <ul id={id} hidden={!open} className="pb-3 pl-3">
        {links.map((l) => (
          <li key={l.to}>
            <a href={l.to} className="block rounded-lg px-3 py-2.5 text-slate-700 hover:bg-brand-50">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Hydrated in the browser as the "Header" island (src/islands/Header.tsx); `pathname` marks the current page. */
export function Header({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-[4.5rem]">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
          <NavDropdown label="Services" to="/services" links={serviceLinks} pathname={pathname} />
          <NavDropdown label="Service Areas" to="/service-areas" links={areaLinks} pathname={pathname} />
          {headerLinks.map((l) => (
            <a
              key={l.to}
              href={l.to}
              aria-current={pathname === l.to ? 'page' : undefined}
              className="whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-medium text-slate-700 hover:text-brand-800 aria-[current=page]:text-brand-800 xl:px-3"
            >
              {l.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={telHref}
            className="hidden items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 font-semibold text-brand-800 hover:text-brand-600 sm:flex"
            aria-label={`Call ${business.phone}`}
          >
            <PhoneIcon className="h-5 w-5" />
            <span className="xl:max-2xl:sr-only">{business.phone}</span>
          </a>
          <span className="hidden md:block">
            <ButtonLink href="/book-inspection" size="sm" className="lg:h-10 lg:px-4 lg:text-base">
              Book Free Inspection
            </ButtonLink>
          </span>
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 sm:px-6 xl:hidden"
      >
        <ul>
          <MobileSection label="Services" to="/services" links={serviceLinks} />
          <MobileSection label="Service Areas" to="/service-areas" links={areaLinks} />
          {headerLinks.map((l) => (
            <li key={l.to} className="border-b border-slate-200">
              <a href={l.to} className="block py-3 text-base font-semibold text-slate-900">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <BookAndCall className="mt-5 grid gap-3" onLight />
      </nav>
    </header>
  );
}
