// Toasts: one at a time (each new toast replaces the one showing), 5000 ms by default, a destructive style for
// errors. react-hot-toast loads on the first toast, so only pages that show one pay for it, and its container
// is mounted at that moment.
// Each toast has an id of its own and the one showing is removed first. Reusing one fixed id lost toasts:
// react-hot-toast (2.6.1) removes a toast 1 s after it is dismissed, by id, and a toast shown under the same id in
// that second (a network failure just as the last message timed out) was removed with it.
import { createElement } from 'react';

const TOAST_DURATION = 5000;

let mounted: Promise<void> | null = null;

/** Mounts react-hot-toast's container (src/components/ToasterView.tsx) as its own React root, once. */
function mountToaster(): Promise<void> {
  mounted ??= Promise.all([import('react-dom/client'), import('./ToasterView.tsx')]).then(
    ([{ createRoot }, { default: ToasterView }]) => {
      const host = document.createElement('div');
      host.dataset.toaster = '';
      document.body.append(host);
      createRoot(host).render(createElement(ToasterView, { duration: TOAST_DURATION }));
    },
  );
  return mounted;
}

/** Title above description: one wrapper, because react-hot-toast lays the message out as a flex row. */
function body(title: string, description?: string) {
  return createElement(
    'span',
    { className: 'block' },
    createElement('span', { className: 'block font-semibold' }, title),
    description ? createElement('span', { className: 'mt-0.5 block text-sm opacity-90' }, description) : null,
  );
}

/** The toast showing (or last shown). */
let current: string | undefined;

type Toast = typeof import('react-hot-toast').default;

/** Shows a toast in place of the one showing: removal and the new toast in one synchronous step. */
async function show(make: (toast: Toast) => string): Promise<void> {
  const [toast] = await Promise.all([import('react-hot-toast'), mountToaster()]);
  if (current) toast.default.remove(current);
  current = make(toast.default);
}

export function notify(title: string, description?: string): Promise<void> {
  return show((toast) => toast.success(body(title, description)));
}

export function notifyError(title: string, description?: string): Promise<void> {
  // The destructive look comes from the toaster's `error` options (src/components/ToasterView.tsx).
  return show((toast) =>
    toast.error(body(title, description), { ariaProps: { role: 'alert', 'aria-live': 'assertive' } }),
  );
}
