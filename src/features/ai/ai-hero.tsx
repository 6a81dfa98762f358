import { Check } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { AiHeroIllustration } from './ai-hero-illustration';

export async function AiHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.hero' });
  const points = [t('points.predict'), t('points.assistant'), t('points.savings')];
  return (
    <PageHero
      locale={locale}
      eyebrow={t('eyebrow')}
      title={
        <>
          {t('titleStart')} <span className="text-teal-700">{t('titleHighlight')}</span>
        </>
      }
      lead={t('lead')}
      aside={<AiHeroIllustration />}
    >
      <ul className="mt-6 grid gap-2.5 sm:grid-cols-3 sm:gap-4">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-sm font-medium text-navy-900">
            <span aria-hidden className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-700">
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {t('primary')}
        </Link>
        <a href="#live" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('secondary')}
        </a>
      </div>
    </PageHero>
  );
}
