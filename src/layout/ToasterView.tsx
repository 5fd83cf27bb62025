// react-hot-toast's container in the site's look. Mounted by src/components/toast.ts on the first toast (which
// passes the duration), so nothing here imports that module back.
import { Toaster } from 'react-hot-toast';

export default function ToasterView({ duration }: { duration: number }) {
  return (
    <Toaster
      position="top-center"
      containerClassName="site-toaster"
      toastOptions={{
        duration,
        className:
          '!max-w-md !rounded-xl !border !border-border !bg-background !px-4 !py-3 !text-left !text-foreground !shadow-lg dark:!border-slate-700 dark:!bg-slate-900 dark:!text-slate-50',
        error: {
          className:
            'toast-destructive !max-w-md !rounded-xl !border !border-red-800 !bg-destructive !px-4 !py-3 !text-left !text-white !shadow-lg dark:!bg-red-800',
          iconTheme: { primary: 'var(--color-white)', secondary: 'var(--color-destructive)' },
        },
        success: { iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-white)' } },
      }}
    />
  );
}
