'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to the events newsletter box that also puts the focus in its e-mail field, so a keyboard or
 * screen-reader user can type at once. Without scripts it is a plain in-page link to `#{target}`.
 */
export function NotifyMeLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const field = document.getElementById(target)?.querySelector<HTMLInputElement>('input[type="email"]');
    if (!field) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    field.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    field.focus({ preventScroll: true });
    history.replaceState(null, '', `#${target}`);
  }
  return (
    <a href={`#${target}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
