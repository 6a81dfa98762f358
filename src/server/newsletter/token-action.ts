import 'server-only';
import type { Kysely } from 'kysely';
import { hasLocale } from 'next-intl';
import { redirect } from 'next/navigation';
import { localizeHref } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getDatabase } from '../db';
import type { Database, NewsletterSubscription } from '../db/database';
import { serverMessage } from '../messages';
import { logger } from '../logger';
import { maskEmail, type ConsentContext } from './subscriptions';

interface TokenAction {
  /** The page of the e-mailed link, which the outcome is shown on. */
  path: string;
  find: (db: Kysely<Database>, token: string) => Promise<NewsletterSubscription | undefined>;
  apply: (db: Kysely<Database>, token: string, context: ConsentContext) => Promise<unknown>;
  /** The sentence the page showed next to its button: the consent history keeps it as shown. */
  textKey: string;
  failure: string;
}

/**
 * The button of a newsletter link's page (confirm, unsubscribe): applies it with the page's sentence
 * recorded, then shows the outcome on the same page (POST, redirect, GET).
 */
export async function runNewsletterTokenAction(formData: FormData, { path, find, apply, textKey, failure }: TokenAction): Promise<never> {
  const token = String(formData.get('token') ?? '');
  const requested = String(formData.get('locale') ?? '');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let status: 'done' | 'error' = 'done';
  try {
    const db = getDatabase().db;
    const subscription = await find(db, token);
    const consentText = subscription ? serverMessage(locale, textKey, { email: maskEmail(subscription.email) }) : null;
    await apply(db, token, { locale, page: localizeHref(path, locale), consentText });
  } catch (error) {
    logger.error({ err: error }, failure);
    status = 'error';
  }
  redirect(localizeHref({ pathname: path, query: { token, status } }, locale));
}
