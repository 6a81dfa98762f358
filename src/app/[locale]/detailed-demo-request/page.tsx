import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { plannedCareVsMaintenance } from '@/content/core-systems';
import { Card } from '@/components/ui/card';
import { IslandMessages } from '@/components/site/island-messages';
import { DetailedDemoForm } from '@/features/demo/detailed-demo-form';
import { solutionOptions } from '@/schemas/demo-option-labels';
import { resolvePageLocale } from '@/lib/localized-page';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/detailed-demo-request'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DemoForm.detailed' });
  return pageMetadata({ locale, path: '/detailed-demo-request', title: t('title'), description: t('lead') });
}

export default async function DetailedDemoRequestPage({ params }: PageProps<'/[locale]/detailed-demo-request'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DemoForm.detailed' });
  const solutions = await getTranslations({ locale, namespace: 'DemoForm.solutions' });
  return (
    <>
      <PageHero locale={locale} back={{ href: '/', label: t('back') }} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <Card className="-mt-4 p-5 sm:p-8">
          <IslandMessages locale={locale} namespaces={['DemoForm']}>
            <DetailedDemoForm solutions={solutionOptions(locale, (key) => solutions(key))} plannedCareNote={plannedCareVsMaintenance[locale]} />
          </IslandMessages>
        </Card>
      </div>
    </>
  );
}
