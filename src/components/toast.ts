// Toasts: one at a time (each new toast replaces the last), 5000 ms by default, with a destructive style.
import toast from 'react-hot-toast';

const ID = 'site-toast';

export function notify(title: string, description?: string) {
  return toast.success(description ? `${title}\n${description}` : title, { id: ID });
}

export function notifyError(title: string, description?: string) {
  return toast.error(description ? `${title}\n${description}` : title, { id: ID, className: 'toast-destructive' });
}
