'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getToast, subscribeToToasts } from './toast-store';
import type { ToasterProps } from './toast-view';
import { TOAST_HOTKEY, TOAST_VIEWPORT_CLASS } from './toast-viewport';

const ToastView = lazy(() => import('./toast-view'));

/**
 * The notification region as Radix draws it when empty (a labelled region around an empty list), with
 * its F8 shortcut: present from the first paint at the cost of a few lines, while Radix Toast itself
 * is fetched only when a toast is raised.
 */
function EmptyRegion({ label, onFocusChange }: { label: string; onFocusChange: (focused: boolean) => void }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);
  return (
    <div role="region" aria-label={label.replace('{hotkey}', TOAST_HOTKEY)} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={TOAST_VIEWPORT_CLASS} onFocus={() => onFocusChange(true)} onBlur={() => onFocusChange(false)} />
    </div>
  );
}

/** The site's toast region: always there for F8 and screen readers; Radix Toast arrives with the first toast. */
export function Toaster(props: ToasterProps) {
  const current = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  const [needed, setNeeded] = useState(false);
  // Focus stays in the region when Radix's viewport replaces the empty one.
  const [regionFocused, setRegionFocused] = useState(false);
  if (current && !needed) setNeeded(true);
  const region = <EmptyRegion label={props.regionLabel} onFocusChange={setRegionFocused} />;
  return needed ? (
    <Suspense fallback={region}>
      <ToastView {...props} focusViewport={regionFocused} />
    </Suspense>
  ) : (
    region
  );
}
