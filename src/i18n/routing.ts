import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** The cookie (and localStorage key) that remembers a visitor's language choice. */
export const LANGUAGE_COOKIE = 'language';

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The language is chosen only by the URL and by the visitor's explicit choice (src/proxy/language-choice.ts),
  // never guessed from the browser, so every URL always shows the same language.
  localeDetection: false,
  localeCookie: false,
  // Pages carry their hreflang alternates in <head>, made from SITE_URL. next-intl's `Link` header
  // would repeat them with the host the server sees (an internal one behind a proxy), and two
  // sets of alternates that disagree make search engines distrust the canonical URL.
  alternateLinks: false,
});

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

