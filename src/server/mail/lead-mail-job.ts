import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sendPendingEventRegistrationMail } from '../events/registration-mail';
import { sendPendingDemoRequestMail } from '../forms/demo-request-mail';
import { sendPendingResourceLeadMail } from '../forms/resource-lead-mail';
import type { Job } from '../jobs/runner';
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

/** The staff notices of new leads and the visitors' confirmations (courses, events); nothing when mail is not configured. */
export function leadMailJob(settings: () => MailSettings | null = () => mailSettingsFromEnv()): Job {
  return {
    name: 'lead-mail',
    enabled: () => settings() !== null,
    // Rows another instance stored and could not send are picked up even when nothing wakes this one.
    everyMs: 5 * 60 * 1000,
    run: async (db) => {
      const current = settings();
      return current ? sendPendingMail(db, current) : 0;
    },
  };
}
