import { describe, expect, it } from 'vitest';
import {
  addDays,
  durationMinutes,
  formatRiyadhClock,
  formatRiyadhDate,
  formatRiyadhDateTimeRange,
  formatRiyadhShortDate,
  formatRiyadhTimeRange,
  isIsoDate,
  riyadhDateOf,
  riyadhDayStart,
  riyadhIsoWithOffset,
  riyadhLocalOf,
  riyadhLocalToUtc,
} from './riyadh-time';

describe('Riyadh time', () => {
  it('stores a Riyadh wall time as UTC three hours earlier, across a day boundary too', () => {
    expect(riyadhLocalToUtc('2026-12-15T10:00')).toBe('2026-12-15T07:00:00.000Z');
    expect(riyadhLocalToUtc('2026-12-15T01:30')).toBe('2026-12-14T22:30:00.000Z');
    expect(riyadhLocalOf('2026-12-14T22:30:00.000Z')).toBe('2026-12-15T01:30');
  });

  it('refuses what is not a real local time', () => {
    for (const bad of ['2026-02-31T10:00', '2026-12-15T24:00', '2026-12-15 10:00', '2026-12-15T10:00Z', '', 'tomorrow']) expect(riyadhLocalToUtc(bad), bad).toBeNull();
  });

  it('writes the instant with the +03:00 offset', () => {
    expect(riyadhIsoWithOffset('2026-12-15T07:00:00.000Z')).toBe('2026-12-15T10:00:00+03:00');
    expect(riyadhIsoWithOffset('2026-12-14T22:30:00.000Z')).toBe('2026-12-15T01:30:00+03:00');
  });

  it('shows dates on the Gregorian calendar with Western digits in both languages', () => {
    const iso = '2026-12-15T07:00:00.000Z';
    expect(formatRiyadhDate(iso, 'en')).toBe('Tuesday, 15 December 2026');
    expect(formatRiyadhDate(iso, 'ar')).toBe('الثلاثاء، 15 ديسمبر 2026');
    expect(formatRiyadhShortDate(iso, 'en')).toBe('15 Dec 2026');
    expect(formatRiyadhShortDate(iso, 'ar')).toBe('15 ديسمبر 2026');
    // Late on the 14th in UTC is already the 15th in Riyadh.
    expect(formatRiyadhShortDate('2026-12-14T22:30:00.000Z', 'en')).toBe('15 Dec 2026');
    expect(formatRiyadhDate(iso, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('states the zone with the time range, on the 12-hour clock, each kept on one line', () => {
    // No-break spaces inside the range; spelled as plain spaces here for reading.
    const shown = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(formatRiyadhClock('2026-12-15T13:00:00.000Z', 'ar')).toBe('4:00\u00a0م');
    expect(formatRiyadhClock('2026-12-15T13:00:00.000Z', 'en')).toBe('4:00\u00a0PM');
    expect(formatRiyadhTimeRange('2026-12-15T07:00:00.000Z', '2026-12-15T08:30:00.000Z', 'en')).toBe('10:00\u00a0AM\u00a0–\u00a011:30\u00a0AM Riyadh\u00a0time\u00a0(UTC+3)');
    expect(shown(formatRiyadhTimeRange('2026-12-15T07:00:00.000Z', '2026-12-15T08:30:00.000Z', 'ar'))).toBe('10:00 ص – 11:30 ص توقيت الرياض (UTC+3)');
    expect(shown(formatRiyadhTimeRange('2026-12-15T18:00:00.000Z', '2026-12-15T22:00:00.000Z', 'en'))).toBe('9:00 PM – 16 Dec 2026 1:00 AM Riyadh time (UTC+3)');
    expect(formatRiyadhTimeRange('2026-12-15T18:00:00.000Z', '2026-12-15T22:00:00.000Z', 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(shown(formatRiyadhDateTimeRange('2026-12-15T07:00:00.000Z', '2026-12-15T08:30:00.000Z', 'en'))).toBe('Tuesday, 15 December 2026, 10:00 AM – 11:30 AM Riyadh time (UTC+3)');
    expect(shown(formatRiyadhDateTimeRange('2026-12-15T07:00:00.000Z', '2026-12-15T08:30:00.000Z', 'ar'))).toBe('الثلاثاء، 15 ديسمبر 2026، 10:00 ص – 11:30 ص توقيت الرياض (UTC+3)');
    expect(durationMinutes('2026-12-15T07:00:00.000Z', '2026-12-15T08:30:00.000Z')).toBe(90);
  });
});

describe('riyadhDateOf', () => {
  it('turns the day at midnight in Riyadh, not at midnight UTC or in the machine’s zone', () => {
    expect(riyadhDateOf(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24'); // 23:59:59 in Riyadh
    expect(riyadhDateOf(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25'); // 00:00 in Riyadh, still the 24th in UTC
    expect(riyadhDateOf(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});

describe('calendar days', () => {
  it('add days across months and years and check real dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(riyadhDayStart('2026-11-25')).toBe('2026-11-24T21:00:00.000Z');
  });
});
