import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.hero' });
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-navy-50 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20">
        <p className="w-fit rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('badge')}</p>
        <h1 id="hero-title" className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance text-navy-900 sm:text-5xl lg:text-6xl">
          {t('titleStart')} <span className="text-teal-700">{t('titleHighlight')}</span> {t('titleEnd')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t('description')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('primary')}
          </Link>
          <Link href="/ai-features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
