/**
 * The sales team's clock: Sunday to Thursday, 09:00-18:00 in Riyadh, minus the closed dates (public
 * holidays) the caller passes in. Riyadh keeps UTC+3 all year (no daylight saving), so a working day is
 * a fixed window of UTC instants and the clock of the server (or a change of it) plays no part. Pure:
 * the lead inbox, its dashboard and its escalation job all count with these functions.
 */
import { DAY_MS, RIYADH_OFFSET_MS, riyadhDateOf, type IsoDate } from './riyadh-time';

const MINUTE_MS = 60_000;
/** 09:00 and 18:00, in minutes after Riyadh midnight. */
export const WORKDAY_OPENS = 9 * 60;
export const WORKDAY_CLOSES = 18 * 60;
/** One working day, in working minutes (9 hours). */
export const WORKING_DAY_MINUTES = WORKDAY_CLOSES - WORKDAY_OPENS;
/** Friday and Saturday (0 = Sunday). */
const WEEKEND = new Set([5, 6]);
/** A lead never waits this long for an open day: the walk stops here (a bad closed list cannot loop forever). */
const MAX_DAYS = 800;

/** The Riyadh dates a clock must skip besides the weekend, "YYYY-MM-DD". */
export type ClosedDates = ReadonlySet<IsoDate>;

/** Whether a Riyadh day (its midnight in "Riyadh milliseconds") is a working day. */
function isWorkingDay(localDayMs: number, closed: ClosedDates): boolean {
  const day = new Date(localDayMs);
  return !WEEKEND.has(day.getUTCDay()) && !closed.has(day.toISOString().slice(0, 10));
}

/** Working minutes (fractional) between two instants; 0 when `to` is not after `from`. */
export function workingMinutesBetween(from: Date, to: Date, closed: ClosedDates): number {
  const start = from.getTime() + RIYADH_OFFSET_MS;
  const end = to.getTime() + RIYADH_OFFSET_MS;
  if (!(end > start)) return 0;
  let total = 0;
  const lastDay = Math.min(end, start + MAX_DAYS * DAY_MS);
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < lastDay; day += DAY_MS) {
    if (!isWorkingDay(day, closed)) continue;
    const open = Math.max(start, day + WORKDAY_OPENS * MINUTE_MS);
    const close = Math.min(end, day + WORKDAY_CLOSES * MINUTE_MS);
    if (close > open) total += close - open;
  }
  return total / MINUTE_MS;
}

/**
 * The instant `minutes` working minutes after `from`. A lead that arrives outside working hours starts
 * at the next working moment, so with 0 minutes this is that moment (or `from` itself when it is one).
 * A span that ends exactly at closing ends at 18:00, not at the next morning.
 */
export function addWorkingMinutes(from: Date, minutes: number, closed: ClosedDates): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  const start = from.getTime() + RIYADH_OFFSET_MS;
  const firstDay = Math.floor(start / DAY_MS) * DAY_MS;
  for (let day = firstDay; day < firstDay + MAX_DAYS * DAY_MS; day += DAY_MS) {
    if (!isWorkingDay(day, closed)) continue;
    const open = Math.max(start, day + WORKDAY_OPENS * MINUTE_MS);
    const close = day + WORKDAY_CLOSES * MINUTE_MS;
    if (close <= open) continue;
    if (open + remaining <= close) return new Date(open + remaining - RIYADH_OFFSET_MS);
    remaining -= close - open;
  }
  throw new RangeError('no working day in reach: every day is closed');
}

/**
 * The latest instant from which `minutes` working minutes have passed by `to`: a lead that arrived at or
 * before it has waited at least that long. (The inverse of addWorkingMinutes, walking back.)
 */
export function subtractWorkingMinutes(to: Date, minutes: number, closed: ClosedDates): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  const end = to.getTime() + RIYADH_OFFSET_MS;
  const lastDay = Math.floor(end / DAY_MS) * DAY_MS;
  for (let day = lastDay; day > lastDay - MAX_DAYS * DAY_MS; day -= DAY_MS) {
    if (!isWorkingDay(day, closed)) continue;
    const open = day + WORKDAY_OPENS * MINUTE_MS;
    const close = Math.min(end, day + WORKDAY_CLOSES * MINUTE_MS);
    if (close <= open) continue;
    if (close - remaining >= open) return new Date(close - remaining - RIYADH_OFFSET_MS);
    remaining -= close - open;
  }
  throw new RangeError('no working day in reach: every day is closed');
}

/** The first working moment at or after `at`. */
export function nextWorkingMoment(at: Date, closed: ClosedDates): Date {
  return addWorkingMinutes(at, 0, closed);
}

/** The Riyadh dates a span touches, first and last, with `days` more at the end (for a loader of closed dates). */
export function riyadhDateSpan(from: Date, to: Date, days = 0): { from: IsoDate; to: IsoDate } {
  return { from: riyadhDateOf(from), to: riyadhDateOf(new Date(to.getTime() + days * DAY_MS)) };
}
