import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { landingClaims } from '@/content/landing';
import type { Locale } from '@/i18n/routing';

export async function ClosingCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.cta' });
  return (
    <CtaBand
      id="closing-cta-title"
      title={t('title')}
      lead={t('lead')}
      primary={{ href: '/detailed-demo-request', label: t('primary') }}
      secondary={{ href: '/ai-features?tab=recommendations', label: t('secondary') }}
    >
      <dl className="relative mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4 border-t border-white/15 pt-8">
        {landingClaims.map((claim) => (
          <div key={claim.value} className="flex flex-col gap-1">
            <dt className="text-xs text-white/75 sm:text-sm">{claim.label[locale]}</dt>
            <dd className="order-first text-2xl font-bold text-white sm:text-3xl">
              <bdi className="whitespace-nowrap">{claim.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </CtaBand>
  );
}
