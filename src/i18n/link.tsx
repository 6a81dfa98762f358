import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizeHref, type Href } from './paths';
import type { Locale } from './routing';

export { localizeHref } from './paths';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: Href };

/**
 * A site link rendered on the server, already in the page's language. It needs no i18n code in the
 * browser, and it does not prefetch: a first visit downloads only what the page itself needs.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = (await getLocale()) as Locale;
  return <NextLink prefetch={false} href={localizeHref(href, locale)} {...rest} />;
}
