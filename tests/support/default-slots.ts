import { addDays, riyadhDateOf } from '../../src/lib/riyadh-time';
import { freeSlots, type CalendarRules } from '../../src/lib/demo-slots';
import { saudiPublicHolidaysBetween } from '../../src/lib/saudi-holidays';

const day = { start: '09:00', end: '17:00' };
/** A new database's demo calendar (migration 0018). */
const defaults: CalendarRules = { weeklyHours: [day, day, day, day, day, null, null], slotMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 90 };

/**
 * The first `count` free slot starts of a fresh server's calendar (defaults, its first admin the one
 * host, nothing booked), from a day ahead so a slow run cannot reach the minimum notice: for tests that
 * post the short form to a server they started.
 */
export function defaultFreeSlots(count: number, now = new Date()): string[] {
  const from = addDays(riyadhDateOf(now), 1);
  const closed = new Set(saudiPublicHolidaysBetween(from, addDays(from, 60)).map((holiday) => holiday.date));
  return freeSlots({ rules: defaults, hosts: [{ id: 'first-admin', weeklyHours: null }], closed, held: [], now }, from, 60)
    .slice(0, count)
    .map((slot) => slot.start);
}
