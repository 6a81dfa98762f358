import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { absoluteUrl } from '@/lib/seo';
import type { ReleaseTarget } from '@/schemas/demo-booking';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/database';
import { limiterFor } from '../forms/admission';
import { logger } from '../logger';
import { mailSettingsFromEnv, type MailSettings } from '../mail/settings';
import { recordAudit } from '../staff/audit-log';
import { asStaffLocale, staffTranslator } from '../staff/language';
import { releaseHolds } from './holds';
import { inTransaction } from '../db/transaction';

/**
 * Bursts of demo bookings: how many the last hour brought against the threshold staff set on the
 * calendar, where the upcoming demos booked in the last day came from (networks, e-mail domains), the
 * admins' one e-mail an hour when the threshold is passed, and an admin's release of a network's or a
 * domain's upcoming demos in one audited action that tells nobody.
 */

const HOUR_MS = 60 * 60 * 1000;
/** How far back the agenda looks for the sources of a burst. */
const SOURCES_WINDOW_MS = 24 * HOUR_MS;

export interface BurstState {
  /** Demos booked (short form) in the last hour. */
  lastHour: number;
  threshold: number;
  /** More bookings in the last hour than the threshold. */
  over: boolean;
}

export async function burstState(db: Kysely<Database>, now = new Date()): Promise<BurstState> {
  const [count, calendar] = await Promise.all([
    db
      .selectFrom('demo_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('form', '=', 'short')
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
      .executeTakeFirst(),
    db.selectFrom('demo_calendar').select('burst_alert_per_hour').executeTakeFirst(),
  ]);
  const lastHour = Number(count?.count ?? 0);
  const threshold = calendar?.burst_alert_per_hour ?? 6;
  return { lastHour, threshold, over: lastHour > threshold };
}


export interface BurstSource {
  target: ReleaseTarget;
  /** Upcoming demos it holds that were booked in the last day. */
  upcoming: number;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The networks and e-mail domains holding two or more upcoming demos booked in the last day, most first. */
export async function burstSources(db: Kysely<Database>, now = new Date()): Promise<BurstSource[]> {
  const rows = await db
    .selectFrom('demo_bookings')
    .select(['network', 'email'])
    .where('status', '=', 'booked')
    .where('active_start', '>', now.toISOString())
    .where('created_at', '>', new Date(now.getTime() - SOURCES_WINDOW_MS).toISOString())
    .execute();
  const networks = new Map<string, number>();
  const domains = new Map<string, number>();
  for (const row of rows) {
    if (row.network) networks.set(row.network, (networks.get(row.network) ?? 0) + 1);
    const domain = domainOf(row.email);
    domains.set(domain, (domains.get(domain) ?? 0) + 1);
  }
  const sources: BurstSource[] = [
    ...[...networks].map(([network, upcoming]) => ({ target: { network }, upcoming })),
    ...[...domains].map(([domain, upcoming]) => ({ target: { domain }, upcoming })),
  ];
  return sources.filter((source) => source.upcoming >= 2).sort((a, b) => b.upcoming - a.upcoming).slice(0, 10);
}

export const targetText = (target: ReleaseTarget) => ('network' in target ? target.network : `@${target.domain}`);

/**
 * Frees every upcoming demo a network or an e-mail domain holds, in one transaction with its audit
 * row: each booking is cancelled (its slot and holds free again), its unsent messages are dropped and
 * nobody is e-mailed; each lead's history says the demo was cancelled by the admin. Returns how many.
 */
export async function releaseDemos(db: Kysely<Database>, target: ReleaseTarget, actor: { id: string; username: string }, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const bookings = await trx
      .selectFrom('demo_bookings')
      .select(['id', 'lead_id', 'start_at', 'email'])
      .where('status', '=', 'booked')
      .where('active_start', '>', at)
      .$if('network' in target, (query) => query.where('network', '=', (target as { network: string }).network))
      .execute();
    const chosen = 'domain' in target ? bookings.filter((booking) => domainOf(booking.email) === target.domain.toLowerCase()) : bookings;
    let released = 0;
    for (const booking of chosen) {
      const result = await trx.updateTable('demo_bookings').set({ status: 'cancelled', active_start: null, updated_at: at }).where('id', '=', booking.id).where('status', '=', 'booked').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      released += 1;
      await releaseHolds(trx, booking.id);
      await trx.deleteFrom('demo_booking_mail').where('booking_id', '=', booking.id).where('sent_at', 'is', null).execute();
      if (booking.lead_id) {
        await trx
          .insertInto('lead_activity')
          .values({ id: randomUUID(), lead_id: booking.lead_id, actor_id: actor.id, actor_name: actor.username, kind: 'demo', from_value: booking.start_at, to_value: null, body: null, created_at: at })
          .execute();
      }
    }
    await recordAudit(trx, { actor, action: 'demo.release', targetKind: 'demo', details: { target: targetText(target), count: released } });
    return released;
  });
}

/** One alert an hour at most, whichever instance sees the burst first. */
const ALERT_RULE = { name: 'demo-burst-alert', points: 1, windowSeconds: 60 * 60 };

/**
 * After a booking: when the last hour's bookings pass the threshold, each active admin is e-mailed
 * once (at their notice address, else LEADS_NOTIFY_EMAIL), in their staff language. Returns how many
 * messages went out.
 */
export async function alertBurst(handle: DatabaseHandle, settings: MailSettings | null = mailSettingsFromEnv(), now = new Date()): Promise<number> {
  if (!settings) return 0;
  const state = await burstState(handle.db, now);
  if (!state.over) return 0;
  try {
    await limiterFor(handle, ALERT_RULE).consume('calendar');
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return 0;
    throw rejection;
  }
  const admins = await handle.db.selectFrom('admins').select(['notify_email', 'locale']).where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
  const recipients = new Map<string, ReturnType<typeof asStaffLocale>>();
  for (const admin of admins) if (!recipients.has(admin.notify_email ?? settings.to)) recipients.set(admin.notify_email ?? settings.to, asStaffLocale(admin.locale));
  const sources = await burstSources(handle.db, now);
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  try {
    for (const [to, locale] of recipients) {
      const t = staffTranslator(locale, 'AdminDemos');
      const lines = sources.map((source) => t('burst.sourceLine', { target: targetText(source.target), count: source.upcoming }));
      await transport.sendMail({
        from: settings.from,
        to,
        subject: t('burst.subject', { count: state.lastHour }),
        text: [t('burst.body', { count: state.lastHour, threshold: state.threshold }), '', ...lines, '', t('burst.action', { url: absoluteUrl('/admin/demos') })].join('\n'),
      });
      sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** The alert in the background after a booking's answer; a failure is logged. */
export function alertBurstLater(handle: DatabaseHandle): void {
  alertBurst(handle).catch((error: unknown) => logger.error({ err: error }, 'demo burst alert not sent'));
}
