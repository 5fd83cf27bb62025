// The header's menus in the browser: plain TypeScript over the static markup of src/layout/Header.tsx and
// NavDropdown.tsx (no React). Before this runs, the menus already work: CSS opens the desktop panels on hover and
// focus, the phone menu is a native popover. This adds what needs a script:
//  - desktop menus: hover with a short close delay, click on the chevron, ArrowDown into the panel, arrow keys /
//    Home / End between its links, Escape (focus back on the chevron), outside click, leaving by Tab, and
//    aria-expanded; one menu open at a time;
//  - the phone menu: aria-expanded on its button, and Services / Service Areas as independent collapsible sections.
// Marks the header data-menus so the CSS fallback steps aside.

const CLOSE_DELAY_MS = 150;

interface Dropdown {
  root: HTMLElement;
  close(): void;
}

function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
}

function enhanceDropdown(root: HTMLElement, all: Dropdown[]): Dropdown | null {
  const button = root.querySelector<HTMLButtonElement>('[data-dropdown-button]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return null;
  let open = false;
  let closeTimer: number | undefined;
  // A mouse click right after hover opened the menu keeps it open instead of toggling it shut.
  let openedByHover = false;
  const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a')];

  const onDocPointerDown = (e: PointerEvent) => {
    if (!root.contains(e.target as Node)) set(false);
  };
  const onDocKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    set(false);
    button.focus();
  };
  function set(next: boolean) {
    window.clearTimeout(closeTimer);
    if (next === open) return;
    open = next;
    root.toggleAttribute('data-open', open);
    setExpanded(button!, open);
    if (open) {
      for (const other of all) if (other.root !== root) other.close();
      document.addEventListener('pointerdown', onDocPointerDown);
      document.addEventListener('keydown', onDocKey);
    } else {
      openedByHover = false;
      document.removeEventListener('pointerdown', onDocPointerDown);
      document.removeEventListener('keydown', onDocKey);
    }
  }

  setExpanded(button, false);
  root.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (!open) openedByHover = true;
    set(true);
  });
  root.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'mouse') return;
    openedByHover = false;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => set(false), CLOSE_DELAY_MS);
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) set(false);
  });
  button.addEventListener('click', () => {
    if (openedByHover) {
      openedByHover = false;
      set(true);
    } else set(!open);
  });
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    set(true);
    const items = links();
    (e.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
  });
  panel.addEventListener('keydown', (e) => {
    const items = links();
    const i = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      e.key === 'ArrowDown'
        ? (i + 1) % items.length
        : e.key === 'ArrowUp'
          ? (i - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    items[next]?.focus();
  });
  return { root, close: () => set(false) };
}

function enhancePhoneMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const isOpen = () => menu.matches(':popover-open');
  setExpanded(toggle, isOpen());
  // beforetoggle fires as the popover opens or closes, so aria-expanded is right the moment it shows ('toggle' comes
  // a task later); 'toggle' confirms the state it ended in.
  for (const type of ['beforetoggle', 'toggle'])
    menu.addEventListener(type, (e) => setExpanded(toggle, (e as ToggleEvent).newState === 'open'));
  // Sections start collapsed, unless the visitor opened the menu before this script arrived.
  const expandAll = isOpen();
  for (const button of menu.querySelectorAll<HTMLButtonElement>('[data-menu-section] button[aria-controls]')) {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    // Its name in the page's language (content/ui.<lang>.yaml, rendered by the header).
    const { expand = '', collapse = '' } = button.dataset;
    const text = button.querySelector('.sr-only');
    if (!list) continue;
    const set = (open: boolean) => {
      list.hidden = !open;
      setExpanded(button, open);
      if (text) text.textContent = open ? collapse : expand;
    };
    set(expandAll);
    button.hidden = false;
    button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  }
}

/** Enhances the site header's menus (idempotent: a header already marked data-menus is left alone). */
export function enhanceMenus(header: HTMLElement): void {
  if (header.dataset.menus) return;
  const dropdowns: Dropdown[] = [];
  for (const root of header.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const d = enhanceDropdown(root, dropdowns);
    if (d) dropdowns.push(d);
  }
  enhancePhoneMenu(header);
  header.dataset.menus = 'ready';
}
