import { CircleAlert, CircleCheck, MailX } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { LinkPageCard, linkQuery, shownEmail } from '@/features/newsletter/link-page';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { logger } from '@/server/logger';
import { findSubscriptionByToken } from '@/server/newsletter/subscriptions';
import { contactsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';
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
  const { token, status } = await linkQuery(searchParams);

  let view: View = 'invalid';
  let email = '';
  try {
    const subscription = token ? await findSubscriptionByToken(getDatabase().db, token) : undefined;
    if (subscription) {
      email = shownEmail(subscription.email);
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
    invalid: { icon: <CircleAlert className="size-7" />, title: t('invalidTitle'), text: t('invalidText', { email: contactsOf(await publishedFacts()).email }) },
    unavailable: { icon: <CircleAlert className="size-7" />, title: t('confirmTitle'), text: t('unavailable') },
  };
  const panel = panels[view];

  return (
    <LinkPageCard view={view} problem={view === 'invalid' || view === 'unavailable'} icon={panel.icon} eyebrow={t('eyebrow')} title={panel.title} text={panel.text}>
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
    </LinkPageCard>
  );
}
