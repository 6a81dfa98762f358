import { intlLocaleOf, type Locale } from '@/i18n/routing';

/** Money, percentages and dates of the tools, with Western digits in both languages. */
export function formatMoney(value: number, locale: Locale, currency: 'SAR' | 'USD'): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

export function formatPercent(value: number, locale: Locale, decimals = 0): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value / 100);
}

export function formatPlainNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits }).format(value);
}

export function formatToday(locale: Locale, now = new Date()): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(now);
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
}
