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

/** The title and description of a page, for its metadata (the layout adds "| Siyana"). */
export interface PageCopy {
  title: Text;
  description: Text;
}

/** A headline figure and its label; the value may carry words (e.g. "Weekly"), so it is a Text too. */
export interface StatFigure {
  value: Text;
  label: Text;
}

/** A link whose label is page copy. */
export interface TextLink {
  href: string;
  label: Text;
}
