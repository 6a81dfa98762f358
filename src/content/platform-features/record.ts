import type { IconName } from '@/lib/icon-names';
import type { Figure, Five, Four, IconCard, Meter, Three, Tint } from '../page-blocks';
import type { Text } from '../types';

/** The ten platform features, in the order the site lists them. */
export const platformFeatureIds = ['work-order', 'preventive', 'asset', 'analytics', 'mobile', 'ai', 'team', 'scheduling', 'energy', 'compliance'] as const;
export type PlatformFeatureId = (typeof platformFeatureIds)[number];

export type MockupType = 'list' | 'bar' | 'line' | 'donut' | 'progress' | 'column' | 'calendar' | 'wave' | 'gauge';

/** The sample screen of the landing explorer's phone. */
export interface Mockup {
  type: MockupType;
  title: Text;
  /** A bare figure, or a figure with a unit written per language. */
  mainNumber: string | Text;
  subtitle: Text;
  /** list and progress rows, donut slices, bar/column labels: label + value (0-100). */
  items: { label: Text; value: number; note?: Text }[];
}

/** The chart drawn on the device in a feature page's hero illustration. */
export type ChartKind = 'list' | 'calendar' | 'donut' | 'columns' | 'progress' | 'line' | 'bars' | 'timeline' | 'wave' | 'gauge';

/**
 * One platform feature: every text and icon it shows
 * anywhere, in one record. Its page is /feature/{id} (`entityHref`).
 */
export interface PlatformFeature {
  id: PlatformFeatureId;
  /** Its name in the menus, the footer, the resource hub and the landing explorer's tile. */
  name: Text;
  /** The icon of the menus, the hub and the explorer's tile. */
  icon: IconName;
  /** The one line of the Solutions menu and the explorer's tile. */
  blurb: Text;
  /** The landing explorer's panel; its badge is also the feature's menu stat. */
  explorer: { badge: Text; title: Text; description: Text; mockup: Mockup };
  /** Its page (Arabic figures isolated when listed): the hero's eyebrow, heading and lead. */
  badge: Text;
  title: Text;
  description: Text;
  detailedDescription: Text;
  stats: Four<Figure>;
  keyFeatures: Four<IconCard>;
  benefits: Five<Text>;
  /** Shares shown as meters beside the benefits ("impact overview"). */
  impact: Three<Meter>;
  /** The hero illustration: a device showing a chart, with one figure called out, and the page's own icon. */
  scene: { icon: IconName; chart: ChartKind; device: 'desktop' | 'phone'; tint: Tint; series: readonly number[]; value: string; caption: Text };
}
