import 'server-only';
import type { Kysely } from 'kysely';
import { env } from '@/env';
import type { Database, NewsletterSubscription } from '../db/database';
import { serverMessage } from '../messages';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import type { Job } from '../jobs/runner';
import { sendMailBatches } from '../mail/batches';
import { CONFIRMATION_TTL_MS, confirmUrl, expireStaleConfirmations, hashToken, newConfirmationToken } from './subscriptions';

/** A confirmation that could not be sent for this long (mail down) is no longer sent: it would arrive out of the blue. */
const SEND_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The confirmation e-mail goes to the visitor, so it needs an SMTP server only, not LEADS_NOTIFY_EMAIL. */
export interface NewsletterMailSettings {
  smtpUrl: string;
  from: string;
}

/** Mail is configured when SMTP_URL is set: then subscriptions are double opt-in. */
export function newsletterMailSettingsFromEnv(): NewsletterMailSettings | null {
  return env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null;
}

/** The confirmation e-mail, in the language of the page the visitor subscribed on. */
export function confirmationEmail(subscription: Pick<NewsletterSubscription, 'email' | 'consent_locale'>, token: string): { subject: string; text: string } {
  const locale = subscription.consent_locale;
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `Newsletter.confirmationEmail.${key}`, values);
  const text = [m('greeting'), '', m('asked', { email: subscription.email }), '', m('link'), confirmUrl(token, locale), '', m('expires'), m('ignore'), '', m('signature')].join('\n');
  return { subject: m('subject'), text };
}

/**
 * Sends the confirmation e-mail of every pending subscription that still needs one (outbox:
 * `confirmation_sent_at` is null), after the subscription was committed and never inside a request.
 * Each subscription is claimed (its `confirmation_sent_at` set) so that two instances never both send
 * one; its e-mail carries a new token whose hash replaces the previous one. A failure gives the
 * subscription back for the next run.
 */
export async function sendPendingConfirmations(db: Kysely<Database>, settings: NewsletterMailSettings, now = new Date()): Promise<number> {
  await expireStaleConfirmations(db, now);
  const at = now.toISOString();
  const claimed = await claimRows(db, 'newsletter_subscriptions', {
    claimable: (eb) => eb.and([eb('status', '=', 'pending'), eb('confirmation_sent_at', 'is', null), eb('consent_at', '>=', new Date(now.getTime() - SEND_WINDOW_MS).toISOString())]),
    set: { confirmation_sent_at: at },
    mark: 'confirmation_sent_at',
    orderBy: 'consent_at',
    limit: 50,
  }, now);
  const giveBack = (rows: { id: string }[]) => releaseRows(db, 'newsletter_subscriptions', 'confirmation_sent_at', rows);
  const settle = (rows: { id: string }[]) => settleRows(db, 'newsletter_subscriptions', 'confirmation_sent_at', rows);
  const ready: { subscription: NewsletterSubscription; token: string; id: string }[] = [];
  try {
    for (const subscription of claimed) {
      const token = newConfirmationToken();
      const stored = await db
        .updateTable('newsletter_subscriptions')
        .set({ confirmation_token_hash: hashToken(token), confirmation_expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString() })
        .where('id', '=', subscription.id)
        .where('confirmation_sent_at', '=', at)
        .executeTakeFirst();
      // Changed since the claim (the visitor subscribed again): the next run sends the e-mail it needs.
      if (Number(stored.numUpdatedRows) > 0) ready.push({ subscription, token, id: subscription.id });
    }
  } catch (error) {
    await giveBack(claimed);
    throw error;
  }
  return sendMailBatches(settings, [{ rows: ready, message: ({ subscription, token }) => ({ to: subscription.email, ...confirmationEmail(subscription, token) }), giveBack, settle }]);
}

/** The newsletter's confirmation e-mails; nothing when no SMTP server is configured. */
export function newsletterMailJob(settings: () => NewsletterMailSettings | null = () => newsletterMailSettingsFromEnv()): Job {
  return {
    name: 'newsletter-mail',
    enabled: () => settings() !== null,
    everyMs: 5 * 60 * 1000,
    run: async (db) => {
      const current = settings();
      return current ? sendPendingConfirmations(db, current) : 0;
    },
  };
}
