import { describe, expect, it } from 'vitest';
import { csvDate } from './csv-export';
import { staffFormats } from './language';

// Pinned outputs: the staff area's dates and the CSV's, byte for byte (Riyadh time, Western digits, Gregorian).
describe('staff dates', () => {
  const when = (format: Intl.DateTimeFormat) => format.format(new Date('2026-12-15T07:05:09Z'));

  it('read the same in both staff languages as they always have', () => {
    expect(when(staffFormats('en').dateTime)).toBe('15 Dec 2026, 10:05');
    expect(when(staffFormats('en').dateTimeSeconds)).toBe('15 Dec 2026, 10:05:09');
    expect(when(staffFormats('en').date)).toBe('15 Dec 2026');
    expect(when(staffFormats('en').time)).toBe('10:05:09');
    expect(when(staffFormats('ar').dateTime)).toBe('15\u200f/12\u200f/2026، 10:05 ص');
    expect(when(staffFormats('ar').dateTimeSeconds)).toBe('15\u200f/12\u200f/2026، 10:05:09 ص');
    expect(when(staffFormats('ar').date)).toBe('15\u200f/12\u200f/2026');
    expect(when(staffFormats('ar').time)).toBe('10:05:09 ص');
  });

  it('are yyyy-MM-dd HH:mm:ss in Riyadh time in the CSV, across the new year', () => {
    expect(csvDate('2026-12-31T22:05:09Z')).toBe('2027-01-01 01:05:09');
    expect(csvDate('2026-06-01T00:00:00.000Z')).toBe('2026-06-01 03:00:00');
    expect(csvDate(null)).toBe('');
  });
});
