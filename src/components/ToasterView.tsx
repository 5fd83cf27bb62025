// react-hot-toast's container in the site's look. Mounted by src/components/toast.ts on the first toast (which
// passes the duration), so nothing here imports that module back.
import { Toaster } from 'react-hot-toast';
import { toastCardVariants } from './ui/card.tsx';

export default function ToasterView({ duration }: { duration: number }) {
  return (
    <Toaster
      position="top-center"
      containerClassName="site-toaster"
      toastOptions={{
        duration,
        className: toastCardVariants(),
        error: {
          className: toastCardVariants({ tone: 'destructive' }),
          iconTheme: { primary: 'var(--color-destructive-foreground)', secondary: 'var(--color-destructive)' },
        },
        success: { iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-success-foreground)' } },
      }}
    />
  );
}
