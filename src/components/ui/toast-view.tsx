'use client';

import { X as xIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Direction, Toast } from 'radix-ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cx } from '@/lib/cn';
import { dismissToast, getToast, removeToast, subscribeToToasts, TOAST_DURATION_MS } from './toast-store';
import { TOAST_VIEWPORT_CLASS } from './toast-viewport';

const X = createIcon(xIcon);

export interface ToasterProps {
  /** The region's name, with `{hotkey}` for F8. */
  regionLabel: string;
  /** Read before each toast's text by screen readers (Radix's default is the English "Notification"). */
  toastLabel: string;
  closeLabel: string;
  dir: 'ltr' | 'rtl';
  /** Focus the viewport once mounted: the empty region it replaces had the focus. */
  focusViewport?: boolean;
}

/** Renders the current toast. F8 focuses the region; swipe right (50 px) dismisses. */
export default function ToastView({ regionLabel, toastLabel, closeLabel, dir, focusViewport = false }: ToasterProps) {
  const current = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  return (
    <Direction.Provider dir={dir}>
      <Toast.Provider label={toastLabel} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {current && (
          <Toast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => (open ? undefined : dismissToast(current.id))}
            onAnimationEnd={() => (current.open ? undefined : removeToast(current.id))}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={current.variant}
            className={cx(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-[var(--radius-card)] border p-4 pe-10 shadow-[var(--shadow-panel)] data-[state=open]:animate-slide-down data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:animate-fade-in data-[state=closed]:opacity-0',
              current.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
            )}
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
              {current.description && (
                <Toast.Description className={cx('text-sm', current.variant === 'destructive' ? 'text-white/90' : 'text-muted')}>
                  {current.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label={closeLabel}
              className={cx(
                'absolute end-2 top-2 rounded-md p-1.5 transition-colors',
                current.variant === 'destructive' ? 'text-white/80 hover:bg-white/15 hover:text-white' : 'text-muted hover:bg-navy-50 hover:text-ink',
              )}
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport ref={viewport} label={regionLabel} className={TOAST_VIEWPORT_CLASS} />
      </Toast.Provider>
    </Direction.Provider>
  );
}
