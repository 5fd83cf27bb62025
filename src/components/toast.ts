// Toasts: one at a time (each new toast replaces the one showing), 5000 ms by default, a destructive style for
// errors. Rendered by <SiteToaster/> in the layout.
import { createElement, Fragment } from 'react';
import toast from 'react-hot-toast';

export const TOAST_ID = 'site-toast';
export const TOAST_DURATION = 5000;

function body(title: string, description?: string) {
  return createElement(
    Fragment,
    null,
    createElement('span', { className: 'block font-semibold' }, title),
    description ? createElement('span', { className: 'mt-0.5 block text-sm opacity-90' }, description) : null,
  );
}

export function notify(title: string, description?: string) {
  return toast.success(body(title, description), { id: TOAST_ID });
}

export function notifyError(title: string, description?: string) {
  return toast.error(body(title, description), {
    id: TOAST_ID,
    className: 'toast-destructive',
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
