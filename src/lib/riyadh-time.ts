import type { Locale } from '@/i18n/routing';

/**
 * Riyadh time: UTC+3 all year (Saudi Arabia keeps no daylight saving). Staff enter an event's local
 * date and time; it is stored as a UTC ISO string and shown to visitors in Riyadh time, Gregorian
 * calendar, Western digits, with the zone stated ("AST" / "توقيت الرياض").
 */
export const RIYADH_OFFSET = '+03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-15T10:00" (Riyadh wall time, as a datetime-local input gives it) to UTC ISO; null when not a real time. */
export function riyadhLocalToUtc(local: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls 31 February over to March: refuse it rather than store another day.
  if (riyadhLocalOf(date.toISOString()) !== local) return null;
  return date.toISOString();
}

/** A UTC ISO instant as Riyadh wall time "YYYY-MM-DDTHH:mm" (for the staff form's datetime-local input). */
export function riyadhLocalOf(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant with the Riyadh offset, "2026-12-15T10:00:00+03:00" (JSON-LD, iCalendar-friendly). */
export function riyadhIsoWithOffset(iso: string): string {
  return `${new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 19)}${RIYADH_OFFSET}`;
}

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA' : 'en-GB');
const base = { timeZone: 'Asia/Riyadh', numberingSystem: 'latn', calendar: 'gregory' } as const;

export const RIYADH_ZONE_LABEL: Record<Locale, string> = { en: 'AST', ar: 'توقيت الرياض' };

/** One formatter per language, made once. */
function perLocale(options: (locale: Locale) => Intl.DateTimeFormatOptions, tag: (locale: Locale) => string = intlLocale): Record<Locale, Intl.DateTimeFormat> {
  const make = (locale: Locale) => new Intl.DateTimeFormat(tag(locale), { ...base, ...options(locale) });
  return { en: make('en'), ar: make('ar') };
}

const longDate = perLocale(() => ({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const shortDate = perLocale((locale) => ({ day: 'numeric', month: locale === 'ar' ? 'long' : 'short', year: 'numeric' }));
// en-US for the clock: en-GB writes "am"/"pm" in lower case.
const clock = perLocale(() => ({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }), (locale) => (locale === 'ar' ? 'ar-SA' : 'en-US'));

/** A no-break space: a time range never wraps in the middle, even on a narrow Arabic screen. */
const NBSP = '\u00a0';

/** "Tuesday, 15 December 2026" / "الثلاثاء، 15 ديسمبر 2026". */
export function formatRiyadhDate(iso: string, locale: Locale): string {
  return longDate[locale].format(new Date(iso));
}

/** A short date for cards and lists: "15 Dec 2026" / "15 ديسمبر 2026". */
export function formatRiyadhShortDate(iso: string, locale: Locale): string {
  return shortDate[locale].format(new Date(iso));
}

/** "10:00 AM" / "10:00 ص": 12-hour Riyadh time (the Gulf's business convention), Western digits, unbreakable. */
export function formatRiyadhClock(iso: string, locale: Locale): string {
  return clock[locale].format(new Date(iso)).replace(/\s/g, NBSP);
}

/**
 * The one way an event's time is shown (pages, confirmation, e-mails): "10:00 AM – 11:30 AM AST" /
 * "10:00 ص – 11:30 ص توقيت الرياض", joined by no-break spaces so the range and its zone stay on one
 * line. An event running past midnight names the end's date too (a line may break before that date).
 */
export function formatRiyadhTimeRange(startIso: string, endIso: string, locale: Locale): string {
  const sameDay = riyadhLocalOf(startIso).slice(0, 10) === riyadhLocalOf(endIso).slice(0, 10);
  const end = sameDay ? formatRiyadhClock(endIso, locale) : `${formatRiyadhShortDate(endIso, locale)} ${formatRiyadhClock(endIso, locale)}`;
  return `${formatRiyadhClock(startIso, locale)}${NBSP}–${NBSP}${end}${NBSP}${RIYADH_ZONE_LABEL[locale]}`;
}

/** Date and time range in one line (the e-mails): "Tuesday, 15 December 2026, 10:00 AM – 11:30 AM AST". */
export function formatRiyadhDateTimeRange(startIso: string, endIso: string, locale: Locale): string {
  return `${formatRiyadhDate(startIso, locale)}${locale === 'ar' ? '، ' : ', '}${formatRiyadhTimeRange(startIso, endIso, locale)}`;
}

/** Whole minutes between two instants. */
export function durationMinutes(startIso: string, endIso: string): number {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60_000);
}
