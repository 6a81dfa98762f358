import { CircleAlert, CircleCheck, Clock, Mail } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PendingSubmitButton } from '@/features/newsletter/pending-submit-button';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { logger } from '@/server/logger';
import { confirmationState, findSubscriptionByConfirmationToken, maskEmail } from '@/server/newsletter';
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
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const status = typeof query.status === 'string' ? query.status : '';

  let view: View = 'invalid';
  let email = '';
  try {
    const subscription = token ? await findSubscriptionByConfirmationToken(getDatabase().db, token) : undefined;
    const state = confirmationState(subscription);
    // Isolated left-to-right, so the address reads correctly inside Arabic text.
    if (subscription) email = `\u2066${maskEmail(subscription.email)}\u2069`;
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
    <section className="bg-gradient-to-b from-navy-50 to-white px-4 py-16 sm:py-24">
      <div data-view={view} className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span aria-hidden className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${problem ? 'bg-danger-50 text-danger' : 'bg-teal-50 text-teal-700'}`}>
          {panel.icon}
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{panel.title}</h1>
        <p className="mt-4 text-pretty text-muted">{panel.text}</p>
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
      </div>
    </section>
  );
}
