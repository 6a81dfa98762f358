import { CheckCircle2 } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { Figures } from '@/components/site/figures';
import { standards } from '@/content/facts';
import { trustIndicators } from '@/content/landing';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { DashboardMockup } from './dashboard-mockup';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-navy-50 via-white to-white">
      <div aria-hidden className="pointer-events-none absolute -end-40 -top-40 size-[32rem] rounded-full bg-teal-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-20">
        <div>
          <p className="w-fit rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('hero.badge')}</p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance text-navy-900 sm:text-5xl lg:text-[3.5rem]">
            {t('hero.titleStart')} <span className="text-teal-700">{t('hero.titleHighlight')}</span> {t('hero.titleEnd')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted">{t('hero.description')}</p>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
            {trustIndicators.map((indicator) => (
              <li key={indicator.en} className="flex items-center gap-1.5 text-sm font-medium text-navy-800">
                <CheckCircle2 aria-hidden className="size-4 text-teal-700" />
                <span>
                  <Figures text={indicator[locale]} />
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('hero.primary')}
            </Link>
            <Link href="/ai-features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('hero.secondary')}
            </Link>
          </div>
        </div>
        <DashboardMockup locale={locale} />
      </div>
      <div className="relative mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <h2 id="standards-title" className="text-center text-sm font-semibold text-muted">
          {t('trusted.title')}
        </h2>
        <ul aria-labelledby="standards-title" className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-4" data-standards>
          {standards.map((standard) => (
            <li key={standard.id} className="border-s-2 border-teal-600 ps-3">
              <p className="text-sm leading-tight font-bold text-navy-900">{standard.mark[locale]}</p>
              <p className="mt-1 text-xs leading-relaxed text-muted">
                <Figures text={standard.does[locale]} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
