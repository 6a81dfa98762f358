import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { coreSystemIds, findCoreSystem } from '@/content/core-systems';
import { findPlatformFeature, platformFeatureIds } from '@/content/platform-features';
import { CoreSystemPage, coreSystemMetadata } from '@/features/product-pages/core-system-page';
import { PlatformFeaturePage, platformFeatureMetadata } from '@/features/product-pages/platform-feature-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import type { ReactNode } from 'react';

// Only these slugs: any other answers 404 with the server-rendered "Feature not found" (features/not-found/missing-kind.ts).
export const dynamicParams = false;

/** The six core systems (dedicated pages) and the ten platform features (generic page), in each language. */
export function generateStaticParams() {
  return [...coreSystemIds, ...platformFeatureIds].map((feature) => ({ feature }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/feature/[feature]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { feature } = await params;
  const core = findCoreSystem(feature);
  if (core) return coreSystemMetadata(core, locale);
  const generic = findPlatformFeature(feature);
  if (generic) return platformFeatureMetadata(generic, locale);
  return {};
}

export default async function FeatureRoute({ params }: PageProps<'/[locale]/feature/[feature]'>) {
  const locale = await resolvePageLocale(params);
  const { feature } = await params;
  const withBar = (content: ReactNode) => (
    <>
      {content}
      <PhoneActionBar locale={locale} page={`/feature/${feature}`} />
    </>
  );
  const core = findCoreSystem(feature);
  if (core) return withBar(<CoreSystemPage locale={locale} system={core} />);
  const generic = findPlatformFeature(feature);
  if (generic) return withBar(<PlatformFeaturePage locale={locale} feature={generic} />);
  notFound();
}
