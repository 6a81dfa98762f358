import 'server-only';
import type { Kysely } from 'kysely';
import type { IsoDate } from '@/lib/booking-dates';
import { saudiPublicHolidays } from '@/lib/saudi-holidays';
import { riyadhDateOf, type ClosedDates } from '@/lib/working-hours';
import type { Database } from './db/database';

const byYear = new Map<number, IsoDate[]>();

function holidaysOf(year: number): IsoDate[] {
  let days = byYear.get(year);
  if (!days) {
    days = saudiPublicHolidays(year).map((day) => day.date);
    byYear.set(year, days);
  }
  return days;
}

/**
 * The dates the sales clock skips besides the weekend, from `from` to `to` (Riyadh dates, inclusive):
 * the Saudi public holidays, computed once per year. The one loader of the clock's calendar: it takes the
 * database so it can read the demo calendar's stored closed dates instead, once that calendar exists.
 */
export async function closedDates(db: Kysely<Database>, from: IsoDate, to: IsoDate): Promise<ClosedDates> {
  void db;
  const closed = new Set<IsoDate>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const day of holidaysOf(year)) if (day >= from && day <= to) closed.add(day);
  }
  return closed;
}

const DAY_MS = 86_400_000;

/** The closed dates around a span of instants: `before` days before the first and `after` days after the last. */
export function closedDatesAround(db: Kysely<Database>, first: Date, last: Date, { before = 0, after = 0 } = {}): Promise<ClosedDates> {
  return closedDates(db, riyadhDateOf(new Date(first.getTime() - before * DAY_MS)), riyadhDateOf(new Date(last.getTime() + after * DAY_MS)));
}
