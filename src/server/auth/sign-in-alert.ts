import 'server-only';
import nodemailer from 'nodemailer';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { formatRiyadhClock } from '@/lib/riyadh-time';
import type { DatabaseHandle } from '@/server/db';
import { limiterFor } from '@/server/forms/admission';
import { logger } from '@/server/logger';
import { mailSettingsFromEnv, type MailSettings } from '@/server/mail/settings';
import { asStaffLocale, staffTranslator } from '@/server/staff/language';
import { findAdminByUsername } from './admins';
import { ACCOUNT_RULE } from './login-throttle';

/** One e-mail per account and hour at most, whichever instance refuses first. */
const ALERT_RULE = { name: 'login-alert', points: 1, windowSeconds: ACCOUNT_RULE.windowSeconds };

/**
 * Tells an account's owner that its sign-ins from new browsers are paused (the hourly password
 * checks of the account are spent), in the account's staff language, at its notice address (else
 * LEADS_NOTIFY_EMAIL). Nothing for a username no account has. Returns whether a message went out.
 */
export async function alertAccountOwner(handle: DatabaseHandle, username: string, secondsLeft: number, settings: MailSettings | null = mailSettingsFromEnv(), now = new Date()): Promise<boolean> {
  if (!settings) return false;
  const admin = await findAdminByUsername(handle.db, username);
  if (!admin) return false;
  try {
    await limiterFor(handle, ALERT_RULE).consume(admin.id);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
  const locale = asStaffLocale(admin.locale);
  const t = staffTranslator(locale);
  const until = formatRiyadhClock(new Date(now.getTime() + secondsLeft * 1000).toISOString(), locale);
  const transport = nodemailer.createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({
      from: settings.from,
      to: admin.notify_email ?? settings.to,
      subject: t('login.alertSubject', { username: admin.username }),
      text: t('login.alertBody', { username: admin.username, checks: ACCOUNT_RULE.points, until }),
    });
  } finally {
    transport.close();
  }
  return true;
}

/** The alert in the background: the refusal is answered at once; a failed message is logged. */
export function alertAccountOwnerLater(handle: DatabaseHandle, username: string, secondsLeft: number): void {
  alertAccountOwner(handle, username, secondsLeft).catch((error: unknown) => logger.error({ err: error }, 'sign-in alert not sent'));
}
