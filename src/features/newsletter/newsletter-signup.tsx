import { IslandMessages } from '@/components/site/island-messages';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NewsletterForm } from './newsletter-form';
import type { SubscriptionType } from '@/schemas/newsletter';

/** The newsletter box for a server page, with its words (`Newsletter.form` and `.errors`). Events page: type `events`; blog page: type `blog`. */
export function NewsletterSignup({ locale, subscriptionType, tone = 'light', className }: { locale: Locale; subscriptionType: SubscriptionType; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <IslandMessages locale={locale} namespaces={['Newsletter.form', 'Newsletter.errors']}>
      <NewsletterForm subscriptionType={subscriptionType} locale={locale} privacyHref={localizeHref('/privacy', locale)} tone={tone} className={className} />
    </IslandMessages>
  );
}
