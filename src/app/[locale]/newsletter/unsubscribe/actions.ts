'use server';

import { hasLocale } from 'next-intl';
import { redirect } from 'next/navigation';
import { localizeHref } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { getDatabase } from '@/server/db';
import { localizedPath } from '@/lib/seo';
import { serverMessage } from '@/server/i18n';
import { logger } from '@/server/logger';
import { findSubscriptionByToken, maskEmail, UNSUBSCRIBE_PATH, unsubscribeFromNewsletter } from '@/server/newsletter';

/** The confirm button of the unsubscribe page: ends the subscription, then shows the outcome (POST, redirect, GET). */
export async function confirmUnsubscribe(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const requested = String(formData.get('locale') ?? '');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let status: 'done' | 'error' = 'done';
  try {
    const db = getDatabase().db;
    const subscription = await findSubscriptionByToken(db, token);
    // The history keeps the question the page asked next to the button.
    const consentText = subscription ? serverMessage(locale, 'Newsletter.unsubscribe.confirmText', { email: maskEmail(subscription.email) }) : null;
    await unsubscribeFromNewsletter(db, token, { locale, page: localizedPath(UNSUBSCRIBE_PATH, locale), consentText });
  } catch (error) {
    logger.error({ err: error }, 'unsubscribe failed');
    status = 'error';
  }
  redirect(localizeHref({ pathname: UNSUBSCRIBE_PATH, query: { token, status } }, locale));
}
