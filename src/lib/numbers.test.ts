import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { intlLocaleOf } from '@/lib/riyadh-time';
import { formatCurrency, formatDecimal, formatPercentOf, type FractionDigits } from './numbers';

const locales: Locale[] = ['en', 'ar'];

/** Values a calculator can show: integers, halves at every rounding position, tiny, huge, negative. */
function samples(): number[] {
  const values = [0, -0, 0.5, 1.5, 2.5, -0.5, 0.05, 0.15, 0.25, 0.35, 1.005, 1.045, 33.75, 33.85, 999.95, 999.5, 1e-7, 123e-9, 1e21, 1.5e22, 2 ** 53 + 2, 9_999_999.99];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(random() * 12 - 3);
    const value = Math.round(random() * scale * 1000) / 1000;
    values.push(i % 5 === 0 ? -value : value, Math.round(value * 10) / 20);
  }
  return values;
}

describe('Intl-free number formats', () => {
  const options: FractionDigits[] = [{}, { maximumFractionDigits: 0 }, { maximumFractionDigits: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, { minimumFractionDigits: 2 }];

  it('write decimals exactly as Intl.NumberFormat does, in both languages', () => {
    for (const locale of locales) {
      for (const digits of options) {
        const intl = new Intl.NumberFormat(intlLocaleOf(locale), digits);
        for (const value of samples()) expect([value, formatDecimal(value, locale, digits)]).toEqual([value, intl.format(value)]);
      }
    }
  });

  /** Intl's Arabic percent sign and currency symbols, as the site writes them everywhere else. */
  const siteSymbols = (text: string) => text.replace(/\u200f/g, '').replace('\u066a', '%').replace('ر.س.', 'ريال');

  it('write percentages and currencies as Intl.NumberFormat does, with the site’s Arabic symbols', () => {
    for (const locale of locales) {
      const percent = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const sar = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 });
      for (const value of samples()) {
        expect([value, formatPercentOf(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })]).toEqual([value, siteSymbols(percent.format(value / 100))]);
        expect([value, formatCurrency(value, locale)]).toEqual([value, siteSymbols(sar.format(value))]);
      }
    }
  });

  it('keep Western digits and the site’s separators in Arabic', () => {
    expect(formatDecimal(1234567.25, 'ar', { maximumFractionDigits: 1 })).toBe('1,234,567.3');
    expect(formatCurrency(84500, 'en')).toBe('SAR\u00a084,500');
    expect(formatPercentOf(33.8, 'ar', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('33.8%');
    expect(formatCurrency(84500, 'ar')).toBe('84,500\u00a0ريال');
    expect(formatCurrency(-1200, 'ar')).toBe('\u200e-1,200\u00a0ريال');
    for (const value of samples()) {
      expect(formatPercentOf(value, 'ar')).not.toContain('\u066a');
      expect(formatCurrency(value, 'ar')).not.toContain('ر.س');
    }
  });
});
