import { CheckCircle2 } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { plannedCareVsMaintenance } from '@/content/core-systems';
import { Card } from '@/components/ui/card';
import { IslandMessages } from '@/components/site/island-messages';
import { moduleOptions } from '@/schemas/demo-option-labels';
import { ShortDemoForm } from '@/features/demo/short-demo-form';
import { resolvePageLocale } from '@/lib/localized-page';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/request-demo'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DemoForm.short' });
  return pageMetadata({ locale, path: '/request-demo', title: t('title'), description: t('subtitle') });
}

export default async function RequestDemoPage({ params }: PageProps<'/[locale]/request-demo'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DemoForm.short' });
  const modules = await getTranslations({ locale, namespace: 'DemoForm.modules' });
  const expectations = [t('asideItems.one'), t('asideItems.two'), t('asideItems.three')];
  return (
    <PageHero
      locale={locale}
      back={{ href: '/', label: t('back') }}
      title={t('title')}
      lead={t('subtitle')}
      aside={
        <Card className="p-5 sm:p-8">
          <IslandMessages locale={locale} namespaces={['DemoForm', 'DemoBooking.form']}>
            <ShortDemoForm modules={moduleOptions(locale, (key) => modules(key))} plannedCareNote={plannedCareVsMaintenance[locale]} />
          </IslandMessages>
        </Card>
      }
    >
      <h2 className="mt-10 text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('asideTitle')}</h2>
      <ul className="mt-4 grid gap-3">
        {expectations.map((item) => (
          <li key={item} className="flex gap-3 text-navy-800">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {item}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
