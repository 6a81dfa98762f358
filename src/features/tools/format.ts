import type { Locale } from '@/i18n/routing';
import { formatCalendarDate, formatRiyadhDateTime, riyadhDateOf } from '@/lib/riyadh-time';
import { formatCurrency, formatDecimal, formatPercentOf } from '@/lib/numbers';

/**
 * Money, percentages and dates of the tools, with Western digits in both languages (numbers through
 * @/lib/numbers, dates in Riyadh time through @/lib/riyadh-time).
 */
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
  return formatCalendarDate(riyadhDateOf(now), locale);
}

export function formatDateTime(iso: string, locale: Locale): string {
  return formatRiyadhDateTime(iso, locale);
}
