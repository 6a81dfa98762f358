import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { demoMailJob } from '../demo-booking/mail';
import { leadResponseMailJob } from '../leads/response-mail';
import { leadMailJob } from '../mail/lead-mail-job';
import { newsletterMailJob } from '../newsletter/confirmation-mail';
import { webhookDeliveryJob } from '../webhooks/sender';
import { startJobs, wake } from './runner';

/** The site's background jobs, by name. A new job is added here (and woken where its rows are stored). */
const siteJobs = {
  'lead-mail': leadMailJob(),
  webhooks: webhookDeliveryJob(),
  'demo-mail': demoMailJob(),
  'newsletter-mail': newsletterMailJob(),
  'lead-response-mail': leadResponseMailJob(),
};

export type SiteJobName = keyof typeof siteJobs;

/** Starts every job on the site's database once the migrations have run (src/server/db/startup.ts). */
export function startSiteJobs(db: Kysely<Database>): void {
  startJobs(db, Object.values(siteJobs));
}

/** Asks for a run of one job now, after the rows it sends were committed (a staff change, a retry). */
export function wakeJob(db: Kysely<Database>, name: SiteJobName): void {
  wake(db, siteJobs[name]);
}
