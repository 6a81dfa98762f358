import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { SiteDocument } from '@/components/site/site-document';
import { missingKindOf } from '@/features/not-found/missing-kind';
import { NotFoundScreen, notFoundTitle } from '@/features/not-found/not-found-screen';
import { env } from '@/env';
import { routing, type Locale } from '@/i18n/routing';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import './globals.css';

/** The language the locale proxy chose for the URL (/ar/... is Arabic; files outside the proxy get English) and the path asked for. */
async function requested() {
  const list = await headers();
  const header = list.get('x-next-intl-locale');
  const locale: Locale = hasLocale(routing.locales, header) ? header : routing.defaultLocale;
  return { locale, kind: missingKindOf(list.get(REQUEST_PATH_HEADER)) };
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale, kind } = await requested();
  return { metadataBase: new URL(env.SITE_URL), title: `${await notFoundTitle(locale, kind)} | Siyana`, robots: { index: false } };
}

/**
 * Every 404 of the site, rendered on the server with the site's chrome: paths no page claims, unknown
 * slugs of closed sets (`dynamicParams = false`) and blog posts the proxy found missing. The screen
 * follows the path: "Sector not found" under /sector/, and so on (features/not-found/missing-kind.ts).
 */
export default async function GlobalNotFound() {
  const { locale, kind } = await requested();
  return (
    <SiteDocument locale={locale}>
      <NotFoundScreen locale={locale} kind={kind} />
    </SiteDocument>
  );
}
