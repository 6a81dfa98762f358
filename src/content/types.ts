/**
 * The boundary between the two homes of visitor-facing text:
 * - messages/{en,ar}.json hold the interface chrome: words that belong to a component, whatever page it
 *   is on (buttons, form labels and errors, menu and footer headings, section eyebrows of a template, the
 *   staff area). Reached through next-intl (`getTranslations`, `useTranslations`).
 * - src/content holds page copy and records as typed { en, ar } data: what a page says about its subject
 *   (a product, a sector, a course, a guide), every claimed figure (facts/), prices and the savings model.
 *   A product entity (core system, platform feature, sector, course) is one record holding every text and
 *   icon it shows anywhere; its page's href is derived from its id (hrefs.ts).
 * A text that would read the same on every page of a template is chrome; one that changes with the
 * subject is content.
 */
import type { IconName } from '@/lib/icon-names';
import type { SectorId } from './sectors';

/** Every visitor-facing text exists in both languages; a missing translation fails the type check. */
export type Text = { en: string; ar: string };

/** A card of the top-bar panels: a page of the site with a one-line pitch and a stat badge. */
export interface CatalogueItem {
  id: string;
  href: string;
  title: Text;
  description: Text;
  stat: Text;
  icon: IconName;
}

export type { PageCopy } from '@/lib/localized-page';

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

/**
 * A page's closing call to action kept as content: the one shape every such record has (a heading, a
 * lead and two links), rendered by `ContentCtaBand` (src/components/site/cta-band.tsx).
 */
export interface CallToAction {
  title: Text;
  lead: Text;
  primary: TextLink;
  secondary: TextLink;
}

/** One question and answer of the AI page's scripted assistant chat. */
export interface AiChatSample {
  question: Text;
  answer: Text;
}

export const recommendationTypes = ['urgent', 'maintenance', 'energy', 'efficiency', 'cost', 'security', 'inventory', 'cleaning'] as const;
export type RecommendationType = (typeof recommendationTypes)[number];

export const recommendationPriorities = ['Critical', 'High', 'Medium', 'Low'] as const;
export type RecommendationPriority = (typeof recommendationPriorities)[number];

/** Something the AI suggests a facility team do next, with the concrete step to take. */
export interface AiRecommendation {
  id: string;
  type: RecommendationType;
  priority: RecommendationPriority;
  title: Text;
  description: Text;
  action: Text;
}

export interface AiSectorFeature {
  title: Text;
  description: Text;
  icon: IconName;
}

/**
 * A sector of the AI page's carousel; its first feature is the featured solution. Its id is the
 * site's sector id (the carousel shows four of the six), whatever title the carousel gives it.
 */
export interface AiSector {
  id: Extract<SectorId, 'medical' | 'commercial' | 'residential' | 'industrial'>;
  title: Text;
  tagline: Text;
  icon: IconName;
  features: readonly AiSectorFeature[];
}

/** A headline result, e.g. 42 / "Cost Savings". */
export interface ResultFigure {
  id: string;
  percent: number;
  label: Text;
  description: Text;
}
