import type { Metadata } from 'next';
import { legalDocuments } from '@/content/legal';
import { LegalPage } from '@/features/legal/legal-page';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

const policy = legalDocuments.privacy;

export function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  return localizedMetadata(params, policy.meta, policy.href);
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <LegalPage document={policy} locale={locale} />
      <PhoneActionBar locale={locale} page={policy.href} />
    </>
  );
}
