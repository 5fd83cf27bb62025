// Toasts: one at a time (each new toast replaces the one showing), 5000 ms by default, a destructive style for
// errors. react-hot-toast loads on the first toast, so only pages that show one pay for it, and its container
// is mounted at that moment.
import { createElement } from 'react';

const TOAST_ID = 'site-toast';
const TOAST_DURATION = 5000;

let mounted: Promise<void> | null = null;

/** Mounts react-hot-toast's container (src/layout/ToasterView.tsx) as its own React root, once. */
function mountToaster(): Promise<void> {
  mounted ??= Promise.all([import('react-dom/client'), import('../layout/ToasterView.tsx')]).then(
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

async function load() {
  const [toast] = await Promise.all([import('react-hot-toast'), mountToaster()]);
  return toast.default;
}

export async function notify(title: string, description?: string): Promise<void> {
  const toast = await load();
  toast.success(body(title, description), { id: TOAST_ID });
}

export async function notifyError(title: string, description?: string): Promise<void> {
  const toast = await load();
  // The destructive look comes from the toaster's `error` options (src/layout/ToasterView.tsx).
  toast.error(body(title, description), { id: TOAST_ID, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}
