import type { Text } from './types';

/** Every `{ en, ar }` text inside a content value, with the path where it was found. */
export function collectTexts(value: unknown, path = ''): { path: string; text: Text }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectTexts(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.en === 'string' && typeof record.ar === 'string') {
    return [{ path, text: record as unknown as Text }];
  }
  return keys.flatMap((key) => collectTexts(record[key], path ? `${path}.${key}` : key));
}

/**
 * Figures of a text (digits, decimals, ranges). "1" and "2" are left out: Arabic says one and two
 * with the singular and dual forms ("سنة واحدة", "مجمعان"), as a Gulf marketer would write them.
 */
export function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((figure) => figure !== '1' && figure !== '2');
}

/** Latin words left in Arabic copy, except proper names, codes and addresses allowed there. */
export function latinWords(arabic: string): string[] {
  const allowed = /Siyana|QR|ISO|PDF|[\w.+-]+@[\w-]+\.[\w.]+|\/ar\b|^language$/g;
  return arabic.replace(allowed, '').match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * The claim-like figures of a text, normalised: percentages, "+" counts, "K" counts and multiples
 * ("35%", "100+", "11K+", "3x"), with the Arabic forms read the same way ("أكثر من 11 ألف" and
 * "11 ألف+" are "11K+", "٪" is "%"). A leading sign is dropped: "+50%" is the figure "50%".
 */
export function claimFigures(text: string): string[] {
  const pattern = /(?:أكثر من|more than)\s*(\d[\d,.]*)(\s*ألف)?|\d[\d,.]*(?:\s*[-\u2013]\s*\d[\d,.]*)?\s*(?:%|٪|\+|K\b\+?|x\b|ألف\+?)/g;
  return [...text.matchAll(pattern)].map(([match, moreThan, thousand]) => {
    if (moreThan !== undefined) return `${moreThan}${thousand ? 'K' : ''}+`;
    return match.replace(/\s+/g, '').replace('٪', '%').replace('\u2013', '-').replace('ألف', 'K');
  });
}
