import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format';

describe('tool number formats', () => {
  it('show dollars rounded to whole, with Western digits in Arabic too', () => {
    expect(formatMoney(1687.5, 'en', 'USD')).toBe('$1,688');
    expect(formatMoney(11250, 'ar', 'USD')).toMatch(/11,250/);
    expect(formatMoney(11250, 'ar', 'USD')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('show riyals and the ROI with one decimal', () => {
    expect(formatMoney(84500, 'en', 'SAR')).toMatch(/^SAR\s84,500$/);
    expect(formatPercent(33.8, 'en', 1)).toBe('33.8%');
    expect(formatPercent(0, 'en', 1)).toBe('0.0%');
    expect(formatPercent(33.8, 'ar', 1)).toMatch(/^\u200f?33\.8/);
  });
});
