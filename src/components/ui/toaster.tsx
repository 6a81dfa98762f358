'use client';

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToast, subscribeToToasts } from './toast-store';
import type { ToasterProps } from './toast-view';

const ToastView = lazy(() => import('./toast-view'));

/**
 * The site's toast region. Its code (Radix Toast) is fetched when the first toast is raised, so a
 * page that never shows one does not download it; once loaded it stays for the next toasts.
 */
export function Toaster(props: ToasterProps) {
  const current = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastView {...props} />
    </Suspense>
  ) : null;
}
