'use server';

import { hasLocale } from 'next-intl';
import { redirect } from 'next/navigation';
import { localizeHref } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { getDatabase } from '@/server/db';
import { logger } from '@/server/logger';
import { UNSUBSCRIBE_PATH, unsubscribeFromNewsletter } from '@/server/newsletter';

/** The confirm button of the unsubscribe page: ends the subscription, then shows the outcome (POST, redirect, GET). */
export async function confirmUnsubscribe(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const requested = String(formData.get('locale') ?? '');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let status: 'done' | 'error' = 'done';
  try {
    await unsubscribeFromNewsletter(getDatabase().db, token);
  } catch (error) {
    logger.error({ err: error }, 'unsubscribe failed');
    status = 'error';
  }
  redirect(localizeHref({ pathname: UNSUBSCRIBE_PATH, query: { token, status } }, locale));
}
