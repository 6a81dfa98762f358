import { intlLocaleOf, type Locale } from '@/i18n/routing';

export const EVENT_TIME_ZONE = 'Asia/Riyadh';

/** Riyadh keeps UTC+3 all year (no daylight saving), so its wall clock is UTC moved by three hours. */
export const RIYADH_OFFSET_MINUTES = 180;

/** The parts of an event's time in the visitor's language: Gregorian, Western digits, Riyadh's clock. */
export function eventTimeParts(startsAt: string, endsAt: string, locale: Locale) {
  const intl = intlLocaleOf(locale);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: EVENT_TIME_ZONE }).format(new Date(startsAt));
  const clock = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: EVENT_TIME_ZONE });
  return { date, start: clock.format(new Date(startsAt)), end: clock.format(new Date(endsAt)) };
}

/** Whether registration can no longer be taken because the event has started. */
export function hasStarted(startsAt: string, now = new Date()): boolean {
  return Date.parse(startsAt) <= now.getTime();
}
