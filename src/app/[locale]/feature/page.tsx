import { defaultPlatformFeatureId, findPlatformFeature } from '@/content/platform-features';
import { PlatformFeaturePage, platformFeatureMetadata } from '@/features/product-pages/platform-feature-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

const feature = findPlatformFeature(defaultPlatformFeatureId)!;

export async function generateMetadata({ params }: PageProps<'/[locale]/feature'>) {
  const locale = await resolvePageLocale(params);
  return platformFeatureMetadata(feature, locale);
}

/** `/feature` without a name: Preventive Maintenance. */
export default async function DefaultFeatureRoute({ params }: PageProps<'/[locale]/feature'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <PlatformFeaturePage locale={locale} feature={feature} />
      <PhoneActionBar locale={locale} page={'/feature'} />
    </>
  );
}
