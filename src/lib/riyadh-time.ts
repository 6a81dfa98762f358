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

/** "Tuesday 15 December 2026" / "الثلاثاء، 15 ديسمبر 2026". */
export function formatRiyadhDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...base, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A short date for cards and lists: "15 Dec 2026" / "15 ديسمبر 2026". */
export function formatRiyadhShortDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...base, day: 'numeric', month: locale === 'ar' ? 'long' : 'short', year: 'numeric' }).format(new Date(iso));
}

/** "10:00" in 24-hour Riyadh time, Western digits in both languages. */
export function formatRiyadhClock(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...base, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * The time span with its zone: "10:00–11:30 AST" / "10:00–11:30 توقيت الرياض". An event running past
 * midnight names the end's date too.
 */
export function formatRiyadhTimeRange(startIso: string, endIso: string, locale: Locale): string {
  const sameDay = riyadhLocalOf(startIso).slice(0, 10) === riyadhLocalOf(endIso).slice(0, 10);
  const end = sameDay ? formatRiyadhClock(endIso, locale) : `${formatRiyadhShortDate(endIso, locale)} ${formatRiyadhClock(endIso, locale)}`;
  return `${formatRiyadhClock(startIso, locale)}–${end} ${RIYADH_ZONE_LABEL[locale]}`;
}

/** Whole minutes between two instants. */
export function durationMinutes(startIso: string, endIso: string): number {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60_000);
}
