import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import type { Locale } from '@/i18n/routing';

export async function AiCallToAction({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.cta' });
  return (
    <CtaBand
      id="ai-cta-title"
      title={t('title')}
      lead={t('lead')}
      primary={{ href: '/request-demo', label: t('primary') }}
      secondary={{ href: '/', label: t('secondary') }}
    />
  );
}
