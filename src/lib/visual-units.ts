import type { Locale } from '@/i18n/routing';

/**
 * Text as the units an image renderer without bidirectional layout (next/og's Satori) can place in
 * rows: English word by word; Arabic word by word for rows laid right to left, with each run of Latin
 * words or numbers inside it kept as one unit in its own left-to-right order ("نظام SBC 201 للمباني"
 * gives "نظام", "SBC 201", "للمباني").
 */
export function visualUnits(text: string, locale: Locale): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (locale !== 'ar') return words;
  const units: string[] = [];
  let latin: string[] = [];
  for (const word of words) {
    if (/[\u0600-\u06ff]/.test(word)) {
      if (latin.length) units.push(latin.join(' '));
      latin = [];
      units.push(word);
    } else latin.push(word);
  }
  if (latin.length) units.push(latin.join(' '));
  return units;
}
