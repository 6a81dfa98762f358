import { learningCatalogue } from './courses';
import { coreSystemItems } from './core-systems';
import { hubTools } from './hub';
import { partnershipsPage } from './partnerships';
import { resources } from './resources';
import { platformFeatureItem, platformFeatures } from './platform-features';
import { sectorItems } from './sectors';
import type { CatalogueItem, Text } from './types';

export const navigationGroupIds = ['solutions', 'industries', 'resources'] as const;
export type NavigationGroupId = (typeof navigationGroupIds)[number];

/** A card of a top-bar panel; `wide` spans the whole panel on desktops (the drawer lists it like the others). */
export interface NavigationItem extends CatalogueItem {
  wide?: boolean;
  /** A one-line card (title only) of a sub-group; the first of the sub-group carries its heading. */
  compact?: boolean;
  groupStart?: Text;
}

/** The ten platform feature pages, a group of their own in the Solutions menu. */
const platformFeatureItems: NavigationItem[] = platformFeatures.map((feature, index) => ({
  ...platformFeatureItem(feature),
  compact: true,
  groupStart: index === 0 ? { en: 'Platform features', ar: 'مزايا المنصة' } : undefined,
}));

export interface NavigationGroup {
  id: NavigationGroupId;
  /** Where the group's own section starts (the drawer's group heading links there). */
  href: string;
  columns: 2 | 3;
  items: readonly NavigationItem[];
}

const aiFeatures: NavigationItem = {
  id: 'ai-features',
  href: '/ai-features',
  icon: 'BrainCircuit',
  title: { en: 'AI Features', ar: 'مزايا الذكاء الاصطناعي' },
  description: {
    en: 'Predictions, recommendations and an assistant that work across all six systems.',
    ar: 'تنبؤات وتوصيات ومساعد ذكي يعمل عبر الأنظمة الستة كلها.',
  },
  stat: { en: 'Built into every module', ar: 'مدمجة في كل وحدة' },
  wide: true,
};

const partnerships: CatalogueItem = {
  id: 'partnerships',
  href: '/resources/partnerships',
  icon: 'Handshake',
  title: partnershipsPage.meta.title,
  description: {
    en: 'Implementation, technology and referral programmes.',
    ar: 'برامج شراكة في التنفيذ والتقنية والإحالة.',
  },
  stat: partnershipsPage.hero.eyebrow,
};

function byId(items: readonly CatalogueItem[], id: string): CatalogueItem {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown navigation item ${id}`);
  return item;
}

const resource = (id: string) => byId(resources, id);

/**
 * The one list of the site's menus: the desktop panels and the phone drawer are both rendered from
 * it, so neither can offer a page the other lacks. Resources run learn, tools, then customers and help.
 */
export const navigationGroups: readonly NavigationGroup[] = [
  { id: 'solutions', href: '/#solutions', columns: 2, items: [...coreSystemItems, aiFeatures, ...platformFeatureItems] },
  { id: 'industries', href: '/#industries', columns: 2, items: sectorItems },
  {
    id: 'resources',
    href: '/#resources',
    columns: 3,
    items: [
      resource('hub'),
      resource('blog'),
      byId(learningCatalogue, 'learning'),
      byId(learningCatalogue, 'courses'),
      resource('events'),
      resource('roi-calculator'),
      resource('maintenance-calculator'),
      byId(hubTools, 'qr-generator'),
      resource('checklist-generator'),
      resource('stories'),
      resource('customer-success'),
      partnerships,
      resource('support'),
      resource('ask-anything'),
    ],
  },
];
