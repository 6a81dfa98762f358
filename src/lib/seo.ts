import type { Metadata } from 'next';
import { env } from '@/env';
import { localizeHref } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { BRAND_NAME } from './brand';

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** hreflang alternates of a path: en, ar and x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localizeHref(path, locale))])),
    'x-default': absoluteUrl(localizeHref(path, 'en')),
  };
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a page.
 * `path` is the unprefixed route ("/sector/medical"); the social image comes from opengraph-image.tsx.
 */
export function pageMetadata({ locale, path, title, description }: { locale: Locale; path: string; title?: string; description: string }): Metadata {
  const url = absoluteUrl(localizeHref(path, locale));
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      siteName: BRAND_NAME,
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_SA',
      ...(title ? { title } : {}),
      description,
    },
    twitter: { card: 'summary_large_image', ...(title ? { title } : {}), description },
  };
}
