import type { IconName } from '@/lib/icon-names';
import type { Fact } from '../facts';
import type { Five, IconCard, Six, Three, Tint } from '../page-blocks';
import type { Text } from '../types';

export const sectorIds = ['commercial', 'residential', 'office', 'industrial', 'medical', 'tourism'] as const;
export type SectorId = (typeof sectorIds)[number];

/** The skyline drawn in a sector page's hero illustration. */
export type Skyline = 'mall' | 'compound' | 'towers' | 'plant' | 'hospital' | 'resort';

/**
 * One sector: every text and icon it shows anywhere, in one
 * record. Its menu stat is its first stat; its page is /sector/{id} (`entityHref`).
 */
export interface Sector {
  id: SectorId;
  /** Its short name: the Industries menu, the landing grid, story cards, its page's eyebrow. */
  name: Text;
  icon: IconName;
  /** The one line of the Industries menu, the landing grid and the link lists. */
  blurb: Text;
  /** Its page: heading and lead. */
  title: Text;
  description: Text;
  /** The first figure is the sector's headline stat, shown in the Industries menu (facts module). */
  stats: Three<Fact>;
  featuresIntro: Text;
  features: Six<IconCard>;
  benefits: Five<Text>;
  scene: { skyline: Skyline; tint: Tint; status: Text };
}
