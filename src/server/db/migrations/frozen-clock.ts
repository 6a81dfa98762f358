/**
 * The working-hour clock and the Saudi public holidays as they stood when migrations 0020 and 0022
 * backfilled the lead clock (27 November 2026), copied here so a later change to the live clock never
 * changes what those migrations give a new database. Not a migration; never edit it.
 *
 * The clock: Sunday to Thursday, 09:00-18:00 Riyadh time (UTC+3 all year), minus the closed dates.
 * The holidays: Founding Day (22 February), National Day (23 September), and four days of each Eid on
 * the Umm al-Qura calendar (from the day after 29 Ramadan; from the day after 8 Dhu al-Hijjah).
 */
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const OPENS = 9 * 60;
const CLOSES = 18 * 60;
const MAX_DAYS = 800;

function isWorkingDay(localDayMs: number, closed: ReadonlySet<string>): boolean {
  const day = new Date(localDayMs);
  return day.getUTCDay() !== 5 && day.getUTCDay() !== 6 && !closed.has(day.toISOString().slice(0, 10));
}

/** Working minutes (fractional) between two instants; 0 when `to` is not after `from`. */
export function workingMinutesBetween(from: Date, to: Date, closed: ReadonlySet<string>): number {
  const start = from.getTime() + RIYADH_OFFSET_MS;
  const end = to.getTime() + RIYADH_OFFSET_MS;
  if (!(end > start)) return 0;
  let total = 0;
  const lastDay = Math.min(end, start + MAX_DAYS * DAY_MS);
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < lastDay; day += DAY_MS) {
    if (!isWorkingDay(day, closed)) continue;
    const open = Math.max(start, day + OPENS * MINUTE_MS);
    const close = Math.min(end, day + CLOSES * MINUTE_MS);
    if (close > open) total += close - open;
  }
  return total / MINUTE_MS;
}

/** The instant `minutes` working minutes after `from` (from the next working moment when outside hours). */
export function addWorkingMinutes(from: Date, minutes: number, closed: ReadonlySet<string>): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  const start = from.getTime() + RIYADH_OFFSET_MS;
  const firstDay = Math.floor(start / DAY_MS) * DAY_MS;
  for (let day = firstDay; day < firstDay + MAX_DAYS * DAY_MS; day += DAY_MS) {
    if (!isWorkingDay(day, closed)) continue;
    const open = Math.max(start, day + OPENS * MINUTE_MS);
    const close = day + CLOSES * MINUTE_MS;
    if (close <= open) continue;
    if (open + remaining <= close) return new Date(open + remaining - RIYADH_OFFSET_MS);
    remaining -= close - open;
  }
  throw new RangeError('no working day in reach: every day is closed');
}

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

function holidayDatesOf(year: number): string[] {
  const dates = [`${year}-02-22`, `${year}-09-23`];
  for (let ms = Date.UTC(year, 0, 1) - 4 * DAY_MS; ms <= Date.UTC(year, 11, 31); ms += DAY_MS) {
    const parts = Object.fromEntries(hijri.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    const [month, day] = [Number(parts.month), Number(parts.day)];
    if (!((month === 9 && day === 29) || (month === 12 && day === 8))) continue;
    for (let offset = 1; offset <= 4; offset += 1) {
      const date = new Date(ms + offset * DAY_MS).toISOString().slice(0, 10);
      if (date.startsWith(`${year}-`)) dates.push(date);
    }
  }
  return dates;
}

/** The public holiday dates from `from` to `to` inclusive ("YYYY-MM-DD"). */
export function holidayDatesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) dates.push(...holidayDatesOf(year));
  return dates.filter((date) => date >= from && date <= to).sort();
}
