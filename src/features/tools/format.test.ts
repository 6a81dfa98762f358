import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatPercent, formatToday } from './format';

describe('tool number formats', () => {
  it('show riyals rounded to whole, with Western digits in Arabic too', () => {
    expect(formatMoney(1687.5, 'en')).toMatch(/^SAR\s1,688$/);
    expect(formatMoney(11250, 'ar')).toMatch(/11,250/);
    expect(formatMoney(11250, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('show riyals and the ROI with one decimal', () => {
    expect(formatMoney(84500, 'en')).toMatch(/^SAR\s84,500$/);
    expect(formatPercent(33.8, 'en', 1)).toBe('33.8%');
    expect(formatPercent(0, 'en', 1)).toBe('0.0%');
    expect(formatPercent(33.8, 'ar', 1)).toMatch(/^\u200f?33\.8/);
  });

  it('date a report in Riyadh time, as the visitors read dates', () => {
    expect(formatToday('en', new Date('2026-12-15T22:30:00Z'))).toBe('December 16, 2026');
    expect(formatDateTime('2026-12-15T07:05:09Z', 'en')).toBe('Dec 15, 2026, 10:05 AM');
    expect(formatToday('ar', new Date('2026-12-15T22:30:00Z'))).toBe('16 ديسمبر 2026');
    expect(formatDateTime('2026-12-15T07:05:09Z', 'ar')).toBe('15\u200f/12\u200f/2026، 10:05 ص');
  });
});
