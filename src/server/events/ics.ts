import 'server-only';
import { eventsPage } from '@/content/events';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { venueAndCity } from '@/lib/event-place';
import { RIYADH_TIME_ZONE, riyadhIsoWithOffset } from '@/lib/riyadh-time';
import { absoluteUrl } from '@/lib/seo';
import { env } from '@/env';
import type { EventRow } from '../db/database';
import { serverMessage } from '../messages';

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, and a
 * UTF-8 character (Arabic takes two bytes a letter) is never split between lines.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261201T100000: the wall-clock time in Riyadh, written with TZID=RIYADH_TIME_ZONE. */
function riyadhLocal(iso: string): string {
  return riyadhIsoWithOffset(iso).slice(0, 19).replace(/[-:]/g, '');
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function eventPageUrl(event: Pick<EventRow, 'slug'>, locale: Locale): string {
  return absoluteUrl(localizeHref(`/resources/events/${event.slug}`, locale));
}

/** Where the event takes place in `locale`: the venue and city, or "Online". */
export function eventLocation(event: EventRow, locale: Locale): string {
  if (event.mode === 'online') return eventsPage.event.online[locale];
  return locale === 'ar' ? venueAndCity(event.venue_ar, event.city_ar, locale) : venueAndCity(event.venue_en, event.city_en, locale);
}

export interface IcsOptions {
  locale: Locale;
  /** Only for a registration's own file: the join link of an online event. */
  joinUrl?: string | null;
  now?: Date;
}

/**
 * The event as an iCalendar file (RFC 5545) in one language: CRLF line ends, folded lines, escaped
 * text, times on Riyadh's clock with its VTIMEZONE (UTC+3 all year, no daylight saving), and a UID
 * that stays the same, so adding the file again updates the calendar entry instead of doubling it.
 */
export function eventIcs(event: EventRow, { locale, joinUrl, now = new Date() }: IcsOptions): string {
  const title = locale === 'ar' ? event.title_ar : event.title_en;
  const summary = locale === 'ar' ? event.summary_ar : event.summary_en;
  const pageUrl = eventPageUrl(event, locale);
  const description = [
    summary,
    '',
    serverMessage(locale, 'EventRegistration.calendar.eventPage', { url: pageUrl }),
    ...(joinUrl ? [serverMessage(locale, 'EventRegistration.calendar.joinLink', { url: joinUrl })] : []),
  ].join('\n');
  const location = event.mode === 'online' && joinUrl ? joinUrl : eventLocation(event, locale);
  const host = new URL(env.SITE_URL).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Siyana//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${RIYADH_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(event.starts_at)}`,
    `DTEND;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(event.ends_at)}`,
    `SUMMARY;LANGUAGE=${locale}:${escapeIcsText(title)}`,
    `DESCRIPTION;LANGUAGE=${locale}:${escapeIcsText(description)}`,
    `LOCATION;LANGUAGE=${locale}:${escapeIcsText(location)}`,
    `URL:${pageUrl}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The file name a calendar download is saved as. */
export function icsFileName(event: Pick<EventRow, 'slug'>): string {
  return `${event.slug}.ics`;
}
