'use client';

import { Check, ChevronDown, Globe } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { usePathname } from '@/i18n/navigation';
import { LANGUAGE_COOKIE, locales, type Locale } from '@/i18n/routing';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function pathIn(locale: Locale, pathname: string): string {
  if (locale === 'en') return pathname;
  return pathname === '/' ? '/ar' : `/ar${pathname}`;
}

/** Remembers the choice in localStorage (spec §4) and in a cookie the server reads (decisions.md). */
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

export function LanguageMenu({ current, label, names }: LanguageMenuProps) {
  const pathname = usePathname();
  const router = useRouter();

  function choose(locale: Locale) {
    rememberLanguage(locale);
    if (locale === current) return;
    router.push(pathIn(locale, pathname) + window.location.search + window.location.hash);
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50"
      >
        <Globe aria-hidden className="size-4 text-teal-700" />
        <span className="sr-only">{label}</span>
        <span lang={current}>{names[current]}</span>
        <ChevronDown aria-hidden className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-line bg-white p-1.5 shadow-[var(--shadow-panel)] data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => choose(value as Locale)}>
            {locales.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                dir={locale === 'ar' ? 'rtl' : 'ltr'}
                className="flex h-10 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-navy-900 outline-none data-[highlighted]:bg-navy-50"
              >
                {names[locale]}
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="size-4 text-teal-700" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
