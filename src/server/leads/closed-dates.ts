import 'server-only';
import type { Kysely } from 'kysely';
import { DAY_MS, riyadhDateOf, type IsoDate } from '@/lib/riyadh-time';
import type { ClosedDates } from '@/lib/working-hours';
import type { Database } from '../db/database';
import { closedDatesBetween } from '../demo-booking/calendar';

/**
 * The dates the sales clock skips besides the weekend, from `from` to `to` (Riyadh dates, inclusive): the
 * company's closed days as the demo calendar holds them (the Saudi public holidays unless staff re-opened
 * one, plus the days staff closed). One list for demos and for the first-response clock.
 */
export function closedDates(db: Kysely<Database>, from: IsoDate, to: IsoDate): Promise<ClosedDates> {
  return closedDatesBetween(db, from, to);
}

/** The closed dates around a span of instants: `before` days before the first and `after` days after the last. */
export function closedDatesAround(db: Kysely<Database>, first: Date, last: Date, { before = 0, after = 0 } = {}): Promise<ClosedDates> {
  return closedDates(db, riyadhDateOf(new Date(first.getTime() - before * DAY_MS)), riyadhDateOf(new Date(last.getTime() + after * DAY_MS)));
}
