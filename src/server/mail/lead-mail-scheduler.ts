import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sendPendingEventRegistrationMail } from '../events/registration-mail';
import { sendPendingDemoRequestMail } from '../forms/demo-request-mail';
import { sendPendingResourceLeadMail } from '../forms/resource-lead-mail';
import { backgroundMailRun } from './background-run';
import { mailSettingsFromEnv, type MailSettings } from './settings';

/** One run: demo requests, resource leads and event registrations; each is tried even when another fails. */
async function sendPendingMail(db: Kysely<Database>, settings: MailSettings): Promise<number> {
  const runs = await Promise.allSettled([sendPendingDemoRequestMail(db, settings), sendPendingResourceLeadMail(db, settings), sendPendingEventRegistrationMail(db, settings)]);
  let sent = 0;
  for (const run of runs) {
    if (run.status === 'rejected') throw run.reason;
    sent += run.value;
  }
  return sent;
}

const runLeadMail = backgroundMailRun(sendPendingMail, { sent: 'lead notifications sent', failed: 'lead notification failed; will retry' });

/** Sends the pending lead mail in the background (see backgroundMailRun); nothing when mail is not configured. */
export function scheduleLeadNotifications(db: Kysely<Database>, settings = mailSettingsFromEnv()): void {
  if (settings) runLeadMail(db, settings);
}
