import 'server-only';
import { eventsPage } from '@/content/events';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { venueAndCity } from '@/lib/event-place';
import { absoluteUrl } from '@/lib/seo';
import { env } from '@/env';
import type { EventRow } from '../db/database';
import { escapeIcsText, icsFile } from '../icalendar';
import { serverMessage } from '../messages';

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
  return icsFile({
    product: 'Events',
    method: 'PUBLISH',
    uid: `event-${event.id}@${new URL(env.SITE_URL).hostname}`,
    start: event.starts_at,
    end: event.ends_at,
    now,
    lines: [
      `SUMMARY;LANGUAGE=${locale}:${escapeIcsText(title)}`,
      `DESCRIPTION;LANGUAGE=${locale}:${escapeIcsText(description)}`,
      `LOCATION;LANGUAGE=${locale}:${escapeIcsText(location)}`,
      `URL:${pageUrl}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
    ],
  });
}

/** The file name a calendar download is saved as. */
export function icsFileName(event: Pick<EventRow, 'slug'>): string {
  return `${event.slug}.ics`;
}
