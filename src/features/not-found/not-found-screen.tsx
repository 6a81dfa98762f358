import { ArrowLeft, ArrowRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';

/** The "404 Page Not Found" screen, in the page's language. */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p aria-hidden className="text-7xl font-bold tracking-tight text-teal-700 sm:text-8xl">
          {t('code')}
        </p>
        <h1 className="mt-6 text-3xl font-bold text-navy-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{t('body')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonVariants({ variant: 'navy', size: 'lg' })}>
            <Back aria-hidden />
            {t('home')}
          </Link>
          <Link href="/request-demo" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('demo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
