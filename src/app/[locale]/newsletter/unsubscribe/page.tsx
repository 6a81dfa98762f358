import { CircleAlert, CircleCheck, MailX } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { logger } from '@/server/logger';
import { findSubscriptionByToken, maskEmail } from '@/server/newsletter';
import { confirmUnsubscribe } from './actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.unsubscribe' });
  // A personal link: never indexed, and its token never leaves in a Referer header.
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type View = 'confirm' | 'done' | 'already' | 'invalid' | 'unavailable';

/** The unsubscribe link of every subscription (`?token=`), in both languages: confirm, then done. */
export default async function UnsubscribePage({ params, searchParams }: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.unsubscribe' });
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const status = typeof query.status === 'string' ? query.status : '';

  let view: View = 'invalid';
  let email = '';
  try {
    const subscription = token ? await findSubscriptionByToken(getDatabase().db, token) : undefined;
    if (subscription) {
      // Isolated left-to-right, so the address reads correctly inside Arabic text.
      email = `\u2066${maskEmail(subscription.email)}\u2069`;
      if (status === 'error') view = 'unavailable';
      else if (subscription.status === 'active' || subscription.status === 'pending') view = 'confirm';
      else view = status === 'done' ? 'done' : 'already';
    }
  } catch (error) {
    logger.error({ err: error }, 'unsubscribe page: database unavailable');
    view = 'unavailable';
  }

  const panels: Record<View, { icon: ReactNode; title: string; text: string }> = {
    confirm: { icon: <MailX className="size-7" />, title: t('confirmTitle'), text: t('confirmText', { email }) },
    done: { icon: <CircleCheck className="size-7" />, title: t('doneTitle'), text: t('doneText', { email }) },
    already: { icon: <CircleCheck className="size-7" />, title: t('alreadyTitle'), text: t('alreadyText', { email }) },
    invalid: { icon: <CircleAlert className="size-7" />, title: t('invalidTitle'), text: t('invalidText', { email: site.supportEmail }) },
    unavailable: { icon: <CircleAlert className="size-7" />, title: t('confirmTitle'), text: t('unavailable') },
  };
  const panel = panels[view];

  return (
    <section className="bg-gradient-to-b from-navy-50 to-white px-4 py-16 sm:py-24">
      <div data-view={view} className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span aria-hidden className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${view === 'invalid' || view === 'unavailable' ? 'bg-danger-50 text-danger' : 'bg-teal-50 text-teal-700'}`}>
          {panel.icon}
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{panel.title}</h1>
        <p className="mt-4 text-pretty text-muted">{panel.text}</p>
        {view === 'confirm' || view === 'unavailable' ? (
          <form action={confirmUnsubscribe} className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" variant="danger" size="lg">
              {t('confirm')}
            </Button>
            <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('keep')}
            </Link>
          </form>
        ) : (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/resources/events" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('events')}
            </Link>
            <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('home')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
