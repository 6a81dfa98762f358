'use client';

import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import type { NavGroup } from './nav-types';

/** Desktop panels: open on hover, on click or tap, and by keyboard (Radix navigation menu). */
export function MainNav({ groups, label }: { groups: NavGroup[]; label: string }) {
  return (
    <NavigationMenu.Root aria-label={label} delayDuration={80} className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {groups.map((group) => (
          <NavigationMenu.Item key={group.id} value={group.id}>
            <NavigationMenu.Trigger className="group flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50">
              {group.label}
              <ChevronDown aria-hidden className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="p-5 data-[motion]:animate-fade-in">
              <p className="mb-3 px-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">{group.intro}</p>
              <ul className={cn('grid gap-1', group.columns === 3 ? 'w-[54rem] grid-cols-3' : 'w-[40rem] grid-cols-2')}>
                {group.cards.map((card) => (
                  <li key={card.id}>
                    <NavigationMenu.Link asChild>
                      <Link
                        href={card.href}
                        className="group/card flex h-full gap-3 rounded-xl p-3 transition-colors hover:bg-navy-50 focus-visible:bg-navy-50"
                      >
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700 [&_svg]:size-5">
                          {card.icon}
                        </span>
                        <span className="grid gap-1">
                          <span className="text-sm font-semibold text-navy-900">{card.title}</span>
                          <span className="text-[0.8125rem] leading-snug text-muted">{card.description}</span>
                          <span className="mt-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-navy-900">
                            {card.stat}
                          </span>
                        </span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute start-0 top-full pt-2">
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-panel)] transition-[width,height] duration-200" />
      </div>
    </NavigationMenu.Root>
  );
}
