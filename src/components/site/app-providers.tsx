'use client';

import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';

/** Gives every Radix primitive the page's reading direction. */
export function AppProviders({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
