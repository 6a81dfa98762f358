import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsFile } from './icalendar';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'ب'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ب'.repeat(100)}`);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one event on Riyadh time with its VTIMEZONE, the sequence only when given', () => {
    const now = new Date('2026-11-24T20:15:00.000Z');
    const base = { product: 'Demos', method: 'PUBLISH', uid: 'demo-1@localhost', start: '2026-12-01T06:30:00.000Z', end: '2026-12-01T07:00:00.000Z', now, lines: ['STATUS:CONFIRMED'] } as const;
    const lines = icsFile({ ...base, sequence: 2 }).split('\r\n');
    expect(lines.slice(lines.indexOf('BEGIN:VEVENT'))).toEqual([
      'BEGIN:VEVENT',
      'UID:demo-1@localhost',
      'SEQUENCE:2',
      'DTSTAMP:20261124T201500Z',
      'DTSTART;TZID=Asia/Riyadh:20261201T093000',
      'DTEND;TZID=Asia/Riyadh:20261201T100000',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(icsFile(base)).not.toContain('SEQUENCE');
  });
});
