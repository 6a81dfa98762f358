import 'server-only';
import { RIYADH_TIME_ZONE, riyadhIsoWithOffset } from '@/lib/riyadh-time';

/*
 * The site's calendar files (an event's, a booked demo's) as iCalendar (RFC 5545): one VEVENT on
 * Riyadh's clock with its VTIMEZONE (UTC+3 all year, no daylight saving), CRLF line ends, folded lines.
 */

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
const riyadhLocal = (iso: string) => riyadhIsoWithOffset(iso).slice(0, 19).replace(/[-:]/g, '');

export interface IcsEvent {
  /** The PRODID's product: `Events`, `Demos`. */
  product: string;
  /** PUBLISH, or CANCEL for a cancelled entry. */
  method: 'PUBLISH' | 'CANCEL';
  /** Stays the same for one entry, so a calendar updates it instead of doubling it. */
  uid: string;
  /** Bumped on every change of the entry, so calendars take the newest file. */
  sequence?: number;
  start: string;
  end: string;
  now: Date;
  /** The VEVENT's other lines (SUMMARY, DESCRIPTION, ...), in order, unfolded. */
  lines: readonly string[];
}

/** The whole file: the calendar, Riyadh's VTIMEZONE, the event with its UID, stamp and Riyadh times. */
export function icsFile({ product, method, uid, sequence, start, end, now, lines }: IcsEvent): string {
  const file = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Siyana//${product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
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
    `UID:${uid}`,
    ...(sequence === undefined ? [] : [`SEQUENCE:${sequence}`]),
    `DTSTAMP:${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`,
    `DTSTART;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(start)}`,
    `DTEND;TZID=${RIYADH_TIME_ZONE}:${riyadhLocal(end)}`,
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${file.map(foldIcsLine).join('\r\n')}\r\n`;
}
