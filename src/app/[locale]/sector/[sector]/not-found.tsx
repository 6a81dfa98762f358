import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { sectors } from '@/content/sectors';
import { PageNotFound } from '@/features/features/page-not-found';
import { routing } from '@/i18n/routing';

/** An unknown sector (spec §2.7): "Sector not found", "Go back home", and the six sectors that exist. */
export default async function SectorNotFound() {
  // The root parameter, not getLocale(): that reads the request headers here and would make every page
  // of this segment dynamic instead of statically generated.
  const requested = await rootLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Sector.notFound' });
  return (
    <PageNotFound
      locale={locale}
      title={t('title')}
      body={t('body')}
      home={t('home')}
      links={sectors.map((sector) => ({ href: sector.href, label: sector.title[locale], icon: sector.icon }))}
    />
  );
}
