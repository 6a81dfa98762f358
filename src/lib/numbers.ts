import type { Locale } from '@/i18n/routing';

/**
 * The one place that writes and reads numbers.
 *
 * Writing: numbers as `Intl.NumberFormat` writes them for our two locales (en-US, and ar-SA with Western
 * digits, the tags of src/lib/riyadh-time.ts), without building an Intl formatter: in the browser the
 * first one costs ICU's start-up inside hydration (measured: 85-95 ms of a 6x-slowed phone's main thread on
 * the question form's counter and the AI page's simulation). Both locales group by three with "," and use
 * "." for decimals. The unit test holds this to Intl's output for thousands of values in both languages,
 * so the server and the browser write the same text, with one deliberate difference: Arabic pages write
 * "%" and the words "ريال" / "دولار", as the rest of the Arabic copy does, not Intl's "٪", "ر.س." and "US$".
 */
export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

const LRM = '\u200e';
const NBSP = '\u00a0';

/** The shortest decimal form of |value| × 10^shift, as whole and fraction digits (no exponent). */
function decimalDigits(value: number, shift: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** |value| × 10^shift rounded half away from zero on its shortest decimal form, as ICU does. */
function magnitude(value: number, min: number, max: number, shift: number): string {
  let [whole, fraction] = decimalDigits(value, shift);
  if (fraction.length > max) {
    let kept = BigInt(whole + fraction.slice(0, max));
    if (fraction.charCodeAt(max) >= 53) kept += 1n; // the next digit is 5 or more
    const digits = kept.toString().padStart(max + 1, '0');
    whole = digits.slice(0, digits.length - max);
    fraction = digits.slice(digits.length - max);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function parts(value: number, { minimumFractionDigits, maximumFractionDigits }: FractionDigits, defaultMax: number, shift = 0) {
  const min = minimumFractionDigits ?? 0;
  const max = Math.max(min, maximumFractionDigits ?? Math.max(min, defaultMax));
  return { negative: value < 0 || Object.is(value, -0), digits: magnitude(value, min, max, shift) };
}

/** Like `Intl.NumberFormat(locale, digits).format(value)`. */
export function formatDecimal(value: number, locale: Locale, digits: FractionDigits = {}): string {
  const { negative, digits: text } = parts(value, digits, 3);
  if (!negative) return text;
  return locale === 'ar' ? `${LRM}-${text}` : `-${text}`;
}

/** Like `Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(value / 100)`. */
export function formatPercentOf(value: number, locale: Locale, digits: FractionDigits = {}): string {
  // Intl multiplies value / 100 by 100 in decimal: the same digits, so the same rounding.
  const { negative, digits: text } = parts(value / 100, digits, 0, 2);
  if (locale === 'ar') return `${negative ? `${LRM}-` : ''}${text}%`;
  return `${negative ? '-' : ''}${text}%`;
}

/** An amount in SAR, the site's one currency: like `Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 })`. */
export function formatCurrency(value: number, locale: Locale): string {
  const { negative, digits: text } = parts(value, { maximumFractionDigits: 0 }, 0);
  if (locale === 'ar') return `${negative ? `${LRM}-` : ''}${text}${NBSP}ريال`;
  return `${negative ? '-' : ''}SAR${NBSP}${text}`;
}

/**
 * Reading number fields. Visitors may type Western or Arabic-Indic digits, the Arabic decimal mark and
 * thousands separators; anything else, like an empty field, counts as 0.
 */
function westernDigits(text: string): string {
  return toWesternDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[,\u066c\s]/g, '');
}

/** Arabic-Indic (U+0660-0669) and Persian (U+06F0-06F9) digits, which Arabic keyboards type, read as 0-9; nothing else changes. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
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
