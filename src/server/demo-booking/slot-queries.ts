import 'server-only';
import type { Kysely } from 'kysely';
import { freeSlots, type Slot, type SlotQuery } from '@/lib/demo-slots';
import { addDays, DAY_MS, riyadhDayStart, type IsoDate } from '@/lib/riyadh-time';
import type { Database } from '../db/database';
import { activeSlotHosts, closedDatesBetween, loadCalendarRules } from './calendar';

/** The most days one slots request may cover. */
export const MAX_SLOT_DAYS = 62;

/**
 * What the slot logic needs for the Riyadh days `from` to `to`: the calendar, its active hosts, the
 * closed days and the bookings holding slots on those days (a day either side for the buffer). One
 * index range on `active_start`, so it stays fast with many bookings.
 */
export async function loadSlotQuery(db: Kysely<Database>, from: IsoDate, to: IsoDate, now: Date, { except }: { except?: string } = {}): Promise<SlotQuery> {
  const [rules, hosts, closed, held] = await Promise.all([
    loadCalendarRules(db),
    activeSlotHosts(db),
    closedDatesBetween(db, from, to),
    db
      .selectFrom('demo_bookings')
      .select(['host_id', 'active_start', 'end_at'])
      .where('active_start', '>=', new Date(Date.parse(riyadhDayStart(from)) - DAY_MS).toISOString())
      .where('active_start', '<', new Date(Date.parse(riyadhDayStart(to)) + 2 * DAY_MS).toISOString())
      .$if(except !== undefined, (query) => query.where('id', '!=', except!))
      .execute(),
  ]);
  return {
    rules,
    hosts,
    closed,
    // A holding booking's active_start is its start (the index demo_bookings_active_start covers this read).
    held: held.map((row) => ({ hostId: row.host_id, start: row.active_start ?? '', end: row.end_at })),
    now,
  };
}

/** The bookable slots of the `days` Riyadh days from `from`. */
export async function listFreeSlots(db: Kysely<Database>, from: IsoDate, days: number, now = new Date()): Promise<Slot[]> {
  const span = Math.min(Math.max(1, days), MAX_SLOT_DAYS);
  return freeSlots(await loadSlotQuery(db, from, addDays(from, span - 1), now), from, span);
}
