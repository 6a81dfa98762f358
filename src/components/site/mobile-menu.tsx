'use client';

import { Menu as menuIcon, X as xIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import NextLink from 'next/link';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { NavGroup } from './nav-types';

const Menu = createIcon(menuIcon);
const X = createIcon(xIcon);

interface MobileMenuProps {
  groups: NavGroup[];
  signInHref: string;
  requestDemoHref: string;
  pricing: { href: string; label: string };
  labels: { open: string; close: string; title: string; signIn: string; requestDemo: string };
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-navy-900 transition-colors hover:bg-navy-50 focus-visible:outline-3 [&_svg]:size-6';

/**
 * Phone-width drawer from the top, a native modal <dialog>: the page behind is inert, Escape and
 * the close button close it, and so does choosing any link or tapping the dimmed backdrop. Its links
 * are rendered only while it is open, so no page hydrates them for nothing. It lists every card of
 * the desktop panels: both are rendered from the same `groups`.
 */
export function MobileMenu({ groups, signInHref, requestDemoHref, pricing, labels }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialogId = useId();

  // Shown once its content is there, so the browser moves the focus into it.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) dialog.current?.close();
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label={labels.open}
        onClick={() => setOpen(true)}
        className={`${iconButton} lg:hidden`}
      >
        <Menu aria-hidden />
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onClick={onClick}
        onClose={() => setOpen(false)}
        className="fixed inset-x-0 top-0 m-0 max-h-[100dvh] w-full max-w-none overflow-y-auto rounded-b-3xl bg-white px-5 pt-4 pb-6 shadow-[var(--shadow-panel)] backdrop:bg-navy-950/40 open:animate-slide-down lg:hidden"
      >
        {open ? (
          <>
            <div className="mb-4 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold text-navy-900">
                {labels.title}
              </h2>
              <button type="button" aria-label={labels.close} onClick={() => dialog.current?.close()} className={iconButton}>
                <X aria-hidden />
              </button>
            </div>
            <nav aria-label={labels.title} className="grid gap-5">
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`${titleId}-${group.id}`}>
                  <NextLink id={`${titleId}-${group.id}`} href={group.href} prefetch={false} className="mb-1 block rounded-lg py-1 text-base font-semibold text-navy-900">
                    {group.label}
                  </NextLink>
                  <ul className="grid grid-cols-2 gap-x-3">
                    {group.cards.map((card) => (
                      <li key={card.id} className={card.groupStart ? 'contents' : undefined}>
                        {card.groupStart && <p className="col-span-full mt-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">{card.groupStart}</p>}
                        <NextLink href={card.href} prefetch={false} className="flex min-h-11 items-center rounded-lg py-1.5 text-sm text-muted hover:text-navy-900">
                          {card.title}
                        </NextLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
            <div className="mt-6 grid gap-3 border-t border-line pt-5">
              <NextLink href={pricing.href} prefetch={false} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
                {pricing.label}
              </NextLink>
              <NextLink href={signInHref} prefetch={false} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {labels.signIn}
              </NextLink>
              <NextLink href={requestDemoHref} prefetch={false} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {labels.requestDemo}
              </NextLink>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
