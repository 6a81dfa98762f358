import { describe, expect, it } from 'vitest';
import { addWorkingMinutes, holidayDatesBetween, workingMinutesBetween } from './frozen-clock';

// The values the live clock gave on the day migrations 0020 and 0022 were written: the frozen copy keeps them.
describe('the clock frozen for the lead-clock migrations', () => {
  it('keeps the public holidays of 2026 and 2027', () => {
    expect(holidayDatesBetween('2026-01-01', '2027-12-31')).toEqual([
      '2026-02-22', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-09-23',
      '2027-02-22', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-05-15', '2027-05-16', '2027-05-17', '2027-05-18', '2027-09-23',
    ]);
  });

  it('counts working minutes Sunday-Thursday 9:00-18:00 Riyadh time, across the weekend', () => {
    const thursdayAfternoon = new Date('2026-11-26T14:30:00Z'); // 17:30 in Riyadh
    expect(addWorkingMinutes(thursdayAfternoon, 60, new Set()).toISOString()).toBe('2026-11-29T06:30:00.000Z');
    expect(workingMinutesBetween(thursdayAfternoon, new Date('2026-11-29T07:00:00Z'), new Set())).toBe(90);
    expect(addWorkingMinutes(new Date('2026-03-18T12:00:00Z'), 60, new Set(holidayDatesBetween('2026-03-01', '2026-03-31'))).toISOString()).toBe('2026-03-18T13:00:00.000Z');
  });
});
