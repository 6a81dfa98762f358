/**
 * Which days a demo can be booked on: Sunday to Thursday (the support team's working week), from
 * tomorrow to 90 days ahead, both counted in Riyadh. Pure and small: the calendar chunk and the
 * shared schema (browser and server) both use it, so the picker offers exactly what the server accepts.
 * Dates are plain "YYYY-MM-DD" strings, so no visitor's time zone can shift the chosen day.
 */
export type IsoDate = string;

export const BOOKING_TIME_ZONE = 'Asia/Riyadh';
export const BOOKING_HORIZON_DAYS = 90;
/** Days of the week (0 = Sunday) the team does not run demos: Friday and Saturday. */
export const CLOSED_WEEKDAYS = [5, 6] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const riyadhDay = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Riyadh at the instant `now`. */
export function riyadhToday(now: Date = new Date()): IsoDate {
  const parts = Object.fromEntries(riyadhDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after `date` (negative: before). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** True for a real calendar day written as YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first and last days that can be booked at the instant `now`. */
export function bookingWindow(now: Date = new Date()): { first: IsoDate; last: IsoDate } {
  const today = riyadhToday(now);
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
