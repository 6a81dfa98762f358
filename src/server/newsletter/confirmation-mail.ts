import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { env } from '@/env';
import type { Database, NewsletterSubscription } from '../db/database';
import { serverMessage } from '../messages';
import { backgroundMailRun } from '../mail/background-run';
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
 * Each e-mail carries a new token whose hash replaces the previous one, claimed with a conditional
 * update so that two instances cannot both send one. A failure leaves the row for the next run.
 */
export async function sendPendingConfirmations(db: Kysely<Database>, settings: NewsletterMailSettings, now = new Date()): Promise<number> {
  await expireStaleConfirmations(db, now);
  const pending = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('status', '=', 'pending')
    .where('confirmation_sent_at', 'is', null)
    .where('consent_at', '>=', new Date(now.getTime() - SEND_WINDOW_MS).toISOString())
    .orderBy('consent_at')
    .limit(50)
    .execute();
  if (pending.length === 0) return 0;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  try {
    for (const subscription of pending) {
      const token = newConfirmationToken();
      const hash = hashToken(token);
      const claimed = await db
        .updateTable('newsletter_subscriptions')
        .set({ confirmation_token_hash: hash, confirmation_expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString() })
        .where('id', '=', subscription.id)
        .where('status', '=', 'pending')
        .where('confirmation_sent_at', 'is', null)
        .where((eb) => (subscription.confirmation_token_hash === null ? eb('confirmation_token_hash', 'is', null) : eb('confirmation_token_hash', '=', subscription.confirmation_token_hash)))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const { subject, text } = confirmationEmail(subscription, token);
      await transport.sendMail({ from: settings.from, to: subscription.email, subject, text });
      await db.updateTable('newsletter_subscriptions').set({ confirmation_sent_at: now.toISOString() }).where('id', '=', subscription.id).where('confirmation_token_hash', '=', hash).execute();
      sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}

const runConfirmations = backgroundMailRun(sendPendingConfirmations, { sent: 'newsletter confirmations sent', failed: 'newsletter confirmation failed; will retry' });

/** Sends the pending confirmations in the background (see backgroundMailRun); nothing when mail is not configured. */
export function scheduleNewsletterMail(db: Kysely<Database>, settings = newsletterMailSettingsFromEnv()): void {
  if (settings) runConfirmations(db, settings);
}
