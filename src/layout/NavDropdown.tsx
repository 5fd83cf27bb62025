// A desktop menu: the label is a real link to the section page (works before hydration); the chevron button
// opens the panel of links. Opens on pointer hover and by keyboard, closes on Escape (focus returns to the
// button), on outside click and on pointer leave.
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../components/cn.ts';
import { ChevronDown } from './icons.tsx';
import type { NavLink } from './nav.ts';

export function NavDropdown({
  label,
  to,
  links,
  pathname,
}: {
  label: string;
  to: string;
  links: NavLink[];
  pathname: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse click right after hover opened the menu should keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const hoverOpen = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    openedByHover.current = false;
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };

  const active = pathname === to || pathname.startsWith(to + '/');

  return (
    <div
      ref={root}
      className="group relative flex items-center"
      onPointerEnter={hoverOpen}
      onPointerLeave={hoverClose}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <a
        href={to}
        className={cn(
          'whitespace-nowrap rounded-md py-2 pl-2.5 pr-0.5 text-[0.95rem] xl:pl-3 font-medium text-slate-700 hover:text-brand-800',
          active && 'text-brand-800',
        )}
        aria-current={pathname === to ? 'page' : undefined}
      >
        {label}
      </a>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label} menu`}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus());
          }
        }}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-800"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        className={cn(
          'absolute left-0 top-full z-50 w-72 pt-2',
          open ? 'block' : 'hidden',
          // Before hydration, hovering or tabbing into the menu still shows its links. Keyed to the header island's
          // own flag, so hydrating restyles the header only, not the whole page (as a flag on <html> would).
          '[[data-island]:not([data-hydrated=true])_.group:hover_&]:block [[data-island]:not([data-hydrated=true])_.group:focus-within_&]:block',
        )}
      >
        <ul
          className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
            e.preventDefault();
            const items = [...(e.currentTarget.querySelectorAll('a') as NodeListOf<HTMLAnchorElement>)];
            const i = items.indexOf(document.activeElement as HTMLAnchorElement);
            const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
            items[next]?.focus();
          }}
        >
          {links.map((l) => (
            <li key={l.to}>
              <a
                href={l.to}
                aria-current={pathname === l.to ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-[0.95rem] text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
