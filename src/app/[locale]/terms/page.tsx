import type { Metadata } from 'next';
import { legalDocuments } from '@/content/legal';
import { LegalPage } from '@/features/legal/legal-page';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

const policy = legalDocuments.terms;

export function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  return localizedMetadata(params, policy.meta, policy.href);
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <LegalPage document={policy} locale={locale} />
      <PhoneActionBar locale={locale} page={policy.href} />
    </>
  );
}
