'use client';

import { ChevronDown as chevronDownIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import NextLink from 'next/link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavGroup } from './nav-types';

const ChevronDown = createIcon(chevronDownIcon);

const HOVER_DELAY_MS = 80;

/**
 * Desktop panels (a disclosure navigation): each trigger opens its panel on hover, on click or tap,
 * and by keyboard; Escape, a click outside, leaving with the pointer or with the focus closes it.
 */
export function MainNav({ groups, label }: { groups: NavGroup[]; label: string }) {
  const [open, setOpen] = useState<NavGroup['id'] | null>(null);
  const nav = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const baseId = useId();

  const later = (next: NavGroup['id'] | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    document.getElementById(`${baseId}-${open}-trigger`)?.focus();
    setOpen(null);
  }

  function onBlur(event: FocusEvent) {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  }

  return (
    <nav
      ref={nav}
      aria-label={label}
      className="relative hidden lg:block"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(null)}
    >
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const expanded = open === group.id;
          return (
            <li key={group.id}>
              <button
                type="button"
                id={`${baseId}-${group.id}-trigger`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-${group.id}-panel`}
                data-state={expanded ? 'open' : 'closed'}
                onClick={() => {
                  window.clearTimeout(timer.current);
                  setOpen(expanded ? null : group.id);
                }}
                onPointerEnter={(event) => event.pointerType === 'mouse' && later(group.id)}
                className="group flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50"
              >
                {group.label}
                <ChevronDown aria-hidden className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </li>
          );
        })}
      </ul>
      {groups.map((group) => (
        <div
          key={group.id}
          id={`${baseId}-${group.id}-panel`}
          hidden={open !== group.id}
          onPointerEnter={(event) => event.pointerType === 'mouse' && later(group.id)}
          className="absolute start-0 top-full pt-2"
        >
          {open === group.id && <Panel group={group} onChoose={() => setOpen(null)} />}
        </div>
      ))}
    </nav>
  );
}

function Panel({ group, onChoose }: { group: NavGroup; onChoose: () => void }) {
  return (
    <div className="animate-fade-in rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-panel)]">
      <p className="mb-3 px-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">{group.intro}</p>
      <ul className={group.columns === 3 ? 'grid w-[54rem] grid-cols-3 gap-1' : 'grid w-[40rem] grid-cols-2 gap-1'}>
        {group.cards.map((card) => (
          <li key={card.id}>
            <NextLink
              href={card.href}
              prefetch={false}
              onClick={onChoose}
              className="group/card flex h-full gap-3 rounded-xl p-3 transition-colors hover:bg-navy-50 focus-visible:bg-navy-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700 [&_svg]:size-5">{card.icon}</span>
              <span className="grid gap-1">
                <span className="text-sm font-semibold text-navy-900">{card.title}</span>
                <span className="text-[0.8125rem] leading-snug text-muted">{card.description}</span>
                <span className="mt-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-navy-900">{card.stat}</span>
              </span>
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
