import { describe, expect, it } from 'vitest';
import type { EventRow } from '../db/database';
import { eventIcs } from './ics';

const event: EventRow = {
  id: '7f9c2a1e-0b4d-4c3a-9e8f-1a2b3c4d5e6f',
  slug: 'riyadh-site-visit',
  kind: 'site-visit',
  title_en: 'Site visit: HVAC, fire; and lifts\\plant rooms',
  title_ar: 'زيارة ميدانية: التكييف والحريق؛ وغرف المصاعد، في مجمع تجاري كبير بمدينة الرياض مع فريق Siyana',
  summary_en: 'See PPM in practice.\nBring your questions, we answer them on site.',
  summary_ar: 'شاهد الصيانة الوقائية المخططة (PPM) على أرض الواقع.\nأحضر أسئلتك.',
  description_en: '',
  description_ar: '',
  starts_at: '2026-12-01T06:30:00.000Z',
  ends_at: '2026-12-01T09:00:00.000Z',
  mode: 'in-person',
  city_en: 'Riyadh',
  city_ar: 'الرياض',
  venue_en: 'Kingdom Centre, Level 3',
  venue_ar: 'برج المملكة، الطابق 3',
  language: 'both',
  join_url: null,
  capacity: 30,
  seats_taken: 0,
  registration_open: 1,
  recording_url: null,
  published: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

/** A minimal RFC 5545 reader: unfolds, splits name;params:value, unescapes TEXT. */
function parse(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
    return { name: name!, params, value };
  });
}

const now = new Date('2026-11-24T20:15:00.000Z');

describe('the event calendar file', () => {
  it('is a VCALENDAR with CRLF line ends only, every line at most 75 octets', () => {
    const ics = eventIcs(event, { locale: 'ar', now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The Arabic title is long: it is folded, and no character is cut in two.
    expect(ics).toMatch(/\r\n [^\r]/);
    expect(ics).not.toContain('\uFFFD');
  });

  it('has the fields a calendar needs: UID, DTSTAMP, Riyadh times with their VTIMEZONE, and text in the registrant’s language', () => {
    const fields = parse(eventIcs(event, { locale: 'ar', now }));
    // The VEVENT's own fields (the VTIMEZONE has a DTSTART of its own).
    const eventStart = fields.findIndex((field) => field.name === 'BEGIN' && field.value === 'VEVENT');
    const value = (name: string) => fields.slice(name === 'PRODID' || name === 'VERSION' ? 0 : eventStart).find((field) => field.name === name);
    const names = fields.map((field) => field.name);
    expect(names.slice(0, 2)).toEqual(['BEGIN', 'VERSION']);
    expect(value('VERSION')?.value).toBe('2.0');
    expect(value('PRODID')?.value).toBe('-//Siyana//Events//EN');

    const zone = names.indexOf('TZID');
    expect(fields[zone]?.value).toBe('Asia/Riyadh');
    expect(fields.filter((field) => field.name === 'TZOFFSETFROM' || field.name === 'TZOFFSETTO').map((field) => field.value)).toEqual(['+0300', '+0300']);
    expect(fields.filter((field) => field.name === 'BEGIN').map((field) => field.value)).toEqual(['VCALENDAR', 'VTIMEZONE', 'STANDARD', 'VEVENT']);
    // No daylight saving in Riyadh: no DAYLIGHT block.
    expect(fields.some((field) => field.value === 'DAYLIGHT')).toBe(false);

    expect(value('UID')?.value).toBe('event-7f9c2a1e-0b4d-4c3a-9e8f-1a2b3c4d5e6f@localhost');
    expect(value('DTSTAMP')?.value).toBe('20261124T201500Z');
    // 06:30 UTC is 09:30 in Riyadh.
    expect(value('DTSTART')).toEqual({ name: 'DTSTART', params: ['TZID=Asia/Riyadh'], value: '20261201T093000' });
    expect(value('DTEND')).toEqual({ name: 'DTEND', params: ['TZID=Asia/Riyadh'], value: '20261201T120000' });
    expect(value('SUMMARY')).toEqual({ name: 'SUMMARY', params: ['LANGUAGE=ar'], value: event.title_ar });
    expect(value('LOCATION')?.value).toBe('برج المملكة، الطابق 3، الرياض');
    expect(value('DESCRIPTION')?.value).toBe(`${event.summary_ar}\n\nصفحة الفعالية: http://localhost:3000/ar/resources/events/riyadh-site-visit`);
    expect(value('URL')?.value).toBe('http://localhost:3000/ar/resources/events/riyadh-site-visit');
  });

  it('escapes backslashes, semicolons, commas and line breaks, and reads back to the original text', () => {
    const ics = eventIcs(event, { locale: 'en', now });
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY;LANGUAGE=en:Site visit: HVAC\\, fire\\; and lifts\\\\plant rooms');
    expect(unfolded).toContain('DESCRIPTION;LANGUAGE=en:See PPM in practice.\\nBring your questions\\, we answer them on site.\\n\\nEvent page:');
    const fields = parse(ics);
    expect(fields.find((field) => field.name === 'SUMMARY')?.value).toBe(event.title_en);
    expect(fields.find((field) => field.name === 'LOCATION')?.value).toBe('Kingdom Centre, Level 3, Riyadh');
  });

  it('carries the join link of an online event only when asked for a registrant', () => {
    const online = { ...event, mode: 'online' as const, join_url: 'https://meet.example.com/abc?x=1;y=2' };
    const publicFile = parse(eventIcs(online, { locale: 'en', now }));
    expect(publicFile.find((field) => field.name === 'LOCATION')?.value).toBe('Online');
    expect(JSON.stringify(publicFile)).not.toContain('meet.example.com');
    const own = parse(eventIcs(online, { locale: 'en', joinUrl: online.join_url, now }));
    expect(own.find((field) => field.name === 'LOCATION')?.value).toBe('https://meet.example.com/abc?x=1;y=2');
    expect(own.find((field) => field.name === 'DESCRIPTION')?.value).toContain('Join link: https://meet.example.com/abc?x=1;y=2');
  });
});
