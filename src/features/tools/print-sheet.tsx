'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LogoMark } from '@/components/site/logo';
import { site } from '@/content/site';
import './print-sheet.css';

const subscribe = () => () => {};

/**
 * A document that only exists on paper: rendered at the end of <body> and shown by the print
 * stylesheet alone, so "Download" opens the browser's print window (Save as PDF) on a clean page.
 */
export function PrintSheet({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  if (!mounted) return null;
  return createPortal(
    // Paper only: its title is not a second <h1> of the page.
    <div className="print-sheet text-[11pt] leading-snug text-ink" data-print-sheet>
      <header className="flex items-center justify-between gap-6 border-b-2 border-navy-900 pb-3">
        <div>
          <p className="text-[18pt] font-bold text-navy-900">{title}</p>
          {subtitle && <p className="mt-1 text-[9.5pt] text-muted">{subtitle}</p>}
        </div>
        <div className="flex items-center gap-2" dir="ltr">
          <LogoMark className="size-8" />
          <span className="text-[14pt] font-bold text-navy-900">{site.name}</span>
        </div>
      </header>
      {children}
    </div>,
    document.body,
  );
}

/** Opens the print window; the print stylesheet shows only the sheet. */
export function printSheet() {
  window.print();
}
