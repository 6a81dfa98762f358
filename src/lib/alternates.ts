import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';

/** Canonical URL of a page in one language, and the address of each of its translations. */
export function alternatesFor(href: string, locale: Locale): Metadata['alternates'] {
  const languages = Object.fromEntries(locales.map((each) => [each, getPathname({ href, locale: each })]));
  return {
    canonical: getPathname({ href, locale }),
    languages: { ...languages, 'x-default': getPathname({ href, locale: 'en' }) },
  };
}
