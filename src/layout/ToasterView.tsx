import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION } from '../components/toast.ts';

export default function ToasterView() {
  return (
    <Toaster
      position="top-center"
      containerClassName="site-toaster"
      toastOptions={{
        duration: TOAST_DURATION,
        className:
          '!max-w-md !rounded-xl !border !border-slate-200 !bg-white !px-4 !py-3 !text-left !text-slate-900 !shadow-lg dark:!border-slate-700 dark:!bg-slate-900 dark:!text-slate-50',
        error: {
          className:
            'toast-destructive !max-w-md !rounded-xl !border !border-red-800 !bg-red-700 !px-4 !py-3 !text-left !text-white !shadow-lg dark:!bg-red-800',
          iconTheme: { primary: '#fff', secondary: '#b91c1c' },
        },
        success: { iconTheme: { primary: '#15803d', secondary: '#fff' } },
      }}
    />
  );
}
