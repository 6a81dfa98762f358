'use client';

import { X as xIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Direction, Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/cn';
import { dismissToast, getToast, removeToast, subscribeToToasts, TOAST_DURATION_MS } from './toast-store';

const X = createIcon(xIcon);

export interface ToasterProps {
  regionLabel: string;
  closeLabel: string;
  dir: 'ltr' | 'rtl';
}

/** Renders the current toast. F8 focuses the region; swipe right (50 px) dismisses (spec §9). */
export default function ToastView({ regionLabel, closeLabel, dir }: ToasterProps) {
  const current = useSyncExternalStore(subscribeToToasts, getToast, () => null);
  return (
    <Direction.Provider dir={dir}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
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
        <Toast.Viewport label={regionLabel} className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:end-0 sm:top-auto sm:bottom-0" />
      </Toast.Provider>
    </Direction.Provider>
  );
}
