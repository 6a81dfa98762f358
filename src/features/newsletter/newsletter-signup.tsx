import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { NewsletterForm } from './newsletter-form';
import type { SubscriptionType } from './schema';

/**
 * The newsletter box for a server page: hands the island only its `Newsletter.form` and
 * `Newsletter.errors` strings. Events page: type `events`; blog page: type `blog`.
 */
export async function NewsletterSignup({ locale, subscriptionType, tone = 'light', className }: { locale: Locale; subscriptionType: SubscriptionType; tone?: 'light' | 'dark'; className?: string }) {
  const { Newsletter } = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Newsletter: { form: Newsletter.form, errors: Newsletter.errors } }}>
      <NewsletterForm subscriptionType={subscriptionType} tone={tone} className={className} />
    </NextIntlClientProvider>
  );
}
