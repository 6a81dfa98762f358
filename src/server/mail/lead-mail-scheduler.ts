import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sendPendingEventRegistrationMail } from '../events/registration-mail';
import { sendPendingDemoRequestMail } from '../forms/demo-request-mail';
import { sendPendingResourceLeadMail } from '../forms/resource-lead-mail';
import { logger } from '../logger';
import { mailSettingsFromEnv, type MailSettings } from './settings';

const RETRY_MS = 5 * 60 * 1000;

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
