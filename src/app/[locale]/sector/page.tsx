import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { defaultSectorId, findSectorPage } from '@/content/sector-pages';
import { SectorPage, sectorMetadata } from '@/features/sectors/sector-page';
import { routing } from '@/i18n/routing';

const page = findSectorPage(defaultSectorId)!;

export async function generateMetadata({ params }: PageProps<'/[locale]/sector'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return sectorMetadata(page, locale);
}

/** `/sector` without a name: the commercial sector (spec §2.7). */
export default async function DefaultSectorRoute({ params }: PageProps<'/[locale]/sector'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SectorPage locale={locale} page={page} />;
}
