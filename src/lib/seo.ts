import type { Metadata } from 'next';
import { site } from '@/content/site';
import { env } from '@/env';
import { locales, type Locale } from '@/i18n/routing';

/** The public path of a page in a language: English unprefixed, Arabic under /ar. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** hreflang alternates of a path: en, ar and x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))])),
    'x-default': absoluteUrl(localizedPath(path, 'en')),
  };
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a page.
 * `path` is the unprefixed route ("/sector/medical"); the social image comes from opengraph-image.tsx.
 */
export function pageMetadata({ locale, path, title, description }: { locale: Locale; path: string; title?: string; description: string }): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      siteName: site.name,
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_SA',
      ...(title ? { title } : {}),
      description,
    },
    twitter: { card: 'summary_large_image', ...(title ? { title } : {}), description },
  };
}
