'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { LogoMark } from '@/components/site/logo';
import { site } from '@/content/site';
import './print-sheet.css';

/**
 * Whether the page is being printed (or has been): the sheet is built then, not while the page
 * loads, so a visitor who never prints does not pay for rendering a second copy of the report.
 */
let printing = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the sheet synchronously, so it is in the document before the print layout is made. */
function startPrinting() {
  if (printing) return;
  printing = true;
  flushSync(() => listeners.forEach((listener) => listener()));
}

/**
 * A document that only exists on paper: rendered at the end of <body> and shown by the print
 * stylesheet alone, so "Download" opens the browser's print window (Save as PDF) on a clean page.
 * The browser's own Print command (Ctrl+P) builds it too, from its `beforeprint` event.
 */
export function PrintSheet({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const shown = useSyncExternalStore(subscribe, () => printing, () => false);
  useEffect(() => {
    window.addEventListener('beforeprint', startPrinting);
    return () => window.removeEventListener('beforeprint', startPrinting);
  }, []);
  if (!shown) return null;
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

/** Builds the sheet, then opens the print window; the print stylesheet shows only the sheet. */
export function printSheet() {
  startPrinting();
  window.print();
}
