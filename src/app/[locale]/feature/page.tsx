import { defaultFeatureId, findFeaturePage } from '@/content/feature-pages';
import { FeaturePage, featureMetadata } from '@/features/product-pages/feature-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

const page = findFeaturePage(defaultFeatureId)!;

export async function generateMetadata({ params }: PageProps<'/[locale]/feature'>) {
  const locale = await resolvePageLocale(params);
  return featureMetadata(page, locale);
}

/** `/feature` without a name: Preventive Maintenance (spec §2.8). */
export default async function DefaultFeatureRoute({ params }: PageProps<'/[locale]/feature'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <FeaturePage locale={locale} page={page} />
      <PhoneActionBar locale={locale} page={'/feature'} />
    </>
  );
}
