import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NewsletterForm } from './newsletter-form';
import type { SubscriptionType } from '@/schemas/newsletter';

/** The newsletter box for a server page: translated here, handed to the island as plain strings. Events page: type `events`; blog page: type `blog`. */
export async function NewsletterSignup({ locale, subscriptionType, tone = 'light', className }: { locale: Locale; subscriptionType: SubscriptionType; tone?: 'light' | 'dark'; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const labels = {
    label: t('form.label'),
    placeholder: t('form.placeholder'),
    submit: t('form.submit'),
    submitting: t('form.submitting'),
    success: t('form.success'),
    failure: t('form.failure'),
    note: t('form.note'),
    privacyLink: t('form.privacyLink'),
    honeypot: t('form.honeypot'),
    errors: {
      emailRequired: t('errors.emailRequired'),
      invalidEmail: t('errors.invalidEmail'),
      subscriptionType: t('errors.subscriptionType'),
      tooLong: t('errors.tooLong'),
      invalidText: t('errors.invalidText'),
    },
  };
  return <NewsletterForm subscriptionType={subscriptionType} locale={locale} labels={labels} privacyHref={localizeHref('/privacy', locale)} tone={tone} className={className} />;
}
