import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { SiteDocument } from '@/components/site/site-document';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { routing, type Locale } from '@/i18n/routing';
import './globals.css';

export const metadata: Metadata = { title: '404 Page Not Found', robots: { index: false } };

/**
 * Any path no page claims. It is rendered on the server with the site's chrome, in the language the
 * locale proxy chose for the URL (/ar/... is Arabic; files outside the proxy get English).
 */
export default async function GlobalNotFound() {
  const requested = (await headers()).get('x-next-intl-locale');
  const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return (
    <SiteDocument locale={locale}>
      <NotFoundScreen locale={locale} />
    </SiteDocument>
  );
}
