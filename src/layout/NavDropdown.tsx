// A desktop menu, rendered as static HTML: the label is a real link to the section page and the chevron button
// controls the panel of links. Before any script, hovering or focusing the menu shows the panel (CSS, keyed to
// the header not yet being enhanced); src/browser/menus.ts then takes over (hover with a short close delay,
// click, arrow keys, Escape with focus return, outside click, aria-expanded) and marks the header data-menus.
import { cn } from '../components/ui/cn.ts';
import { openedLater } from './FirstScreen.tsx';
import { ChevronDown } from '../components/icons.tsx';
import type { NavLink } from '../page/nav.ts';
import { Card } from '../components/ui/card.tsx';
import { fill, useUi } from '../page/lang.ts';

export function NavDropdown({
  id,
  label,
  to,
  links,
  pathname,
}: {
  /** The panel's element id (unique in the page). */
  id: string;
  label: string;
  to: string;
  links: NavLink[];
  pathname: string;
}) {
  const active = pathname === to || pathname.startsWith(to + '/');
  const ui = useUi();
  return (
    <div className="group relative flex items-center" data-dropdown>
      <a
        href={to}
        className={cn('nav-link pr-0.5 pl-2', active && 'text-primary')}
        aria-current={pathname === to ? 'page' : undefined}
      >
        {label}
      </a>
      <button
        type="button"
        aria-controls={id}
        aria-label={fill(ui.header.menuOf, { label })}
        data-dropdown-button
        className="menu-toggle"
      >
        <ChevronDown className="h-4 w-4 transition-transform group-data-[open]:rotate-180" />
      </button>
      <div
        id={id}
        {...openedLater}
        className={cn(
          // Open while hovered or focused before the menus script runs, then as the script says (data-open).
          'menu-panel',
        )}
      >
        <Card as="ul" elevated={false} padding="none" className="p-2 elevate-xl">
          {links.map((l) => (
            <li key={l.to}>
              <a href={l.to} aria-current={pathname === l.to ? 'page' : undefined} className="menu-link">
                {l.label}
              </a>
            </li>
          ))}
        </Card>
      </div>
    </div>
  );
}
