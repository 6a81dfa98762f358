import { describe, expect, it } from 'vitest';
import { bookingWindow, firstBookableDate, isBookableDate } from './booking-dates';
import { weekdayOf } from './riyadh-time';

// 2026-11-24 is a Tuesday. Riyadh is UTC+3 all year.
const tuesdayNoonRiyadh = new Date('2026-11-24T09:00:00Z');

describe('bookingWindow', () => {
  it('runs from tomorrow to 90 days ahead in Riyadh', () => {
    expect(bookingWindow(tuesdayNoonRiyadh)).toEqual({ first: '2026-11-25', last: '2027-02-22' });
  });

  it('moves by a day at midnight Riyadh time', () => {
    expect(bookingWindow(new Date('2026-11-24T20:59:59Z')).first).toBe('2026-11-25');
    expect(bookingWindow(new Date('2026-11-24T21:00:00Z')).first).toBe('2026-11-26');
  });
});

describe('isBookableDate', () => {
  it('refuses today and accepts tomorrow (a Wednesday)', () => {
    expect(isBookableDate('2026-11-24', tuesdayNoonRiyadh)).toBe(false);
    expect(isBookableDate('2026-11-25', tuesdayNoonRiyadh)).toBe(true);
  });

  it('accepts Sunday to Thursday and refuses Friday and Saturday', () => {
    const week = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    expect(week.map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week.map((day) => isBookableDate(day, tuesdayNoonRiyadh))).toEqual([true, true, true, true, true, false, false]);
  });

  it('accepts day 90 and refuses day 91', () => {
    // Day 90 after 2026-11-24 is Monday 2027-02-22; day 91 a Tuesday.
    expect(isBookableDate('2027-02-22', tuesdayNoonRiyadh)).toBe(true);
    expect(isBookableDate('2027-02-23', tuesdayNoonRiyadh)).toBe(false);
  });

  it('just before midnight in Riyadh, tomorrow is still the next calendar day; just after, it is not', () => {
    // Wednesday 2026-11-25 23:59 in Riyadh: Thursday the 26th is tomorrow.
    expect(isBookableDate('2026-11-26', new Date('2026-11-25T20:59:00Z'))).toBe(true);
    // Thursday 00:01 in Riyadh (still Wednesday in UTC and in the Americas): Thursday is today, refused.
    expect(isBookableDate('2026-11-26', new Date('2026-11-25T21:01:00Z'))).toBe(false);
  });

  it('refuses what is not a real calendar day', () => {
    for (const value of ['', '2026-11-31', '2027-02-30', '26-11-29', '2026-11-29T00:00', 'tomorrow']) expect(isBookableDate(value, tuesdayNoonRiyadh)).toBe(false);
  });
});

describe('firstBookableDate', () => {
  it('skips the weekend: on a Thursday the first day is Sunday', () => {
    expect(firstBookableDate(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-29');
    expect(firstBookableDate(tuesdayNoonRiyadh)).toBe('2026-11-25');
  });
});
