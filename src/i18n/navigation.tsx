import NextLink from 'next/link';
import { createNavigation } from 'next-intl/navigation';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { routing, type Locale } from './routing';

/**
 * The site's one way to put a path in a language (English unprefixed, Arabic under /ar). `ClientLink`
 * is next-intl's Link for client islands inside IslandMessages (the forms); server components
 * use `Link` below, which sends no JavaScript.
 */
export const { getPathname, Link: ClientLink } = createNavigation(routing);

type Href = string | { pathname: string; query?: Record<string, string> };

/** `href` in the given language, with its query and fragment; other hosts and in-page fragments stay as they are. */
export function localizeHref(href: Href, locale: Locale): string {
  if (typeof href !== 'string') return getPathname({ href, locale });
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  // getPathname keeps the slash of "/#x" ("/ar/#x", a URL that redirects): localise the path alone.
  const hash = href.indexOf('#');
  return hash < 0 ? getPathname({ href, locale }) : `${getPathname({ href: href.slice(0, hash), locale })}${href.slice(hash)}`;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: Href };

/**
 * A site link rendered on the server, already in the page's language. It needs no i18n code in the
 * browser, and it does not prefetch: a first visit downloads only what the page itself needs.
 */
export async function Link({ href, ...rest }: LinkProps) {
  return <NextLink prefetch={false} href={localizeHref(href, (await getLocale()) as Locale)} {...rest} />;
}
