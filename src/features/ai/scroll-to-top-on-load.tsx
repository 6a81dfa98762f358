'use client';

import { useEffect } from 'react';

/** The AI page opens at its top, even on a reload that would restore an older position. */
export function ScrollToTopOnLoad() {
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
  return null;
}
