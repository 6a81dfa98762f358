/**
 * Which days a demo can be booked on: Sunday to Thursday (the support team's working week), from
 * tomorrow to 90 days ahead, both counted in Riyadh. Pure and small: the calendar chunk and the
 * shared schema (browser and server) both use it, so the picker offers exactly what the server accepts.
 * Dates are plain "YYYY-MM-DD" strings (src/lib/riyadh-time.ts), so no visitor's time zone can shift the chosen day.
 */
import { addDays, isIsoDate, riyadhDateOf, weekdayOf, type IsoDate } from './riyadh-time';

export const BOOKING_HORIZON_DAYS = 90;
/** Days of the week (0 = Sunday) the team does not run demos: Friday and Saturday. */
export const CLOSED_WEEKDAYS = [5, 6] as const;

/** The first and last days that can be booked at the instant `now`. */
export function bookingWindow(now: Date = new Date()): { first: IsoDate; last: IsoDate } {
  const today = riyadhDateOf(now);
  return { first: addDays(today, 1), last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** True when `date` is a working day inside the booking window at the instant `now`. */
export function isBookableDate(date: string, now: Date = new Date()): boolean {
  if (!isIsoDate(date)) return false;
  const { first, last } = bookingWindow(now);
  return date >= first && date <= last && !(CLOSED_WEEKDAYS as readonly number[]).includes(weekdayOf(date));
}

/** The first bookable day at the instant `now` (where the calendar opens). */
export function firstBookableDate(now: Date = new Date()): IsoDate {
  let date = bookingWindow(now).first;
  while (!isBookableDate(date, now)) date = addDays(date, 1);
  return date;
}
