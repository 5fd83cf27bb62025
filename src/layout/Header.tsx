// Sticky header, rendered as static HTML (no React in the browser): brand, desktop menus, phone and the main
// call to action; on phones and tablets a menu panel. Everything works before any script: the desktop menus open
// on hover and focus (CSS), the phone menu is a native popover (its button opens and closes it; Escape and a tap
// outside close it; the button's label and icon follow its state through CSS) and shows every link. The plain
// TypeScript module src/browser/menus.ts then adds aria-expanded, arrow keys, Escape with focus return, outside
// click, hover timing and collapsible sections in the phone menu.
import { telHref } from '../content/business.ts';
import { BookAndCall } from '../components/BookAndCall.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import type { NavLink } from '../page/nav.ts';
import { fill, useBusiness, useNav, useRoute, useUi } from '../page/lang.ts';
import { NavDropdown } from './NavDropdown.tsx';
import { ChevronDown, CloseIcon, LogoMark, MenuIcon, PhoneIcon, SearchIcon } from '../components/icons.tsx';
import { Container } from '../components/ui/container.tsx';
import { cn } from '../components/ui/cn.ts';
import { pageByRoute } from '../content/pages.ts';
import { SECTIONS } from '../content/route-path.ts';
import { LanguageBar } from './LanguageBar.tsx';
import { openedLater } from './FirstScreen.tsx';

/** The phone menu's element id; the CSS below and src/browser/menus.ts find it by this id. */
const MOBILE_MENU_ID = 'mobile-menu';
/** The wide screens' search panel (the search button's popover). */
const SEARCH_PANEL_ID = 'search-panel';

function Brand() {
  const business = useBusiness();
  const ui = useUi();
  return (
    <a href={useRoute('/')} className="flex min-w-0 shrink-0 items-center gap-2.5">
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-base font-bold whitespace-nowrap text-secondary-foreground sm:text-lg">
          {business.shortName}
        </span>
        <span className="hidden text-xs font-medium text-muted-foreground sm:block">
          {fill(ui.header.tagline, { founded: business.founded })}
        </span>
      </span>
    </a>
  );
}

/** A section of the phone menu. Without JavaScript its links are always shown; the script makes it collapsible. */
function MobileSection({ id, label, to, links }: { id: string; label: string; to: string; links: NavLink[] }) {
  const ui = useUi();
  return (
    <li className="border-b border-border" data-menu-section>
      <div className="flex items-center justify-between">
        <a href={to} className="flex-1 py-3 text-base font-semibold text-foreground">
          {label}
        </a>
        <button
          type="button"
          hidden
          aria-controls={id}
          data-expand={fill(ui.header.expand, { label })}
          data-collapse={fill(ui.header.collapse, { label })}
          className="group flex h-11 w-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted-strong"
        >
          <span className="sr-only">{fill(ui.header.expand, { label })}</span>
          <ChevronDown className="h-5 w-5 transition-transform group-aria-expanded:rotate-180" />
        </button>
      </div>
      <ul id={id} className="pb-3 pl-3">
        {links.map((l) => (
          <li key={l.to}>
            <a href={l.to} className="mobile-link">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's search form (in the phone menu, and in the wide screens' search panel): a plain GET form to the search
 * page of the page's language, so it works without JavaScript (src/components/SiteSearchPanel.tsx answers it).
 * `autoFocus` puts the caret in the box as its popover opens (the browser does that, no script).
 */
function HeaderSearch({
  action,
  id,
  autoFocus,
  className,
}: {
  action: string;
  id: string;
  autoFocus?: boolean;
  className: string;
}) {
  const ui = useUi();
  return (
    <form role="search" aria-label={ui.search.headerLandmark} action={action} method="get" className={className}>
      <label htmlFor={id} className="sr-only">
        {ui.search.label}
      </label>
      <Input id={id} name="q" type="search" autoFocus={autoFocus} className="flex-1" />
      <Button type="submit" variant="secondary" size="icon">
        <span className="sr-only">{ui.search.button}</span>
        <SearchIcon />
      </Button>
    </form>
  );
}

/** `pathname` marks the current page in the menus. */
export function Header({ pathname }: { pathname: string }) {
  const business = useBusiness();
  const ui = useUi();
  const { serviceLinks, areaLinks, headerLinks } = useNav();
  const servicesRoute = useRoute(SECTIONS.services);
  const areasRoute = useRoute(SECTIONS.areas);
  const bookRoute = useRoute('/book-inspection');
  const searchRoute = useRoute('/search');
  // The same rule as the head's hreflang links: a page with a translation that is not hidden (no switch on a 404).
  const page = pageByRoute.get(pathname);
  const pair = page && !page.hidden ? page.pair : undefined;
  return (
    <header
      data-site-header
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-background',
        // The header's height, where the phone menu opens: the row, plus the language bar (h-8) when there is one.
        pair ? '[--header-h:6rem] lg:[--header-h:6.5rem]' : '[--header-h:4rem] lg:[--header-h:4.5rem]',
      )}
    >
      {pair && <LanguageBar pair={pair} />}
      {/* From 2xl the row may use up to 96rem: there the phone number and the full call to action sit beside the menus
          and the search button (the 80rem of the page's other bands leaves them 150 px short). */}
      <Container width="wide" className="flex h-16 items-center justify-between gap-3 lg:h-[4.5rem] 2xl:max-w-[96rem]">
        <Brand />
        <nav aria-label={ui.header.mainMenu} className="hidden items-center xl:flex">
          <NavDropdown
            id="menu-services"
            label={ui.header.services}
            to={servicesRoute}
            links={serviceLinks}
            pathname={pathname}
          />
          <NavDropdown
            id="menu-service-areas"
            label={ui.header.serviceAreas}
            to={areasRoute}
            links={areaLinks}
            pathname={pathname}
          />
          {headerLinks.map((l) => (
            <a key={l.to} href={l.to} aria-current={pathname === l.to ? 'page' : undefined} className="nav-link px-2">
              {l.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {/* Wide screens: a button that opens the search panel below the header, a native popover like the phone
              menu (which holds its own search form). */}
          <button
            type="button"
            popoverTarget={SEARCH_PANEL_ID}
            aria-controls={SEARCH_PANEL_ID}
            className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-md text-body hover:text-primary xl:flex [header:has(#search-panel:popover-open)_&]:text-primary"
          >
            <span className="sr-only">{ui.search.open}</span>
            <SearchIcon className="h-5 w-5" />
          </button>
          <a
            href={telHref}
            className="hidden items-center gap-2 rounded-md px-2 py-2 font-semibold whitespace-nowrap text-primary hover:text-highlight sm:flex"
            aria-label={fill(ui.header.call, { phone: business.phone })}
          >
            <PhoneIcon className="h-5 w-5" />
            <span className="xl:max-2xl:sr-only">{business.phone}</span>
          </a>
          <span className="hidden md:block">
            <ButtonLink href={bookRoute} size="sm" className="lg:h-10 lg:px-4 lg:text-base">
              {/* Between xl and 2xl the row also holds the search button: the shorter label makes room for it. */}
              <span className="xl:max-2xl:hidden">{ui.actions.bookFreeInspection}</span>
              <span className="hidden xl:max-2xl:inline">{ui.actions.bookInspection}</span>
            </ButtonLink>
          </span>
          {/* Label and icon follow the menu state through CSS (the popover-open variants below). */}
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            data-menu-toggle
            className="flex h-11 w-11 items-center justify-center rounded-lg text-strong hover:bg-muted-strong xl:hidden"
          >
            <span className={'sr-only [header:has(#mobile-menu:popover-open)_&]:hidden'}>{ui.header.openMenu}</span>
            <span className={'sr-only hidden [header:has(#mobile-menu:popover-open)_&]:inline'}>
              {ui.header.closeMenu}
            </span>
            <MenuIcon className={'h-6 w-6 [header:has(#mobile-menu:popover-open)_&]:hidden'} />
            <CloseIcon className={'hidden h-6 w-6 [header:has(#mobile-menu:popover-open)_&]:block'} />
          </button>
        </div>
      </Container>
      <nav
        id={MOBILE_MENU_ID}
        {...openedLater}
        popover="auto"
        aria-label={ui.header.mobileMenu}
        className="header-panel max-h-[calc(100dvh-var(--header-h))] overflow-y-auto px-4 pt-0 pb-6 sm:px-6 xl:hidden"
      >
        <HeaderSearch action={searchRoute} id="menu-search-q" className="flex gap-2 pt-4 pb-2" />
        <ul>
          <MobileSection id="mobile-services" label={ui.header.services} to={servicesRoute} links={serviceLinks} />
          <MobileSection id="mobile-service-areas" label={ui.header.serviceAreas} to={areasRoute} links={areaLinks} />
          {headerLinks.map((l) => (
            <li key={l.to} className="border-b border-border">
              <a href={l.to} className="mobile-link-top">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <BookAndCall className="mt-5 grid gap-3" onLight />
      </nav>
      <div id={SEARCH_PANEL_ID} {...openedLater} popover="auto" className="header-panel p-0 max-xl:hidden">
        <Container width="wide" className="flex justify-end py-4 2xl:max-w-[96rem]">
          <HeaderSearch action={searchRoute} id="header-search-q" autoFocus className="flex w-full max-w-md gap-2" />
        </Container>
      </div>
    </header>
  );
}
