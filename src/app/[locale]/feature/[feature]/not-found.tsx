import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { solutions } from '@/content/solutions';
import { PageNotFound } from '@/features/features/page-not-found';
import { routing } from '@/i18n/routing';

/** An unknown feature (spec §2.8): "Feature not found", "Go back home", and the six core systems. */
export default async function FeatureNotFound() {
  // The root parameter, not getLocale(): that reads the request headers here and would make every page
  // of this segment dynamic instead of statically generated.
  const requested = await rootLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Feature.notFound' });
  return (
    <PageNotFound
      locale={locale}
      title={t('title')}
      body={t('body')}
      home={t('home')}
      links={solutions.map((solution) => ({ href: solution.href, label: solution.title[locale], icon: solution.icon }))}
    />
  );
}
