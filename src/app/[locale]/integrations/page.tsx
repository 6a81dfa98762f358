import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/site/page-hero';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { buttonVariants } from '@/components/ui/button-variants';
import { IntegrationsList } from '@/features/site-facts/integrations-list';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { pageMetadata } from '@/lib/seo';
import { publishedFacts } from '@/server/site-facts/published';

export async function generateMetadata({ params }: PageProps<'/[locale]/integrations'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Facts.integrations' });
  return pageMetadata({ locale, path: '/integrations', title: t('metaTitle'), description: t('metaDescription') });
}

/** What the platform connects to, as staff published it; a 404 until they publish one. */
export default async function IntegrationsPage({ params }: PageProps<'/[locale]/integrations'>) {
  const locale = await resolvePageLocale(params);
  const { integrations } = await publishedFacts();
  if (!integrations?.length) notFound();
  const t = await getTranslations({ locale, namespace: 'Facts.integrations' });
  return (
    <>
      <PageHero locale={locale} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <IntegrationsList integrations={integrations} locale={locale} />
        <Link href="/request-demo" className={`${buttonVariants({ size: 'lg' })} mt-12`}>
          {t('cta')}
        </Link>
      </div>
      <PhoneActionBar locale={locale} page="/integrations" />
    </>
  );
}
