import 'server-only';
import type { Locale } from '@/i18n/routing';
import { RIYADH_TIME_ZONE, riyadhIsoWithOffset } from '@/lib/riyadh-time';
import { absoluteUrl } from '@/lib/seo';
import { env } from '@/env';
import { escapeIcsText, foldIcsLine } from '../events/ics';
import { serverMessage } from '../messages';

export interface DemoIcsInput {
  /** The demo request's id: the same UID through reschedules, so a calendar updates its entry. */
  uid: string;
  start: string;
  end: string;
  hostName: string;
  locale: Locale;
  /** The visitor's confirmation page (with its token), or null when not known. */
  manageUrl: string | null;
  cancelled?: boolean;
  /** Bumped on every change so calendars take the newest file. */
  sequence: number;
  now?: Date;
}

const riyadhLocal = (iso: string) => riyadhIsoWithOffset(iso).slice(0, 19).replace(/[-:]/g, '');
const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The booked demo as an iCalendar file (RFC 5545), Riyadh time with its VTIMEZONE, as the events' files. */
export function demoIcs({ uid, start, end, hostName, locale, manageUrl, cancelled = false, sequence, now = new Date() }: DemoIcsInput): string {
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `DemoBooking.calendar.${key}`, values);
  const description = [m('description', { host: hostName }), ...(manageUrl ? ['', m('manage', { url: absoluteUrl(manageUrl) })] : [])].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Siyana//Demos//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
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
    `UID:demo-${uid}@${new URL(env.SITE_URL).hostname}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(start)}`,
    `DTEND;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(end)}`,
    `SUMMARY;LANGUAGE=${locale}:${escapeIcsText(m('summary'))}`,
    `DESCRIPTION;LANGUAGE=${locale}:${escapeIcsText(description)}`,
    `LOCATION;LANGUAGE=${locale}:${escapeIcsText(m('location'))}`,
    ...(manageUrl ? [`URL:${absoluteUrl(manageUrl)}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** "20261201T070000Z/20261201T073000Z": the dates of the calendars' web compose links. */
const compact = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Links that open a new entry in Google Calendar and Outlook on the web, filled with the demo. */
export function webCalendarLinks({ start, end, locale, hostName }: { start: string; end: string; locale: Locale; hostName: string }): { google: string; outlook: string } {
  const title = serverMessage(locale, 'DemoBooking.calendar.summary');
  const details = serverMessage(locale, 'DemoBooking.calendar.description', { host: hostName });
  const location = serverMessage(locale, 'DemoBooking.calendar.location');
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${compact(start)}/${compact(end)}`, details, location, ctz: RIYADH_TIME_ZONE }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/action/compose');
  outlook.search = new URLSearchParams({ rru: 'addevent', subject: title, startdt: start, enddt: end, body: details, location }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
