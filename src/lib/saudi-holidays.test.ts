import { describe, expect, it } from 'vitest';
import { saudiPublicHolidays, saudiPublicHolidaysBetween } from './saudi-holidays';

const datesOf = (year: number, id: string) => saudiPublicHolidays(year).filter((day) => day.id === id).map((day) => day.date);

describe('Saudi public holidays', () => {
  it('closes Founding Day and National Day on their fixed dates', () => {
    expect(datesOf(2027, 'founding-day')).toEqual(['2027-02-22']);
    expect(datesOf(2027, 'national-day')).toEqual(['2027-09-23']);
  });

  it('computes the two Eids from the Umm al-Qura calendar: four days each', () => {
    // Umm al-Qura: 1 Shawwal 1447 is 20 March 2026 (29 Ramadan on 18 March); 9 Dhu al-Hijjah 1447 is 26 May 2026.
    expect(datesOf(2026, 'eid-al-fitr')).toEqual(['2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect(datesOf(2026, 'eid-al-adha')).toEqual(['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29']);
    expect(datesOf(2027, 'eid-al-fitr')).toHaveLength(4);
    expect(datesOf(2027, 'eid-al-adha')).toHaveLength(4);
  });

  it('names each day in both languages and lists a range across years', () => {
    const days = saudiPublicHolidaysBetween('2026-09-01', '2027-03-01');
    expect(days.map((day) => day.date)).toEqual(['2026-09-23', '2027-02-22']);
    expect(days[0]?.name).toEqual({ en: 'Saudi National Day', ar: 'اليوم الوطني السعودي' });
  });
});
