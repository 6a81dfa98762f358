import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail, type NewsletterPayload, type SubscriptionType } from '@/schemas/newsletter';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import type { ConsentEventKind, Database, NewsletterConsentEvent, NewsletterSubscription, NewsletterSubscriptionUpdate, SubscriptionStatus } from '../db/database';
import { DAY_MS } from '@/lib/riyadh-time';
import { inTransaction } from '../db/transaction';

/** Per address: a whole office subscribing is fine, a list of addresses pasted in by a script is not. */
export const NEWSLETTER_LIMIT = { name: 'newsletter', points: 20, windowSeconds: 15 * 60 };

/**
 * Unsubscribe links carry a random 256-bit token stored with the subscription, not an HMAC of it:
 * it cannot be forged or guessed, needs no secret to configure, share between instances or keep
 * stable across restarts, survives a change of address case, and can be rotated for one subscriber.
 * A re-subscription keeps the token, so every link ever sent to that address keeps working.
 */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The secret of a confirmation link: 256 random bits, like an unsubscribe token; only its hash is stored. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens as we make them: 43 characters of base64url. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The subscriber's unsubscribe page, in the language they subscribed in. */
export function unsubscribeUrl(token: string, locale: Locale): string {
  return absoluteUrl(`${localizeHref(UNSUBSCRIBE_PATH, locale)}?token=${encodeURIComponent(token)}`);
}

export const CONFIRM_PATH = '/newsletter/confirm';

/** The confirmation page of a pending subscription, in the language it was asked for in. */
export function confirmUrl(token: string, locale: Locale): string {
  return absoluteUrl(`${localizeHref(CONFIRM_PATH, locale)}?token=${encodeURIComponent(token)}`);
}

/** How long the link of a confirmation e-mail works. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** Asking again while pending sends a new e-mail, at most once in this time per subscription. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** Only this digest of a confirmation token is stored: a copy of the database cannot confirm anyone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewsletterConsent {
  email: string;
  subscriptionType: SubscriptionType;
  locale: Locale;
  source?: string;
  /** The exact sentence the visitor agreed to, in the page's language. */
  consentText?: string;
}

export interface SubscribeOptions {
  /** Mail is configured: a new subscription waits for the link of its confirmation e-mail. */
  doubleOptIn?: boolean;
  now?: Date;
}

export interface SubscriptionOutcome {
  id: string;
  /** For the unsubscribe link of the e-mails this address receives (see `unsubscribeUrl`). */
  unsubscribeToken: string;
  status: SubscriptionStatus;
  /** What the consent history recorded. */
  event: ConsentEventKind;
}

const defaultSource: Record<SubscriptionType, string> = { events: '/resources/events', blog: '/resources/blog' };
const ended = (status: SubscriptionStatus) => status === 'unsubscribed' || status === 'expired';

/**
 * Subscribes an address (any letter case), or renews the consent of the subscription it already has,
 * and records the step in the consent history, in one transaction.
 *
 * Single opt-in (no mail configured): the subscription is active at once. Double opt-in: a new or
 * ended subscription is `pending` until its confirmation link is followed; an active one stays active;
 * a pending one asked for again gets a new e-mail, at most one per RESEND_AFTER_MS.
 *
 * The first statement inserts the row or, on the unique lower-cased address, makes a no-op update of
 * it that returns it as it was: that locks the row on PostgreSQL, so concurrent requests for one
 * address queue up behind each other and can neither duplicate the row nor fail on the index (SQLite
 * runs one transaction at a time). Three statements in all, so the row is held only briefly.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  consent: NewsletterConsent | NewsletterPayload,
  { doubleOptIn = false, now = new Date() }: SubscribeOptions = {},
): Promise<SubscriptionOutcome> {
  const timestamp = now.toISOString();
  const email = consent.email.trim();
  const fresh: SubscriptionStatus = doubleOptIn ? 'pending' : 'active';
  const expires = doubleOptIn ? new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString() : null;
  const page = consent.source || defaultSource[consent.subscriptionType];
  const consentText = 'consentText' in consent ? (consent.consentText ?? null) : null;
  // Inside a caller's transaction (an event registration that ticked the newsletter box) it joins that one.
  return inTransaction(db, async (trx) => {
    const newId = randomUUID();
    // The new row, or the existing one as it was (the no-op update returns the values it kept).
    const current = await trx
      .insertInto('newsletter_subscriptions')
      .values({
        id: newId,
        email,
        email_normalized: normalizeEmail(email),
        subscription_type: consent.subscriptionType,
        status: fresh,
        is_active: fresh === 'active' ? 1 : 0,
        subscribed_at: timestamp,
        unsubscribed_at: null,
        consent_at: timestamp,
        consent_locale: consent.locale,
        consent_source: page,
        unsubscribe_token: newUnsubscribeToken(),
        confirmation_token_hash: null,
        confirmation_expires_at: expires,
        confirmation_sent_at: null,
      })
      .onConflict((conflict) => conflict.column('email_normalized').doUpdateSet((eb) => ({ email_normalized: eb.ref('excluded.email_normalized') })))
      .returningAll()
      .executeTakeFirstOrThrow();
    const { id } = current;

    let status = fresh;
    let event: ConsentEventKind = 'requested';
    if (id !== newId) {
      status = current.status === 'active' ? 'active' : fresh;
      const changes: NewsletterSubscriptionUpdate = {
        email,
        subscription_type: consent.subscriptionType,
        status,
        is_active: status === 'active' ? 1 : 0,
        consent_at: timestamp,
        consent_locale: consent.locale,
        consent_source: page,
      };
      if (ended(current.status)) {
        // A new subscription period: new start, and a new confirmation e-mail if one is needed.
        event = 'resubscribed';
        Object.assign(changes, { subscribed_at: timestamp, unsubscribed_at: null, confirmation_token_hash: null, confirmation_sent_at: null, confirmation_expires_at: expires });
      } else if (status === 'pending') {
        const sentAt = current.confirmation_sent_at;
        if (!sentAt) changes.confirmation_expires_at = expires;
        else if (now.getTime() - Date.parse(sentAt) >= RESEND_AFTER_MS) Object.assign(changes, { confirmation_sent_at: null, confirmation_expires_at: expires });
      } else if (current.status === 'pending') {
        // Mail is no longer configured: the form itself is the consent, as for a new address.
        Object.assign(changes, { subscribed_at: timestamp, confirmation_expires_at: null });
      }
      await trx.updateTable('newsletter_subscriptions').set(changes).where('id', '=', id).execute();
    }
    await trx
      .insertInto('newsletter_consent_events')
      .values({ id: randomUUID(), subscription_id: id, event, consent_text: consentText, page, locale: consent.locale, created_at: timestamp })
      .execute();
    return { id, unsubscribeToken: current.unsubscribe_token, status, event };
  });
}

export async function findSubscriptionByToken(db: Kysely<Database>, token: string): Promise<NewsletterSubscription | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return db.selectFrom('newsletter_subscriptions').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst();
}

/** The subscription of a confirmation link's token (the newest e-mail's only). */
export async function findSubscriptionByConfirmationToken(db: Kysely<Database>, token: string): Promise<NewsletterSubscription | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return db.selectFrom('newsletter_subscriptions').selectAll().where('confirmation_token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Where a visitor acted, for the consent history: the page's language and path, and the sentence shown. */
export interface ConsentContext {
  locale: Locale;
  page?: string | null;
  consentText?: string | null;
  now?: Date;
}

export type ConfirmOutcome = 'confirmed' | 'already-active' | 'expired' | 'unknown-token';

/** What a confirmation link's subscription shows before the button is pressed. */
export function confirmationState(subscription: NewsletterSubscription | undefined, now = new Date()): ConfirmOutcome | 'pending' {
  if (!subscription) return 'unknown-token';
  if (subscription.status === 'active') return 'already-active';
  if (subscription.status === 'pending' && subscription.confirmation_expires_at && subscription.confirmation_expires_at > now.toISOString()) return 'pending';
  return 'expired';
}

/**
 * The button of the confirmation page: activates the pending subscription of the link, once, and
 * records the confirmation with the sentence shown. An expired link ends the pending subscription.
 */
export async function confirmNewsletterSubscription(db: Kysely<Database>, token: string, { locale, page = null, consentText = null, now = new Date() }: ConsentContext): Promise<ConfirmOutcome> {
  const subscription = await findSubscriptionByConfirmationToken(db, token);
  const state = confirmationState(subscription, now);
  if (state === 'expired' && subscription?.status === 'pending') await expireStaleConfirmations(db, now);
  if (state !== 'pending') return state;
  if (!subscription) return 'unknown-token';
  const timestamp = now.toISOString();
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('newsletter_subscriptions')
      .set({ status: 'active', is_active: 1, subscribed_at: timestamp, unsubscribed_at: null, confirmation_expires_at: null })
      .where('id', '=', subscription.id)
      .where('status', '=', 'pending')
      .where('confirmation_token_hash', '=', hashToken(token))
      .executeTakeFirst();
    // Pressed twice at once: the other press won.
    if (Number(result.numUpdatedRows) === 0) return 'already-active';
    await trx
      .insertInto('newsletter_consent_events')
      .values({ id: randomUUID(), subscription_id: subscription.id, event: 'confirmed', consent_text: consentText, page, locale, created_at: timestamp })
      .execute();
    return 'confirmed';
  });
}

/**
 * Ends every pending subscription whose confirmation link has expired, recording the expiry (at the
 * moment the link stopped working). Run by the confirmation mail's runs and before staff read the list.
 */
export async function expireStaleConfirmations(db: Kysely<Database>, now = new Date()): Promise<number> {
  const stale = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'consent_locale', 'confirmation_expires_at'])
    .where('status', '=', 'pending')
    .where('confirmation_expires_at', '<=', now.toISOString())
    .execute();
  let expired = 0;
  for (const row of stale) {
    expired += await inTransaction(db, async (trx) => {
      const result = await trx.updateTable('newsletter_subscriptions').set({ status: 'expired', is_active: 0 }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return 0;
      await trx
        .insertInto('newsletter_consent_events')
        .values({ id: randomUUID(), subscription_id: row.id, event: 'expired', consent_text: null, page: null, locale: row.consent_locale, created_at: row.confirmation_expires_at ?? now.toISOString() })
        .execute();
      return 1;
    });
  }
  return expired;
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-inactive' | 'unknown-token';

/** Ends the subscription of a link's token (active or still pending) and records it; idempotent. */
export async function unsubscribeFromNewsletter(db: Kysely<Database>, token: string, context: Partial<ConsentContext> = {}): Promise<UnsubscribeOutcome> {
  if (!isWellFormedToken(token)) return 'unknown-token';
  const timestamp = (context.now ?? new Date()).toISOString();
  const done = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('newsletter_subscriptions')
      .set({ status: 'unsubscribed', is_active: 0, unsubscribed_at: timestamp, confirmation_expires_at: null })
      .where('unsubscribe_token', '=', token)
      .where('status', 'in', ['active', 'pending'])
      .returning(['id', 'consent_locale'])
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('newsletter_consent_events')
      .values({
        id: randomUUID(),
        subscription_id: row.id,
        event: 'unsubscribed',
        consent_text: context.consentText ?? null,
        page: context.page ?? null,
        locale: context.locale ?? row.consent_locale,
        created_at: timestamp,
      })
      .execute();
    return true;
  });
  if (done) return 'unsubscribed';
  return (await findSubscriptionByToken(db, token)) ? 'already-inactive' : 'unknown-token';
}

/** An address with most of its local part hidden, to show on the unsubscribe page: "no***@example.sa". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

export const subscriptionStatuses = ['active', 'pending', 'unsubscribed', 'expired'] as const satisfies readonly SubscriptionStatus[];

/** Subscriptions, newest first, for staff; `status` narrows them (the "active" export leaves pending ones out). */
export async function listSubscriptions(db: Kysely<Database>, { status }: { status?: SubscriptionStatus } = {}) {
  let query = db.selectFrom('newsletter_subscriptions').selectAll().orderBy('subscribed_at', 'desc');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/** The consent history of these subscriptions, oldest step first, by subscription. */
export async function consentHistories(db: Kysely<Database>, subscriptionIds: string[]): Promise<Map<string, NewsletterConsentEvent[]>> {
  const histories = new Map<string, NewsletterConsentEvent[]>();
  for (let start = 0; start < subscriptionIds.length; start += 500) {
    const rows = await db
      .selectFrom('newsletter_consent_events')
      .selectAll()
      .where('subscription_id', 'in', subscriptionIds.slice(start, start + 500))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) histories.set(row.subscription_id, [...(histories.get(row.subscription_id) ?? []), row]);
  }
  return histories;
}

export const subscriptionCsvHeader = ['Email', 'Subscription Type', 'Status', 'Subscribed Date', 'Unsubscribed Date'];

const csvStatus: Record<SubscriptionStatus, string> = { active: 'Active', pending: 'Pending confirmation', unsubscribed: 'Unsubscribed', expired: 'Confirmation expired' };

/** One CSV row: dates as yyyy-MM-dd HH:mm:ss; the status says pending ones are not active. */
export function subscriptionCsvRow(subscription: NewsletterSubscription, formatDate: (iso: string | null) => string) {
  return [subscription.email, subscription.subscription_type, csvStatus[subscription.status], formatDate(subscription.subscribed_at), formatDate(subscription.unsubscribed_at)];
}
