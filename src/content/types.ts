import type { LucideIcon } from 'lucide-react';
import type { Locale } from '@/i18n/routing';

/** Every visitor-facing text exists in both languages; a missing translation fails the type check. */
export type Text = { en: string; ar: string };

export function pick(text: Text, locale: Locale): string {
  return text[locale];
}

/** A card of the top-bar panels: a page of the site with a one-line pitch and a stat badge. */
export interface CatalogueItem {
  id: string;
  href: string;
  title: Text;
  description: Text;
  stat: Text;
  icon: LucideIcon;
}
