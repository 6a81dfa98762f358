import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { defaultFeatureId, findFeaturePage } from '@/content/feature-pages';
import { FeaturePage, featureMetadata } from '@/features/product-pages/feature-page';
import { routing } from '@/i18n/routing';

const page = findFeaturePage(defaultFeatureId)!;

export async function generateMetadata({ params }: PageProps<'/[locale]/feature'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return featureMetadata(page, locale);
}

/** `/feature` without a name: Preventive Maintenance (spec §2.8). */
export default async function DefaultFeatureRoute({ params }: PageProps<'/[locale]/feature'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <FeaturePage locale={locale} page={page} />;
}
