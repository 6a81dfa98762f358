'use client';

import { ChevronDown as chevronDownIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import NextLink from 'next/link';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavGroup } from './nav-types';

const ChevronDown = createIcon(chevronDownIcon);

const HOVER_DELAY_MS = 80;

type FocusTarget = 'first' | 'last';

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/**
 * Desktop panels (the disclosure navigation pattern): each trigger opens its panel on hover, on
 * click or tap, and by keyboard. Each panel follows its trigger in the DOM, so Tab from an open
 * trigger enters its links before the next trigger; ArrowDown/ArrowUp (and Home/End) move between
 * the links of the open panel, and ArrowDown/ArrowUp on a trigger open it at its first/last link.
 * Escape, a click outside, or leaving with the pointer or the focus closes it.
 */
export function MainNav({ groups, label }: { groups: NavGroup[]; label: string }) {
  const [open, setOpen] = useState<NavGroup['id'] | null>(null);
  const nav = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const baseId = useId();
  const panelId = (id: NavGroup['id']) => `${baseId}-${id}-panel`;

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

  // A panel opened with an arrow key takes the focus once its links are rendered.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const links = panelLinks(document.getElementById(panelId(open)));
    (pendingFocus.current === 'first' ? links[0] : links.at(-1))?.focus();
    pendingFocus.current = null;
  });

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

  function onTriggerKeyDown(event: KeyboardEvent, id: NavGroup['id']) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target: FocusTarget = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open === id) {
      const links = panelLinks(document.getElementById(panelId(id)));
      (target === 'first' ? links[0] : links.at(-1))?.focus();
      return;
    }
    window.clearTimeout(timer.current);
    pendingFocus.current = target;
    setOpen(id);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = panelLinks(event.currentTarget);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    const next: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    if (!(event.key in next)) return;
    event.preventDefault();
    links[((next[event.key] ?? 0) + links.length) % links.length]?.focus();
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
            <li
              key={group.id}
              // Moving the focus on to the next trigger closes this panel.
              onBlur={(event) => {
                if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
              }}
            >
              <button
                type="button"
                id={`${baseId}-${group.id}-trigger`}
                aria-expanded={expanded}
                aria-controls={panelId(group.id)}
                data-state={expanded ? 'open' : 'closed'}
                onClick={() => {
                  window.clearTimeout(timer.current);
                  setOpen(expanded ? null : group.id);
                }}
                onKeyDown={(event) => onTriggerKeyDown(event, group.id)}
                onPointerEnter={(event) => event.pointerType === 'mouse' && later(group.id)}
                className="group flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50"
              >
                {group.label}
                <ChevronDown aria-hidden className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180" />
              </button>
              <div
                id={panelId(group.id)}
                hidden={!expanded}
                onKeyDown={onPanelKeyDown}
                onPointerEnter={(event) => event.pointerType === 'mouse' && later(group.id)}
                className="absolute start-0 top-full pt-2"
              >
                {expanded && <Panel group={group} onChoose={() => setOpen(null)} />}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Panel({ group, onChoose }: { group: NavGroup; onChoose: () => void }) {
  return (
    <div className="max-h-[calc(100dvh-6rem)] animate-fade-in overflow-y-auto rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-panel)]">
      <p className="mb-3 px-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">{group.intro}</p>
      <ul className={group.columns === 3 ? 'grid w-[54rem] grid-cols-3 gap-1' : 'grid w-[40rem] grid-cols-2 gap-1'}>
        {group.cards.map((card) => (
          <li key={card.id} className={card.wide ? 'col-span-full mt-1 border-t border-line pt-2' : card.groupStart ? 'contents' : undefined}>
            {card.groupStart && <p className="col-span-full mt-2 border-t border-line px-2 pt-3 text-xs font-semibold tracking-wide text-teal-700 uppercase">{card.groupStart}</p>}
            {card.compact ? (
              <NextLink
                href={card.href}
                prefetch={false}
                onClick={onChoose}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-1.5 text-sm font-semibold text-navy-900 transition-colors hover:bg-navy-50 focus-visible:bg-navy-50"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700 [&_svg]:size-4">{card.icon}</span>
                {card.title}
              </NextLink>
            ) : (
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
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
