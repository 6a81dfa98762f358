import { defaultSectorId, findSector } from '@/content/sectors';
import { SectorPage, sectorMetadata } from '@/features/sectors/sector-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

const sector = findSector(defaultSectorId)!;

export async function generateMetadata({ params }: PageProps<'/[locale]/sector'>) {
  const locale = await resolvePageLocale(params);
  return sectorMetadata(sector, locale);
}

/** `/sector` without a name: the commercial sector. */
export default async function DefaultSectorRoute({ params }: PageProps<'/[locale]/sector'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <SectorPage locale={locale} sector={sector} />
      <PhoneActionBar locale={locale} page={'/sector'} />
    </>
  );
}
