/** A tiny store for the site's notifications: at most one toast is visible at a time. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): number {
  current = { variant: 'default', ...input, id: nextId++, open: true };
  emit();
  return current.id;
}

export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function removeToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToast(): ToastState | null {
  return current;
}
