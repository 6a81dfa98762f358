import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findSector, sectorIds } from '@/content/sectors';
import { SectorPage, sectorMetadata } from '@/features/sectors/sector-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

// Only these slugs: any other answers 404 with the server-rendered "Sector not found" (features/not-found/missing-kind.ts).
export const dynamicParams = false;

/** The six sectors, in each language of the parent layout. */
export function generateStaticParams() {
  return sectorIds.map((sector) => ({ sector }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sector/[sector]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { sector } = await params;
  const record = findSector(sector);
  if (record) return sectorMetadata(record, locale);
  return {};
}

export default async function SectorRoute({ params }: PageProps<'/[locale]/sector/[sector]'>) {
  const locale = await resolvePageLocale(params);
  const { sector } = await params;
  const record = findSector(sector);
  if (!record) notFound();
  return (
    <>
      <SectorPage locale={locale} sector={record} />
      <PhoneActionBar locale={locale} page={`/sector/${sector}`} />
    </>
  );
}
