import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { env } from '@/env';
import type { Database, DemoRequest } from '../db/database';
import { sendPendingEventRegistrationMail } from '../events/registration-mail';
import { logger } from '../logger';
import { sendPendingResourceLeadMail } from '../forms/resource-lead-mail';

const RETRY_MS = 5 * 60 * 1000;

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export function mailSettingsFromEnv(): MailSettings | null {
  return env.SMTP_URL && env.LEADS_NOTIFY_EMAIL ? { smtpUrl: env.SMTP_URL, to: env.LEADS_NOTIFY_EMAIL, from: env.MAIL_FROM } : null;
}

export function leadEmail(request: DemoRequest): { subject: string; text: string } {
  const who = request.name ? `${request.name} (${request.company ?? ''})` : request.email;
  const fields: [string, string | null][] = [
    ['Form', request.form === 'short' ? 'Request a Demo (short)' : 'Detailed demo request'],
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Company', request.company],
    ['Company size', request.company_size],
    ['Module of interest', request.module_interest],
    ['System of interest (old form)', request.system_interest],
    ['Preferred date', request.preferred_date],
    ['Preferred time (Riyadh)', request.preferred_time],
    ['Industry', request.industry],
    ['Facility size', request.facility_size],
    ['Current software', request.current_software],
    ['Interested solutions', request.interested_solutions],
    ['Budget (SAR)', request.budget],
    ['Timeline', request.timeline],
    ['Language', request.locale],
    ['UTM', [request.utm_source, request.utm_medium, request.utm_campaign].filter(Boolean).join(' / ') || null],
    ['Referrer', request.referrer],
    ['Received', request.created_at],
  ];
  const text = fields
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return { subject: `New demo request: ${who}`, text };
}

/**
 * E-mails staff about every stored request not yet notified. Runs after the row is committed and
 * never inside a request's answer; a failure is logged and the request stays pending for the next run.
 */
export async function notifyPendingLeads(db: Kysely<Database>, settings: MailSettings): Promise<number> {
  const pending = await db.selectFrom('demo_requests').selectAll().where('notified_at', 'is', null).orderBy('created_at').limit(50).execute();
  if (pending.length === 0) return 0;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  try {
    for (const request of pending) {
      const { subject, text } = leadEmail(request);
      await transport.sendMail({ from: settings.from, to: settings.to, replyTo: request.email, subject, text });
      await db.updateTable('demo_requests').set({ notified_at: new Date().toISOString() }).where('id', '=', request.id).execute();
      sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** One run: demo requests, resource leads and event registrations; each is tried even when another fails. */
async function sendPendingMail(db: Kysely<Database>, settings: MailSettings): Promise<number> {
  const runs = await Promise.allSettled([notifyPendingLeads(db, settings), sendPendingResourceLeadMail(db, settings), sendPendingEventRegistrationMail(db, settings)]);
  let sent = 0;
  for (const run of runs) {
    if (run.status === 'rejected') throw run.reason;
    sent += run.value;
  }
  return sent;
}

let running: Promise<void> | null = null;
let again = false;
let retryTimer: NodeJS.Timeout | undefined;

/**
 * Starts a mail run in the background (at most one at a time) and schedules a retry on failure. A lead
 * stored while a run is under way gets one more run right after it, so it is never left for the retry.
 */
export function scheduleLeadNotifications(db: Kysely<Database>, settings = mailSettingsFromEnv()): void {
  if (!settings) return;
  if (running) {
    again = true;
    return;
  }
  running = sendPendingMail(db, settings)
    .then((sent) => {
      if (sent) logger.info({ sent }, 'lead notifications sent');
    })
    .catch((error) => {
      logger.error({ err: error }, 'lead notification failed; will retry');
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => scheduleLeadNotifications(db, settings), RETRY_MS);
      retryTimer.unref();
    })
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        scheduleLeadNotifications(db, settings);
      }
    });
}
