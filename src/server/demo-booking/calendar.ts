import 'server-only';
import type { Kysely } from 'kysely';
import { addDays, type IsoDate } from '@/lib/riyadh-time';
import { minutesOf, type CalendarRules, type SlotHost, type WeeklyHours } from '@/lib/demo-slots';
import { saudiPublicHolidaysBetween, type PublicHoliday } from '@/lib/saudi-holidays';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';

const CALENDAR_ID = 'default';

/** Seven entries, Sunday first, each null or a well-formed opening before its close. */
export function parseWeeklyHours(json: string | null): WeeklyHours | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (!Array.isArray(value) || value.length !== 7) return null;
    return value.map((day) => {
      if (day === null) return null;
      const { start, end } = day as { start?: unknown; end?: unknown };
      if (typeof start !== 'string' || typeof end !== 'string') return null;
      const open = minutesOf(start);
      const close = minutesOf(end);
      return open !== null && close !== null && open < close ? { start, end } : null;
    });
  } catch {
    return null;
  }
}

export async function loadCalendarRules(db: Kysely<Database>): Promise<CalendarRules> {
  const row = await db.selectFrom('demo_calendar').selectAll().where('id', '=', CALENDAR_ID).executeTakeFirstOrThrow();
  return {
    weeklyHours: parseWeeklyHours(row.weekly_hours) ?? [null, null, null, null, null, null, null],
    slotMinutes: row.slot_minutes,
    bufferMinutes: row.buffer_minutes,
    minNoticeMinutes: row.min_notice_minutes,
    horizonDays: row.horizon_days,
  };
}

/** The calendar's rules, and (when given) the hourly bookings past which admins are alerted. */
export async function saveCalendarRules(db: Kysely<Database>, rules: CalendarRules & { burstAlertPerHour?: number }, now = new Date()): Promise<void> {
  await db
    .updateTable('demo_calendar')
    .set({
      weekly_hours: JSON.stringify(rules.weeklyHours),
      slot_minutes: rules.slotMinutes,
      buffer_minutes: rules.bufferMinutes,
      min_notice_minutes: rules.minNoticeMinutes,
      horizon_days: rules.horizonDays,
      ...(rules.burstAlertPerHour === undefined ? {} : { burst_alert_per_hour: rules.burstAlertPerHour }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', CALENDAR_ID)
    .execute();
}

/** The active hosts as the slot logic sees them, oldest first. */
export async function activeSlotHosts(db: Kysely<Database>): Promise<SlotHost[]> {
  const rows = await db
    .selectFrom('demo_hosts')
    .innerJoin('admins', 'admins.id', 'demo_hosts.admin_id')
    .select(['demo_hosts.admin_id', 'demo_hosts.weekly_hours'])
    .where('demo_hosts.active', '=', 1)
    .where('admins.disabled_at', 'is', null)
    .orderBy('demo_hosts.created_at')
    .orderBy('demo_hosts.admin_id')
    .execute();
  return rows.map((row) => ({ id: row.admin_id, weeklyHours: parseWeeklyHours(row.weekly_hours) }));
}

/**
 * The days from `from` to `to` (inclusive) closed for demos: the Saudi public holidays staff did not
 * re-open, and the days staff closed. The working-hour clock of lead response times uses it too.
 */
export async function closedDatesBetween(db: Kysely<Database>, from: IsoDate, to: IsoDate): Promise<Set<IsoDate>> {
  const exceptions = await db.selectFrom('demo_calendar_dates').select(['date', 'kind']).where('date', '>=', from).where('date', '<=', to).execute();
  const reopened = new Set(exceptions.filter((row) => row.kind === 'open').map((row) => row.date));
  const closed = new Set(saudiPublicHolidaysBetween(from, to).map((holiday) => holiday.date).filter((date) => !reopened.has(date)));
  for (const row of exceptions) if (row.kind === 'closed') closed.add(row.date);
  return closed;
}

export interface CalendarDay {
  date: IsoDate;
  holiday: PublicHoliday | null;
  /** Staff's exception, if any. */
  exception: { kind: 'closed' | 'open'; note: string | null } | null;
}

/** The public holidays of the coming `days` days and every staff exception from today on: the staff page's list. */
export async function calendarDays(db: Kysely<Database>, today: IsoDate, days: number): Promise<CalendarDay[]> {
  const last = addDays(today, days);
  const exceptions = await db.selectFrom('demo_calendar_dates').selectAll().where('date', '>=', today).orderBy('date').execute();
  const byDate = new Map<IsoDate, CalendarDay>();
  for (const holiday of saudiPublicHolidaysBetween(today, last)) byDate.set(holiday.date, { date: holiday.date, holiday, exception: null });
  for (const row of exceptions) {
    const day = byDate.get(row.date) ?? { date: row.date, holiday: saudiPublicHolidaysBetween(row.date, row.date)[0] ?? null, exception: null };
    day.exception = { kind: row.kind, note: row.note };
    byDate.set(row.date, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Staff close a day, re-open a holiday ('open'), or clear their exception (null). */
export async function setCalendarDate(db: Kysely<Database>, date: IsoDate, kind: 'closed' | 'open' | null, note: string | null, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('demo_calendar_dates').where('date', '=', date).execute();
    if (kind) await trx.insertInto('demo_calendar_dates').values({ date, kind, note, created_at: now.toISOString() }).execute();
  });
}

export interface HostRow {
  adminId: string;
  username: string;
  displayName: string;
  displayNameAr: string;
  email: string | null;
  weeklyHours: WeeklyHours | null;
  active: boolean;
}

export async function listHosts(db: Kysely<Database>): Promise<HostRow[]> {
  const rows = await db
    .selectFrom('demo_hosts')
    .innerJoin('admins', 'admins.id', 'demo_hosts.admin_id')
    .select(['demo_hosts.admin_id', 'admins.username', 'demo_hosts.display_name', 'demo_hosts.display_name_ar', 'demo_hosts.email', 'demo_hosts.weekly_hours', 'demo_hosts.active'])
    .orderBy('demo_hosts.created_at')
    .execute();
  return rows.map((row) => ({
    adminId: row.admin_id,
    username: row.username,
    displayName: row.display_name,
    displayNameAr: row.display_name_ar ?? '',
    email: row.email,
    weeklyHours: parseWeeklyHours(row.weekly_hours),
    active: row.active === 1,
  }));
}

export interface HostInput {
  adminId: string;
  displayName: string;
  displayNameAr?: string;
  email: string | null;
  weeklyHours: WeeklyHours | null;
  active: boolean;
}

/** Adds a host or changes one; false when the account does not exist or is disabled. */
export async function saveHost(db: Kysely<Database>, input: HostInput, now = new Date()): Promise<boolean> {
  const admin = await db.selectFrom('admins').select(['id', 'disabled_at']).where('id', '=', input.adminId).executeTakeFirst();
  if (!admin || admin.disabled_at) return false;
  const values = {
    display_name: input.displayName,
    display_name_ar: input.displayNameAr || null,
    email: input.email,
    weekly_hours: input.weeklyHours ? JSON.stringify(input.weeklyHours) : null,
    active: input.active ? 1 : 0,
  };
  await db
    .insertInto('demo_hosts')
    .values({ admin_id: input.adminId, ...values, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('admin_id').doUpdateSet(values))
    .execute();
  await db.updateTable('demo_calendar').set({ hosts_seeded: 1 }).where('id', '=', CALENDAR_ID).execute();
  return true;
}

/** Removes a host: their booked demos stay (staff move them on the agenda). */
export async function removeHost(db: Kysely<Database>, adminId: string): Promise<boolean> {
  const result = await db.deleteFrom('demo_hosts').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * A new database's calendar gets the first admin as its host, once that account exists (it is made at
 * start-up, after the migrations). Staff removing every host later is not undone.
 */
export async function ensureFirstDemoHost(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const calendar = await db.selectFrom('demo_calendar').select('hosts_seeded').where('id', '=', CALENDAR_ID).executeTakeFirst();
  if (!calendar || calendar.hosts_seeded) return false;
  const admin = await db.selectFrom('admins').select(['id', 'username']).where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('created_at').orderBy('id').executeTakeFirst();
  if (!admin) return false;
  // No name for visitors yet (staff give one in both languages): they read "the Siyana team", never the username.
  return saveHost(db, { adminId: admin.id, displayName: '', email: null, weeklyHours: null, active: true }, now);
}
