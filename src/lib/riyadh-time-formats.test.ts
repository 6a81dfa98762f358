import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatRiyadhDigits, formatZonedTimeRange, riyadhYearOf, staffDateFormat, staffDateTime24Format, staffSlotFormat, weekdayNamesOf } from './riyadh-time';

// Pinned outputs, byte for byte, of the formatters that moved here from the staff area, the tools, the CSV and
// the booked page (issue 51): the same options as before, so the same words.
describe('the formatters made here', () => {
  it('write the staff area’s dates as they always have, in both languages', () => {
    expect(staffDateTime24Format('en').format(new Date('2026-12-15T15:05:00Z'))).toBe('15 Dec 2026, 18:05');
    expect(staffDateFormat('en').format(new Date('2026-12-15T22:05:00Z'))).toBe('16 Dec 2026');
    expect(staffSlotFormat('en').format(new Date('2026-12-15T13:30:00Z'))).toBe('Tue 15 Dec, 4:30 pm');
    expect(formatDayMonth('2026-03-02', 'en', 'numeric')).toBe('02/03');
    expect(formatDayMonth('2026-03-02', 'en', 'long')).toBe('2 March');
    expect(weekdayNamesOf('en')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(staffDateTime24Format('ar').format(new Date('2026-12-15T15:05:00Z'))).toBe('15\u200f/12\u200f/2026، 18:05');
    expect(staffDateFormat('ar').format(new Date('2026-12-15T22:05:00Z'))).toBe('16\u200f/12\u200f/2026');
    expect(staffSlotFormat('ar').format(new Date('2026-12-15T13:30:00Z'))).toBe('الثلاثاء، 15 ديسمبر، 4:30 م');
    expect(formatDayMonth('2026-03-02', 'ar', 'numeric')).toBe('2\u200f/3');
    expect(formatDayMonth('2026-03-02', 'ar', 'long')).toBe('2 مارس');
    expect(weekdayNamesOf('ar')).toEqual(['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت']);
  });

  it('write a time on the reader’s own clock, or a named zone’s', () => {
    expect(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'en', 'Europe/London')).toBe('Tue, Dec 15, 7:05 AM – 8:35 AM GMT');
    expect(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'en', 'America/New_York')).toBe('Tue, Dec 15, 2:05 AM – 3:35 AM EST');
    expect(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'ar', 'Europe/London')).toBe('الثلاثاء، 15 ديسمبر, 7:05 ص – 8:35 ص غرينتش+0');
    expect(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'ar', 'America/New_York')).toBe('الثلاثاء، 15 ديسمبر, 2:05 ص – 3:35 ص غرينتش-5');
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'en')).toBe(formatZonedTimeRange('2026-12-15T07:05:09Z', '2026-12-15T08:35:00Z', 'en', own));
  });

  it('write the CSV’s digits and the footer’s year in Riyadh time', () => {
    expect(formatRiyadhDigits('2026-12-31T22:05:09Z')).toBe('2027-01-01 01:05:09');
    expect(riyadhYearOf(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(riyadhYearOf(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
