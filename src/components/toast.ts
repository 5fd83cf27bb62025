// Toasts: one at a time (each new toast replaces the one showing), 5000 ms by default, a destructive style for
// errors. react-hot-toast loads on the first toast, so only pages that show one pay for it; the layout's
// <SiteToaster/> mounts its container at the same moment.
import { createElement } from 'react';

export const TOAST_ID = 'site-toast';
export const TOAST_DURATION = 5000;

let firstToastListener: (() => void) | null = null;
let requested = false;

/** Called by the layout; runs `listener` when the first toast is requested (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  else firstToastListener = listener;
  return () => {
    if (firstToastListener === listener) firstToastListener = null;
  };
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
  if (!requested) {
    requested = true;
    firstToastListener?.();
  }
  return (await import('react-hot-toast')).default;
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
