import type { Locale } from '@/i18n/routing';
import { intlLocaleOf } from '@/lib/riyadh-time';

/**
 * The one place that writes and reads numbers. Writing: `Intl.NumberFormat` with Western digits in both
 * languages (the tags of src/lib/riyadh-time.ts), one formatter per locale and options, built once and then reused since
 * building one loads locale data. Arabic pages write "%" and the words "ريال" / "دولار", as the rest of the
 * Arabic copy does, not Intl's "٪", "ر.س." and "US$" (and without its right-to-left marks).
 */
export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlLocaleOf(locale), options)));
  return format;
}

const arabicSymbols: Record<string, string> = { '\u066a': '%', 'ر.س.': 'ريال', US$: 'دولار' };

function format(value: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  const intl = numberFormat(locale, options);
  if (locale !== 'ar') return intl.format(value);
  return intl
    .formatToParts(value)
    .map(({ value: text }) => arabicSymbols[text] ?? text.replace(/\u200f/g, ''))
    .join('');
}

/** `Intl.NumberFormat(locale, digits).format(value)` with Western digits. */
export function formatDecimal(value: number, locale: Locale, digits: FractionDigits = {}): string {
  return format(value, locale, digits);
}

/** A percentage of 100 (33.8 is "33.8%"). */
export function formatPercentOf(value: number, locale: Locale, digits: FractionDigits = {}): string {
  return format(value / 100, locale, { style: 'percent', ...digits });
}

/** Whole riyals or dollars. */
export function formatCurrency(value: number, locale: Locale, currency: 'SAR' | 'USD'): string {
  return format(value, locale, { style: 'currency', currency, maximumFractionDigits: 0 });
}

/**
 * Reading number fields. Visitors may type Western or Arabic-Indic digits, the Arabic decimal mark and
 * thousands separators; anything else, like an empty field, counts as 0 (spec §5: "numbers only; empty
 * or non-numeric counts as 0").
 */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\s]/g, '');
}

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** True when the field holds a number we can read (an empty field is not an error). */
export function isReadableAmount(input: string): boolean {
  const text = westernDigits(input);
  return text === '' || DECIMAL.test(text);
}

/** The field's value as a non-negative number; empty, negative or non-numeric gives 0. */
export function parseAmount(input: string | null | undefined): number {
  if (!input) return 0;
  const text = westernDigits(input);
  if (!DECIMAL.test(text)) return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** Rounds to `decimals` places, as the ROI percentage is shown. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
