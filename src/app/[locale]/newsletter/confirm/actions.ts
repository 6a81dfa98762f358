'use server';

import { hasLocale } from 'next-intl';
import { redirect } from 'next/navigation';
import { localizeHref } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { localizedPath } from '@/lib/seo';
import { getDatabase } from '@/server/db';
import { serverMessage } from '@/server/i18n';
import { logger } from '@/server/logger';
import { CONFIRM_PATH, confirmNewsletterSubscription, findSubscriptionByConfirmationToken, maskEmail } from '@/server/newsletter';

/**
 * The button of the confirmation page: activates the subscription, then shows the outcome (POST,
 * redirect, GET). Confirming takes this POST, never the e-mail link's GET, because mail scanners
 * open links to check them and would otherwise subscribe addresses nobody confirmed.
 */
export async function confirmSubscription(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const requested = String(formData.get('locale') ?? '');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let status: 'done' | 'error' = 'done';
  try {
    const db = getDatabase().db;
    const subscription = await findSubscriptionByConfirmationToken(db, token);
    // The history keeps the sentence the page showed next to the button, as it showed it.
    const consentText = subscription ? serverMessage(locale, 'Newsletter.confirm.confirmText', { email: maskEmail(subscription.email) }) : null;
    await confirmNewsletterSubscription(db, token, { locale, page: localizedPath(CONFIRM_PATH, locale), consentText });
  } catch (error) {
    logger.error({ err: error }, 'newsletter confirmation failed');
    status = 'error';
  }
  redirect(localizeHref({ pathname: CONFIRM_PATH, query: { token, status } }, locale));
}
