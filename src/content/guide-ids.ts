/**
 * The slugs of the long-form guides, each with a page and a PDF that a lead unlocks. Listed here so
 * the lead form's schema can check a guide id without loading the guides' text; to be derived from
 * the guide content once it lands.
 */
export const guideIds = [
  'preventive-maintenance-playbook',
  'hvac-summer-readiness',
  'civil-defense-fire-safety',
  'energy-baseline',
  'cmms-selection',
  'asset-tagging-qr',
] as const;
export type GuideId = (typeof guideIds)[number];
