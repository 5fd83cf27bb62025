// react-hot-toast's container, styled for the visitor's light or dark colour scheme (system setting). It is
// loaded only once a page asks for its first toast (see src/components/toast.ts), so pages without forms don't
// ship it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../components/toast.ts';

const Toaster = lazy(() => import('./ToasterView.tsx'));

export function SiteToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
