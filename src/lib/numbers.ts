import type { Locale } from '@/i18n/routing';

/**
 * Numbers as `Intl.NumberFormat` writes them for our two locales (en-US, and ar-SA with Western
 * digits), without building an Intl formatter in the browser: the first one costs 10-20 ms of ICU
 * start-up on a phone, inside hydration. Both locales group by three with "," and use "." for
 * decimals. The unit test holds this to Node's Intl output for thousands of values, so the server
 * and the browser write the same text, with one deliberate difference: Arabic pages write "%" and the
 * words "ريال" / "دولار", as the rest of the Arabic copy does, not Intl's "٪", "ر.س." and "US$".
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

/** Like `Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)`. */
export function formatCurrency(value: number, locale: Locale, currency: 'SAR' | 'USD'): string {
  const { negative, digits: text } = parts(value, { maximumFractionDigits: 0 }, 0);
  if (locale === 'ar') {
    return `${negative ? `${LRM}-` : ''}${text}${NBSP}${currency === 'SAR' ? 'ريال' : 'دولار'}`;
  }
  const symbol = currency === 'SAR' ? `SAR${NBSP}` : '$';
  return `${negative ? '-' : ''}${symbol}${text}`;
}
