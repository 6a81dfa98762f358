import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, DemoRequest } from '../db/database';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import { sendMailBatches } from '../mail/batches';
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
 * E-mails staff about every stored request not yet notified. Runs after the row is committed and never
 * inside a request's answer; each request is claimed (its `notified_at` set) before it is sent, and a
 * failure gives it back for the next run.
 */
export async function sendPendingDemoRequestMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const pending = await claimRows(db, 'demo_requests', { claimable: (eb) => eb('notified_at', 'is', null), set: { notified_at: now.toISOString() }, mark: 'notified_at', orderBy: 'created_at', limit: 50 }, now);
  return sendMailBatches(settings, [
    {
      rows: pending,
      message: (request) => ({ to: settings.to, replyTo: request.email, ...demoRequestStaffEmail(request) }),
      giveBack: (rows) => releaseRows(db, 'demo_requests', 'notified_at', rows),
      settle: (rows) => settleRows(db, 'demo_requests', 'notified_at', rows),
    },
  ]);
}
