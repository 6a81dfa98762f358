import type { Locale } from '@/i18n/routing';
import { assetTaggingQr } from './asset-tagging-qr';
import { civilDefenseFireSafety } from './civil-defense-fire-safety';
import { cmmsSelection } from './cmms-selection';
import { energyBaseline } from './energy-baseline';
import { hvacSummerReadiness } from './hvac-summer-readiness';
import { preventiveMaintenancePlaybook } from './preventive-maintenance-playbook';
import type { GuideBlock, GuideBody, GuideContent } from './types';

export type { GuideBlock, GuideBody, GuideContent } from './types';

/** The long-form guides, the featured playbook first; each has a page and a PDF. */
export const guides: readonly GuideContent[] = [
  preventiveMaintenancePlaybook,
  hvacSummerReadiness,
  civilDefenseFireSafety,
  energyBaseline,
  cmmsSelection,
  assetTaggingQr,
];

export const guideIds = guides.map((guide) => guide.id);

export function findGuide(id: string): GuideContent | undefined {
  return guides.find((guide) => guide.id === id);
}

function blockTexts(block: GuideBlock): readonly string[] {
  switch (block.type) {
    case 'p':
      return [block.text];
    case 'ul':
    case 'ol':
      return block.items;
    case 'table':
      return [...block.head, ...block.rows.flat()];
    case 'tip':
      return [block.title, block.text];
  }
}

/** Every text of a guide's body, in reading order. */
export function guideTexts(body: GuideBody): string[] {
  return [...body.intro, ...body.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockTexts)])];
}

export function guideWordCount(guide: GuideContent, locale: Locale): number {
  return guideTexts(guide[locale]).reduce((sum, text) => sum + text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length, 0);
}

/** Reading time at 200 words a minute, as for blog posts. */
export function guideReadMinutes(guide: GuideContent, locale: Locale): number {
  return Math.max(1, Math.round(guideWordCount(guide, locale) / 200));
}
