import { describe, expect, it } from 'vitest';
import { truthIssues } from './truth';

describe('the support hours rule', () => {
  it('takes the clock\'s days and times in other words, and refuses other times or days', () => {
    const reworded = { en: 'Sun-Thu, 9:00-18:00 (Riyadh), public holidays excepted', ar: 'الأحد-الخميس، 9:00-18:00 (الرياض)، عدا العطل الرسمية' };
    expect(truthIssues({ company: { supportHours: reworded } })).toEqual([]);
    const arabicDigits = { en: 'Sunday-Thursday, 9:00-18:00', ar: 'من الأحد إلى الخميس، ٩:٠٠-١٨:٠٠' };
    expect(truthIssues({ company: { supportHours: arabicDigits } })).toEqual([]);
    const refused = [{ field: 'company.supportHours', rule: 'hours', found: '9:00-18:00' }];
    const earlier = { en: 'Sunday-Thursday, 8:00-17:00', ar: 'من الأحد إلى الخميس، 8:00-17:00' };
    expect(truthIssues({ company: { supportHours: earlier } })).toEqual(refused);
    // The clock's times on other days.
    const otherDays = { en: 'Saturday-Wednesday, 9:00-18:00', ar: 'من السبت إلى الأربعاء، 9:00-18:00' };
    expect(truthIssues({ company: { supportHours: otherDays } })).toEqual(refused);
  });
});
