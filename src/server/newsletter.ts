import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail, type NewsletterPayload, type SubscriptionType } from '@/features/newsletter/schema';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, localizedPath } from '@/lib/seo';
import type { Database, NewsletterSubscription } from './db/database';

/**
 * Unsubscribe links carry a random 256-bit token stored with the subscription, not an HMAC of it:
 * it cannot be forged or guessed, needs no secret to configure, share between instances or keep
 * stable across restarts, survives a change of address case, and can be rotated for one subscriber.
 * A re-subscription keeps the token, so every link ever sent to that address keeps working.
 */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens as we make them: 43 characters of base64url. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The subscriber's unsubscribe page, in the language they subscribed in. */
export function unsubscribeUrl(token: string, locale: Locale): string {
  return absoluteUrl(`${localizedPath(UNSUBSCRIBE_PATH, locale)}?token=${encodeURIComponent(token)}`);
}

export interface NewsletterConsent {
  email: string;
  subscriptionType: SubscriptionType;
  locale: Locale;
  source?: string;
}

export interface SubscriptionOutcome {
  id: string;
  /** For the unsubscribe link of the e-mails this address receives (see `unsubscribeUrl`). */
  unsubscribeToken: string;
}

const defaultSource: Record<SubscriptionType, string> = { events: '/resources/events', blog: '/resources/blog' };

/**
 * Subscribes an address, or re-activates and refreshes the consent of the subscription it already has
 * (any letter case). One atomic upsert on the unique lower-cased address: concurrent identical requests
 * can neither duplicate the row nor fail on the unique index, on SQLite and PostgreSQL alike.
 */
export async function subscribeToNewsletter(db: Kysely<Database>, consent: NewsletterConsent | NewsletterPayload, now = new Date()): Promise<SubscriptionOutcome> {
  const timestamp = now.toISOString();
  const email = consent.email.trim();
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({
      id: randomUUID(),
      email,
      email_normalized: normalizeEmail(email),
      subscription_type: consent.subscriptionType,
      is_active: 1,
      subscribed_at: timestamp,
      unsubscribed_at: null,
      consent_at: timestamp,
      consent_locale: consent.locale,
      consent_source: consent.source || defaultSource[consent.subscriptionType],
      unsubscribe_token: newUnsubscribeToken(),
    })
    .onConflict((conflict) =>
      conflict.column('email_normalized').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        subscription_type: eb.ref('excluded.subscription_type'),
        // SET sees the row as it was: an active subscription keeps its start, an inactive one restarts now.
        subscribed_at: eb
          .case()
          .when('newsletter_subscriptions.is_active', '=', 1)
          .then(eb.ref('newsletter_subscriptions.subscribed_at'))
          .else(eb.ref('excluded.subscribed_at'))
          .end(),
        is_active: 1,
        unsubscribed_at: null,
        consent_at: eb.ref('excluded.consent_at'),
        consent_locale: eb.ref('excluded.consent_locale'),
        consent_source: eb.ref('excluded.consent_source'),
      })),
    )
    .returning(['id', 'unsubscribe_token'])
    .executeTakeFirstOrThrow();
  return { id: row.id, unsubscribeToken: row.unsubscribe_token };
}

export async function findSubscriptionByToken(db: Kysely<Database>, token: string): Promise<NewsletterSubscription | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return db.selectFrom('newsletter_subscriptions').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst();
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-inactive' | 'unknown-token';

/** Ends the subscription of a link's token; idempotent. */
export async function unsubscribeFromNewsletter(db: Kysely<Database>, token: string, now = new Date()): Promise<UnsubscribeOutcome> {
  if (!isWellFormedToken(token)) return 'unknown-token';
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ is_active: 0, unsubscribed_at: now.toISOString() })
    .where('unsubscribe_token', '=', token)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'unsubscribed';
  return (await findSubscriptionByToken(db, token)) ? 'already-inactive' : 'unknown-token';
}

/** An address with most of its local part hidden, to show on the unsubscribe page: "no***@example.sa". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

/** Every subscription, newest first, for staff. */
export async function listSubscriptions(db: Kysely<Database>) {
  return db.selectFrom('newsletter_subscriptions').selectAll().orderBy('subscribed_at', 'desc').execute();
}

export const subscriptionCsvHeader = ['Email', 'Subscription Type', 'Status', 'Subscribed Date', 'Unsubscribed Date'];

/** One CSV row per spec §9: dates as yyyy-MM-dd HH:mm:ss. */
export function subscriptionCsvRow(subscription: NewsletterSubscription, formatDate: (iso: string | null) => string) {
  return [subscription.email, subscription.subscription_type, subscription.is_active ? 'Active' : 'Inactive', formatDate(subscription.subscribed_at), formatDate(subscription.unsubscribed_at)];
}
