import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import type { Locale } from './routing';

/** `/x` in the given language: English paths are unprefixed, Arabic ones live under /ar. */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  return href === '/' || /^\/[?#]/.test(href) ? `/ar${href.slice(1)}` : `/ar${href}`;
}

type Href = string | { pathname: string; query?: Record<string, string> };
type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: Href };

function toPath(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams(href.query).toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/**
 * A site link rendered on the server, already in the page's language. It needs no i18n code in the
 * browser, and it does not prefetch: a first visit downloads only what the page itself needs.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = (await getLocale()) as Locale;
  return <NextLink prefetch={false} href={localizeHref(toPath(href), locale)} {...rest} />;
}
