import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { leadMailJob } from '../mail/lead-mail-job';
import type { MailSettings } from '../mail/settings';
import { newsletterMailJob, type NewsletterMailSettings } from '../newsletter/confirmation-mail';
import { wake } from './runner';
import { wakeJob } from './site-jobs';

/**
 * What a stored lead asks to be sent. For mail, `true` lets the job read its settings from the
 * environment when it runs; a handler that already read them (its answer depends on them) passes them,
 * and null (not configured) sends nothing.
 */
interface LeadFollowUps {
  /** The staff notice and the visitor's confirmation (demo requests, guides and courses, event registrations). */
  mail?: boolean | MailSettings | null;
  /** The CRM webhook's delivery. */
  webhook?: boolean;
  /** The demo booking's e-mails (confirmation, host notice, a held booking's link). */
  demo?: boolean;
  /** A pending newsletter subscription's confirmation. */
  newsletter?: boolean | NewsletterMailSettings | null;
}

/**
 * The one call a route handler makes after its rows are committed, before it answers: wakes the jobs
 * that send what the lead asked for. Nothing is sent inside the request's answer, and a job whose mail
 * or webhook is not configured sends nothing.
 */
export function afterLeadStored(db: Kysely<Database>, followUps: LeadFollowUps): void {
  const { mail, webhook, demo, newsletter } = followUps;
  if (mail === true) wakeJob(db, 'lead-mail');
  else if (mail) wake(db, leadMailJob(() => mail));
  if (webhook) wakeJob(db, 'webhooks');
  if (demo) wakeJob(db, 'demo-mail');
  if (newsletter === true) wakeJob(db, 'newsletter-mail');
  else if (newsletter) wake(db, newsletterMailJob(() => newsletter));
}
