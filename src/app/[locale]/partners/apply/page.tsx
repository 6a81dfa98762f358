import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Check } from '@/components/icons';
import { IslandMessages } from '@/components/site/island-messages';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { WhatsAppLink } from '@/components/site/whatsapp-link';
import { Card } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import { partnerLevels, partnershipsPage, partnershipTypes } from '@/content/partnerships';
import { PartnerForm } from '@/features/partners/partner-form';
import { getPathname, Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';

const PATH = '/partners/apply';

const meta = {
  title: { en: 'Apply to Become a Partner', ar: 'طلب الانضمام كشريك' },
  description: {
    en: 'Apply to the Siyana partner program as an implementation, technology or referral partner, at Bronze, Silver or Gold level. Our partner team replies within one working hour.',
    ar: 'قدّم طلب الانضمام إلى برنامج شركاء Siyana كشريك تنفيذ أو تقنية أو إحالة، بالمستوى البرونزي أو الفضي أو الذهبي. يرد فريق الشراكات خلال ساعة عمل واحدة.',
  },
};

export function generateMetadata({ params }: PageProps<'/[locale]/partners/apply'>): Promise<Metadata> {
  return localizedMetadata(params, meta, PATH);
}

export default async function PartnerApplyPage({ params }: PageProps<'/[locale]/partners/apply'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Conversation' });
  const types = partnershipTypes.map((type) => ({ value: type.id, label: type.title[locale] }));
  const levels = partnerLevels.map((level) => ({ value: level.id, label: level.name[locale] }));
  const backLink = (
    <Link href="/resources/partnerships" className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
      {t('partner.backToProgram')}
      <ArrowRight aria-hidden className="rtl-mirror size-4" />
    </Link>
  );
  return (
    <>
      <section className="bg-gradient-to-b from-navy-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <p className="w-fit rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('partner.eyebrow')}</p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-navy-900 sm:text-5xl">{t('partner.title')}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t('partner.lead')}</p>
            <ul className="mt-8 grid gap-3">
              {partnerLevels.map((level) => (
                <li key={level.id} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-5 shrink-0 text-teal-700" />
                  <span>
                    <span className="font-semibold text-navy-900">{level.name[locale]}</span>
                    <span className="text-muted"> · {level.tagline[locale]}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-8 text-sm text-muted">{t('whatsappQuestion')}</p>
            <WhatsAppLink locale={locale} page={PATH} className="mt-3" />
            <p className="mt-6">
              <Link href="/resources/partnerships" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'px-0 text-teal-700')}>
                {partnershipsPage.hero.eyebrow[locale]}
                <ArrowRight aria-hidden className="rtl-mirror" />
              </Link>
            </p>
          </div>
          <Card className="p-5 sm:p-8 lg:col-span-3">
            <h2 className="mb-6 text-xl font-bold text-navy-900">{t('partner.formTitle')}</h2>
            <IslandMessages locale={locale} namespaces={['Conversation.partner']}>
              <PartnerForm
                types={types}
                levels={levels}
                page={getPathname({ href: PATH, locale })}
                backLink={backLink}
                whatsapp={<WhatsAppLink locale={locale} page={PATH} variant="primary" />}
              />
            </IslandMessages>
          </Card>
        </div>
      </section>
      <PhoneActionBar locale={locale} page={PATH} />
    </>
  );
}
