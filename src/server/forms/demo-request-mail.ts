import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, DemoRequest } from '../db/database';
import type { MailSettings } from '../mail/settings';

/** The staff notice of a new demo request (either form), in English like the other lead notices. */
export function demoRequestStaffEmail(request: DemoRequest): { subject: string; text: string } {
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
export async function sendPendingDemoRequestMail(db: Kysely<Database>, settings: MailSettings): Promise<number> {
  const pending = await db.selectFrom('demo_requests').selectAll().where('notified_at', 'is', null).orderBy('created_at').limit(50).execute();
  if (pending.length === 0) return 0;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  try {
    for (const request of pending) {
      const { subject, text } = demoRequestStaffEmail(request);
      await transport.sendMail({ from: settings.from, to: settings.to, replyTo: request.email, subject, text });
      await db.updateTable('demo_requests').set({ notified_at: new Date().toISOString() }).where('id', '=', request.id).execute();
      sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}
