import { useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of the site's tab lists (the WAI-ARIA tabs pattern): one tab in the page's Tab order
 * (a roving tabindex), arrow keys move to the next or previous tab (left and right mirrored
 * right-to-left, wrapping at the ends), Home and End to the first and last. `onMove` is told where the
 * focus went: a list that selects on focus (the AI tools) selects it; one that selects on Enter or
 * Space (the home page's feature explorer) only remembers it.
 *
 * Returns the props of the tab at `index`, `current` being the tab in the Tab order.
 */
export function useTabKeys(count: number, onMove: (index: number) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);

  function move(index: number) {
    const next = (index + count) % count;
    onMove(next);
    tabs.current[next]?.focus();
  }

  return (index: number, current: number) => ({
    ref: (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 };
      if (event.key in steps) move(index + (steps[event.key] ?? 0));
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(count - 1);
      else return;
      event.preventDefault();
    },
  });
}
