import type { Locale } from '@/i18n/routing';

/*
 * Time zone and locale: the ONE module for both. The site keeps Riyadh time: UTC+3 all year (Saudi Arabia
 * keeps no daylight saving), so a Riyadh day is a fixed window of UTC instants. Instants are stored as UTC
 * ISO strings and shown in Riyadh time, Gregorian calendar, Western digits, the zone stated ("Riyadh
 * time (UTC+3)" / "توقيت الرياض (UTC+3)", never an abbreviation a reader must know); calendar days are "YYYY-MM-DD" strings, so no visitor's time zone can shift them.
 * Every `Intl` call of the site takes its zone and locale tag from here. (src/i18n/request.ts names the
 * zone once more for next-intl: the i18n layer cannot import src/lib.)
 */

/** The IANA zone of every date and time the site shows or files (iCalendar's TZID too). */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';
export const RIYADH_OFFSET = '+03:00';
export const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
/** One day in milliseconds (a Riyadh day is always this long: no daylight saving). */
export const DAY_MS = 86_400_000;

/** `Intl` locale tags, Western digits and the Gregorian calendar in both languages (the site's convention). */
export const INTL_LOCALE = {
  /** Saudi Arabic as the site writes it. */
  ar: 'ar-SA-u-nu-latn-ca-gregory',
  /** British English: day before month ("15 Dec 2026"), 24-hour staff times. */
  enGB: 'en-GB-u-nu-latn-ca-gregory',
  /** American English: the 12-hour clock in capitals ("10:00 AM"; en-GB writes "am") and visitors' numbers. */
  enUS: 'en-US',
} as const;

/** The visitors' tag (numbers, long dates, clocks): Arabic, or American English. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? INTL_LOCALE.ar : INTL_LOCALE.enUS;
}

/** The tag of day-month dates and the staff area: Arabic, or British English. */
export function dateLocaleOf(locale: Locale): string {
  return locale === 'ar' ? INTL_LOCALE.ar : INTL_LOCALE.enGB;
}

/** A calendar day, "YYYY-MM-DD" (a Riyadh day unless said otherwise). */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Riyadh date of an instant (today's, by default). */
export function riyadhDateOf(at: Date = new Date()): IsoDate {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight starting a Riyadh day, as the stored UTC ISO form (21:00 UTC the day before). */
export function riyadhDayStart(day: IsoDate): string {
  return new Date(`${day}T00:00:00${RIYADH_OFFSET}`).toISOString();
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

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-15T10:00" (Riyadh wall time, as a datetime-local input gives it) to UTC ISO; null when not a real time. */
export function riyadhLocalToUtc(local: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - RIYADH_OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls 31 February over to March: refuse it rather than store another day.
  if (riyadhLocalOf(date.toISOString()) !== local) return null;
  return date.toISOString();
}

/** A UTC ISO instant as Riyadh wall time "YYYY-MM-DDTHH:mm" (for the staff form's datetime-local input). */
export function riyadhLocalOf(iso: string): string {
  return new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant with the Riyadh offset, "2026-12-15T10:00:00+03:00" (JSON-LD, iCalendar-friendly). */
export function riyadhIsoWithOffset(iso: string): string {
  return `${new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 19)}${RIYADH_OFFSET}`;
}

const base = { timeZone: RIYADH_TIME_ZONE } as const;

export const RIYADH_ZONE_LABEL: Record<Locale, string> = { en: 'Riyadh time (UTC+3)', ar: 'توقيت الرياض (UTC+3)' };

/**
 * One formatter per language, made on first use (a page that never formats a date makes none), in Riyadh
 * time unless `options` names another zone (`timeZone: undefined`: the visitor's own).
 */
export function perLocale(options: (locale: Locale) => Intl.DateTimeFormatOptions, tag: (locale: Locale) => string = dateLocaleOf): (locale: Locale) => Intl.DateTimeFormat {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return (locale) => (made[locale] ??= new Intl.DateTimeFormat(tag(locale), { ...base, ...options(locale) }));
}

const longDate = perLocale(() => ({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const shortDate = perLocale((locale) => ({ day: 'numeric', month: locale === 'ar' ? 'long' : 'short', year: 'numeric' }));
// en-US for the clock: en-GB writes "am"/"pm" in lower case.
const clock = perLocale(() => ({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }), intlLocaleOf);
const calendarDate = perLocale(() => ({ dateStyle: 'long' }), intlLocaleOf);

/** A no-break space: a time range never wraps in the middle, even on a narrow Arabic screen. */
const NBSP = '\u00a0';

/** "Tuesday, 15 December 2026" / "الثلاثاء، 15 ديسمبر 2026". */
export function formatRiyadhDate(iso: string, locale: Locale): string {
  return longDate(locale).format(new Date(iso));
}

/** A calendar day ("YYYY-MM-DD") written out, as the visitors read dates: "December 15, 2026" / "15 ديسمبر 2026". */
export function formatCalendarDate(day: IsoDate, locale: Locale): string {
  return calendarDate(locale).format(new Date(`${day}T12:00:00${RIYADH_OFFSET}`));
}

/** A short date for cards and lists: "15 Dec 2026" / "15 ديسمبر 2026". */
export function formatRiyadhShortDate(iso: string, locale: Locale): string {
  return shortDate(locale).format(new Date(iso));
}

/** "10:00 AM" / "10:00 ص": 12-hour Riyadh time (the Gulf's business convention), Western digits, unbreakable. */
export function formatRiyadhClock(iso: string, locale: Locale): string {
  return clock(locale).format(new Date(iso)).replace(/\s/g, NBSP);
}

/**
 * The one way an event's time is shown (pages, confirmation, e-mails): "10:00 AM – 11:30 AM Riyadh time (UTC+3)" /
 * "10:00 ص – 11:30 ص توقيت الرياض (UTC+3)": the range and the zone each joined by no-break spaces, so a
 * narrow column breaks only between them. An event running past midnight names the end's date too (a
 * line may break before that date).
 */
export function formatRiyadhTimeRange(startIso: string, endIso: string, locale: Locale): string {
  const sameDay = riyadhLocalOf(startIso).slice(0, 10) === riyadhLocalOf(endIso).slice(0, 10);
  const end = sameDay ? formatRiyadhClock(endIso, locale) : `${formatRiyadhShortDate(endIso, locale)} ${formatRiyadhClock(endIso, locale)}`;
  return `${formatRiyadhClock(startIso, locale)}${NBSP}–${NBSP}${end} ${RIYADH_ZONE_LABEL[locale].replace(/ /g, NBSP)}`;
}

/** Date and time range in one line (the e-mails): "Tuesday, 15 December 2026, 10:00 AM – 11:30 AM Riyadh time (UTC+3)". */
export function formatRiyadhDateTimeRange(startIso: string, endIso: string, locale: Locale): string {
  return `${formatRiyadhDate(startIso, locale)}${locale === 'ar' ? '، ' : ', '}${formatRiyadhTimeRange(startIso, endIso, locale)}`;
}

const visitorDateTime = perLocale(() => ({ dateStyle: 'medium', timeStyle: 'short' }), intlLocaleOf);

/** "Dec 15, 2026, 10:00 AM" / "15/12/2026، 10:00 ص": an instant as the visitors read it (the tools' reports). */
export function formatRiyadhDateTime(iso: string, locale: Locale): string {
  return visitorDateTime(locale).format(new Date(iso));
}

// The staff area: Arabic or British English, Riyadh time. Each formatter is made once per language, on first use.

/** "15 Dec 2026, 10:05" / "15/12/2026، 10:05 ص". */
export const staffDateTimeFormat = perLocale(() => ({ dateStyle: 'medium', timeStyle: 'short' }));
/** "15 Dec 2026, 10:05:09" / "15/12/2026، 10:05:09 ص". */
export const staffDateTimeSecondsFormat = perLocale(() => ({ dateStyle: 'medium', timeStyle: 'medium' }));
/** "15 Dec 2026" / "15/12/2026". */
export const staffDateFormat = perLocale(() => ({ dateStyle: 'medium' }));
/** "10:05:09" / "10:05:09 ص". */
export const staffTimeFormat = perLocale(() => ({ timeStyle: 'medium' }));
/** "15 Dec 2026, 18:05" / "15/12/2026، 18:05": the 24-hour clock in Arabic too (the staff's event list). */
export const staffDateTime24Format = perLocale(() => ({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }));
/** "Tue 15 Dec, 4:30 pm" / "الثلاثاء، 15 ديسمبر، 4:30 م": a demo slot in the staff's agenda. */
export const staffSlotFormat = perLocale(() => ({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }));

const dayMonthNumeric = perLocale(() => ({ day: 'numeric', month: 'numeric', timeZone: 'UTC' }));
const dayMonthLong = perLocale(() => ({ day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** A calendar day's day and month in the staff language: "02/03" / "2/3" (`numeric`), "2 March" / "2 مارس" (`long`). */
export function formatDayMonth(day: IsoDate, locale: Locale, month: 'numeric' | 'long'): string {
  return (month === 'long' ? dayMonthLong : dayMonthNumeric)(locale).format(new Date(`${day}T00:00:00Z`));
}

const weekdayName = perLocale(() => ({ weekday: 'long', timeZone: 'UTC' }));

/** The seven weekday names in the staff language, Sunday first. */
export function weekdayNamesOf(locale: Locale): string[] {
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => weekdayName(locale).format(new Date(Date.UTC(2026, 10, 1 + day))));
}

const csvParts = perLocale(
  () => ({ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  () => INTL_LOCALE.enGB,
);

/** "2027-01-01 01:05:09": an instant in Riyadh time as digits only (the CSV exports). */
export function formatRiyadhDigits(iso: string): string {
  const parts = csvParts('en').formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

// A time on a clock the caller names: `zone` undefined is the reader's own (the browser's), which only a client island knows.
const zonedFormats = new Map<string, Intl.DateTimeFormat>();
function zoned(locale: Locale, zone: string | undefined, shape: 'day' | 'clock' | 'zone'): Intl.DateTimeFormat {
  const key = `${locale} ${zone ?? ''} ${shape}`;
  let format = zonedFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'day' ? { weekday: 'short', day: 'numeric', month: 'short' } : shape === 'clock' ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : { timeZoneName: 'short' };
    zonedFormats.set(key, (format = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: zone })));
  }
  return format;
}

/**
 * An event's day, times and zone name on the clock of `zone` (undefined: the reader's own), as the visitors
 * read them: "Tue, Dec 15, 7:05 AM – 8:35 AM GMT" / "الثلاثاء، 15 ديسمبر, 7:05 ص – 8:35 ص غرينتش+0".
 */
export function formatZonedTimeRange(startIso: string, endIso: string, locale: Locale, zone?: string): string {
  const start = new Date(startIso);
  const name = zoned(locale, zone, 'zone').formatToParts(start).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const clock = zoned(locale, zone, 'clock');
  return `${zoned(locale, zone, 'day').format(start)}, ${clock.format(start)} – ${clock.format(new Date(endIso))} ${name}`;
}

/** The year in Riyadh at an instant (the footer's copyright). */
export function riyadhYearOf(at: Date = new Date()): number {
  return Number(riyadhDateOf(at).slice(0, 4));
}

/** Whole minutes between two instants. */
export function durationMinutes(startIso: string, endIso: string): number {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60_000);
}
