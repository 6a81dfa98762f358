/** Shared by the empty region (toaster.tsx) and Radix's viewport (toast-view.tsx), so they sit in one place. */
export const TOAST_VIEWPORT_CLASS =
  'fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:end-0 sm:top-auto sm:bottom-0';

/** Radix Toast's default hotkey: F8 focuses the notification region. */
export const TOAST_HOTKEY = 'F8';
