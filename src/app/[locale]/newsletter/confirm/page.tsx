import { CircleAlert, CircleCheck, Clock, Mail } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PendingSubmitButton } from '@/features/newsletter/pending-submit-button';
import { LinkPageCard, linkQuery, shownEmail } from '@/features/newsletter/link-page';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { logger } from '@/server/logger';
import { confirmationState, findSubscriptionByConfirmationToken } from '@/server/newsletter/subscriptions';
import { confirmSubscription } from './actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm' });
  // A personal link: never indexed, and its token never leaves in a Referer header.
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type View = 'confirm' | 'done' | 'already' | 'expired' | 'invalid' | 'unavailable';

/**
 * The link of the confirmation e-mail (`?token=`), in both languages. Opening it changes nothing (mail
 * scanners open links): the visitor confirms with the button, a POST; then the outcome is shown.
 */
export default async function ConfirmSubscriptionPage({ params, searchParams }: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm' });
  const { token, status } = await linkQuery(searchParams);

  let view: View = 'invalid';
  let email = '';
  try {
    const subscription = token ? await findSubscriptionByConfirmationToken(getDatabase().db, token) : undefined;
    const state = confirmationState(subscription);
    if (subscription) email = shownEmail(subscription.email);
    if (status === 'error' && state === 'pending') view = 'unavailable';
    else if (state === 'pending') view = 'confirm';
    else if (state === 'already-active') view = status === 'done' ? 'done' : 'already';
    else if (state === 'expired') view = 'expired';
  } catch (error) {
    logger.error({ err: error }, 'confirmation page: database unavailable');
    view = 'unavailable';
  }

  const problem = view === 'invalid' || view === 'unavailable' || view === 'expired';
  const panels: Record<View, { icon: ReactNode; title: string; text: string }> = {
    confirm: { icon: <Mail className="size-7" />, title: t('confirmTitle'), text: t('confirmText', { email }) },
    done: { icon: <CircleCheck className="size-7" />, title: t('doneTitle'), text: t('doneText', { email }) },
    already: { icon: <CircleCheck className="size-7" />, title: t('alreadyTitle'), text: t('alreadyText', { email }) },
    expired: { icon: <Clock className="size-7" />, title: t('expiredTitle'), text: t('expiredText') },
    invalid: { icon: <CircleAlert className="size-7" />, title: t('invalidTitle'), text: t('invalidText') },
    unavailable: { icon: <CircleAlert className="size-7" />, title: t('confirmTitle'), text: t('unavailable') },
  };
  const panel = panels[view];

  return (
    <LinkPageCard view={view} problem={problem} icon={panel.icon} eyebrow={t('eyebrow')} title={panel.title} text={panel.text}>
      {view === 'confirm' || view === 'unavailable' ? (
        <form action={confirmSubscription} className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <PendingSubmitButton label={t('confirm')} pendingLabel={t('confirming')} />
        </form>
      ) : (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {(view === 'expired' || view === 'invalid') && (
            <Link href="/resources/events#newsletter" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('subscribeAgain')}
            </Link>
          )}
          <Link href="/" className={buttonVariants({ variant: view === 'expired' || view === 'invalid' ? 'outline' : 'primary', size: 'lg' })}>
            {t('home')}
          </Link>
        </div>
      )}
    </LinkPageCard>
  );
}
