import type { Locale } from '@/i18n/routing';
import { intlLocaleOf, RIYADH_TIME_ZONE } from '@/lib/riyadh-time';
import { formatCurrency, formatDecimal, formatPercentOf } from '@/lib/numbers';

/**
 * Money, percentages and dates of the tools, with Western digits in both languages (numbers through
 * @/lib/numbers); a date formatter is built once and then reused, since building one loads locale data.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: RIYADH_TIME_ZONE })));
  return format;
}

/** Every money figure the tools show is in Saudi riyals, from the one savings model. */
export function formatMoney(value: number, locale: Locale): string {
  return formatCurrency(value, locale);
}

export function formatPercent(value: number, locale: Locale, decimals = 0): string {
  return formatPercentOf(value, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function formatPlainNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return formatDecimal(value, locale, { maximumFractionDigits });
}

export function formatToday(locale: Locale, now = new Date()): string {
  return dateFormat(locale, { dateStyle: 'long' }).format(now);
}

export function formatDateTime(iso: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
