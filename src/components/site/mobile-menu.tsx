'use client';

import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import type { NavGroup } from './nav-types';

interface MobileMenuProps {
  groups: NavGroup[];
  signInHref: string;
  labels: { open: string; close: string; title: string; signIn: string; requestDemo: string };
}

/** Phone-width drawer from the top; it closes whenever a link is chosen. */
export function MobileMenu({ groups, signInHref, labels }: MobileMenuProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden [&_svg]:size-6')} aria-label={labels.open}>
        <Menu aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto rounded-b-3xl bg-white px-5 pt-4 pb-6 shadow-[var(--shadow-panel)] data-[state=open]:animate-slide-down"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-navy-900">{labels.title}</Dialog.Title>
            <Dialog.Close className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '[&_svg]:size-6')} aria-label={labels.close}>
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.title} className="grid gap-5">
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`drawer-${group.id}`}>
                <Dialog.Close asChild>
                  <Link
                    id={`drawer-${group.id}`}
                    href={`/#${group.id}`}
                    className="mb-1 block rounded-lg py-1 text-base font-semibold text-navy-900"
                  >
                    {group.label}
                  </Link>
                </Dialog.Close>
                <ul className="grid grid-cols-2 gap-x-3">
                  {group.cards.map((card) => (
                    <li key={card.id}>
                      <Dialog.Close asChild>
                        <Link href={card.href} className="flex min-h-11 items-center rounded-lg py-1.5 text-sm text-muted hover:text-navy-900">
                          {card.title}
                        </Link>
                      </Dialog.Close>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="mt-6 grid gap-3 border-t border-line pt-5">
            <Dialog.Close asChild>
              <a href={signInHref} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {labels.signIn}
              </a>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {labels.requestDemo}
              </Link>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
