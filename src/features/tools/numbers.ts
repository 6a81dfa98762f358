/**
 * Reading the calculators' number fields. Visitors may type Western or Arabic-Indic digits, the
 * Arabic decimal mark and thousands separators; anything else, like an empty field, counts as 0
 * (spec §5: "numbers only; empty or non-numeric counts as 0").
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

/** Rounds to one decimal place, as the ROI percentage is shown. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
