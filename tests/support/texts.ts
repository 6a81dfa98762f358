import type { Text } from '@/content/types';

/** Checks shared by the unit tests of the page records in src/content. */

export interface FoundText {
  path: string;
  text: Text;
}

function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en';
}

/** Every `{ en, ar }` text inside a record, with where it was found. Icons (React components) are skipped. */
export function collectTexts(value: unknown, path = ''): FoundText[] {
  if (isText(value)) return [{ path, text: value }];
  if (typeof value !== 'object' || value === null || '$$typeof' in value) return [];
  return Object.entries(value).flatMap(([key, child]) => collectTexts(child, path ? `${path}.${key}` : key));
}

/** Latin words an Arabic text may keep: the product name and codes written the same in every language. */
const latinAllowedInArabic = /Siyana|QR|ISO/g;

const numbers = (s: string) => (s.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/** What is wrong with a text: empty side, wrong script, Latin words in Arabic, figures that differ. */
export function textProblems({ path, text }: FoundText): string[] {
  const problems: string[] = [];
  if (text.en.trim() === '') problems.push(`${path}: empty English`);
  if (text.ar.trim() === '') problems.push(`${path}: empty Arabic`);
  if (!/[\u0600-\u06FF]/.test(text.ar)) problems.push(`${path}: Arabic side not in Arabic script`);
  if (/[\u0600-\u06FF]/.test(text.en)) problems.push(`${path}: Arabic script on the English side`);
  if (/[A-Za-z]/.test(text.ar.replace(latinAllowedInArabic, ''))) problems.push(`${path}: Latin words in Arabic "${text.ar}"`);
  if (/[\u0660-\u0669\u06F0-\u06F9]/.test(text.ar)) problems.push(`${path}: Arabic-Indic digits in "${text.ar}"`);
  if (numbers(text.en).join(' ') !== numbers(text.ar).join(' ')) problems.push(`${path}: figures differ "${text.en}" / "${text.ar}"`);
  return problems;
}

/** Sentences (six words or more) that appear more than once: copy must not be repeated between pages. */
export function repeatedSentences(texts: FoundText[]): string[] {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const { path, text } of texts) {
    for (const side of [text.en, text.ar]) {
      if (side.trim().split(/\s+/).length < 6) continue;
      const earlier = seen.get(side);
      if (earlier) repeated.push(`${path} repeats ${earlier}: "${side}"`);
      else seen.set(side, path);
    }
  }
  return repeated;
}
