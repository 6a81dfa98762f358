import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { pageMetadata } from './seo';

/** The title and description of a page, for its metadata (the layout adds "| Siyana"). */
export interface PageCopy {
  title: Record<Locale, string>;
  description: Record<Locale, string>;
}

/**
 * The locale from the params of a page, layout or metadata function under app/[locale]: unknown
 * locales get the 404. Enables static rendering.
 */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Localized title and description, canonical URL, hreflang alternates and social tags. */
export async function localizedMetadata(params: Promise<{ locale: string }>, copy: PageCopy, path: string): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, path, title: copy.title[locale], description: copy.description[locale] });
}

