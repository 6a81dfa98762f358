import 'server-only';
import type { Locale } from '@/i18n/routing';
import { RIYADH_TIME_ZONE } from '@/lib/riyadh-time';
import { absoluteUrl } from '@/lib/seo';
import { env } from '@/env';
import { escapeIcsText, icsFile } from '../icalendar';
import { serverMessage } from '../messages';

/**
 * The values a visitor's message about their host takes: the host's name, or "the Siyana team" (with
 * `team: 'yes'`, for sentences that start with it).
 */
export function hostValues(hostName: string | null, locale: Locale): { host: string; team: 'yes' | 'no' } {
  return hostName ? { host: hostName, team: 'no' } : { host: serverMessage(locale, 'DemoBooking.teamHost'), team: 'yes' };
}

export interface DemoIcsInput {
  /** The demo request's id: the same UID through reschedules, so a calendar updates its entry. */
  uid: string;
  start: string;
  end: string;
  /** null: "the Siyana team". */
  hostName: string | null;
  locale: Locale;
  /** The visitor's confirmation page (with its token), or null when not known. */
  manageUrl: string | null;
  cancelled?: boolean;
  /** Bumped on every change so calendars take the newest file. */
  sequence: number;
  now?: Date;
}

/**
 * The SEQUENCE of a booking's calendar file: the seconds of its last change, one more for a cancellation,
 * so the cancelling file outranks the last booked one even within the same second.
 */
export function icsSequence(changedAt: string, cancelled: boolean): number {
  return Math.floor(Date.parse(changedAt) / 1000) + (cancelled ? 1 : 0);
}

/**
 * A line of calendar text as its language reads: calendar apps show descriptions in a left-to-right box,
 * so each Arabic line is embedded right to left (RLE ... PDF) and its full stop and figures stay in place.
 */
function directed(line: string, locale: Locale): string {
  return locale === 'ar' && line !== '' ? `\u202B${line}\u202C` : line;
}

/** The booked demo as an iCalendar file (RFC 5545), Riyadh time with its VTIMEZONE, as the events' files. */
export function demoIcs({ uid, start, end, hostName, locale, manageUrl, cancelled = false, sequence, now = new Date() }: DemoIcsInput): string {
  const m = (key: string, values: Record<string, string> = {}) => directed(serverMessage(locale, `DemoBooking.calendar.${key}`, values), locale);
  // The link stands on a line of its own, outside any embedding, so apps that link it take no stray mark.
  const description = [m('description', { host: hostValues(hostName, locale).host }), ...(manageUrl ? ['', m('manage'), absoluteUrl(manageUrl)] : [])].join('\n');
  return icsFile({
    product: 'Demos',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `demo-${uid}@${new URL(env.SITE_URL).hostname}`,
    sequence,
    start,
    end,
    now,
    lines: [
      `SUMMARY;LANGUAGE=${locale}:${escapeIcsText(m('summary'))}`,
      `DESCRIPTION;LANGUAGE=${locale}:${escapeIcsText(description)}`,
      `LOCATION;LANGUAGE=${locale}:${escapeIcsText(m('location'))}`,
      ...(manageUrl ? [`URL:${absoluteUrl(manageUrl)}`] : []),
      `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
    ],
  });
}

/** "20261201T070000Z/20261201T073000Z": the dates of the calendars' web compose links. */
const compact = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Links that open a new entry in Google Calendar and Outlook on the web, filled with the demo. */
export function webCalendarLinks({ start, end, locale, hostName }: { start: string; end: string; locale: Locale; hostName: string | null }): { google: string; outlook: string } {
  const title = directed(serverMessage(locale, 'DemoBooking.calendar.summary'), locale);
  const details = directed(serverMessage(locale, 'DemoBooking.calendar.description', { host: hostValues(hostName, locale).host }), locale);
  const location = directed(serverMessage(locale, 'DemoBooking.calendar.location'), locale);
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${compact(start)}/${compact(end)}`, details, location, ctz: RIYADH_TIME_ZONE }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/action/compose');
  outlook.search = new URLSearchParams({ rru: 'addevent', subject: title, startdt: start, enddt: end, body: details, location }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
