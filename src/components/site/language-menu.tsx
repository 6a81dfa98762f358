'use client';

import { Check as checkIcon, ChevronDown as chevronDownIcon, Globe as globeIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGE_COOKIE, locales, type Locale } from '@/i18n/routing';

const Check = createIcon(checkIcon);
const ChevronDown = createIcon(chevronDownIcon);
const Globe = createIcon(globeIcon);

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The same page in `locale`: `pathname` is the address bar's path, with or without /ar. */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = pathname.replace(/^\/ar(?=\/|$)/, '') || '/';
  if (locale === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

/** Remembers the choice in localStorage and in a cookie the server reads. */
function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}

interface LanguageMenuProps {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
}

/** A menu button (ARIA menu with two radio items): arrows move, Enter or Space chooses, Escape closes. */
export function LanguageMenu({ current, label, names }: LanguageMenuProps) {
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function choose(locale: Locale) {
    rememberLanguage(locale);
    setOpen(false);
    if (locale === current) return trigger.current?.focus();
    router.push(pathIn(locale, pathname) + window.location.search + window.location.hash);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      items[((move[event.key] ?? 0) + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50"
      >
        <Globe aria-hidden className="size-4 text-teal-700" />
        <span className="sr-only">{label}</span>
        <span lang={current}>{names[current]}</span>
        <ChevronDown aria-hidden className="size-4 text-muted" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-50 mt-1.5 min-w-40 animate-fade-in rounded-xl border border-line bg-white p-1.5 shadow-[var(--shadow-panel)]"
        >
          {locales.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitemradio"
              aria-checked={locale === current}
              tabIndex={-1}
              lang={locale}
              dir={locale === 'ar' ? 'rtl' : 'ltr'}
              onClick={() => choose(locale)}
              className="flex h-10 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-navy-900 outline-none hover:bg-navy-50 focus:bg-navy-50"
            >
              {names[locale]}
              {locale === current && <Check aria-hidden className="size-4 text-teal-700" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
