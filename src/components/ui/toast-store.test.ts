import { describe, expect, it, vi } from 'vitest';
import { dismissToast, getToast, removeToast, subscribeToToasts, toast } from './toast-store';

describe('toast store', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(second).not.toBe(first);
    expect(getToast()).toMatchObject({ id: second, title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults to the default variant and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'Saved', description: 'All good' });
    expect(getToast()?.variant).toBe('default');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismisses, then removes, only the toast it names', () => {
    const id = toast({ title: 'Closing' });
    dismissToast(id + 100);
    expect(getToast()?.open).toBe(true);
    dismissToast(id);
    expect(getToast()?.open).toBe(false);
    removeToast(id);
    expect(getToast()).toBeNull();
  });
});
