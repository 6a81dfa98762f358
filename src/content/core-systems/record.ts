import type { IconName } from '@/lib/icon-names';
import type { Fact } from '../facts';
import type { Figure, Four, IconCard, Result, Six, Tint } from '../page-blocks';
import type { Prices } from '../savings';
import type { Text } from '../types';

export const coreSystemIds = ['ppc', 'ppm', 'ic', 'em', 'sm', 'cm'] as const;
export type CoreSystemId = (typeof coreSystemIds)[number];

/**
 * One core system: every text and icon it shows anywhere, in one record. Its menu
 * stat is its first claim; its page is /feature/{id} (`entityHref`).
 */
export interface CoreSystem {
  id: CoreSystemId;
  /** The short code facility teams use (PPC, PPM...), written the same in both languages. */
  code: string;
  /** Its name everywhere: menus, the landing grid, its page, the demo forms. */
  name: Text;
  /** The icon of the Solutions menu and the link lists (about page, not-found page). */
  icon: IconName;
  /** The one-line pitch of the Solutions menu and the link lists. */
  menuBlurb: Text;
  /** The card of the landing page's six-system grid: its own icon, a longer line and two illustrations' labels. */
  landingCard: { icon: IconName; blurb: Text; images: [Text, Text] };
  /** Its page: the hero's tagline and description. */
  tagline: Text;
  /** A text, or one computed from the published prices (a figure of the savings model). */
  description: Text | ((prices: Prices) => Text);
  /** The spec's headline claims, in its order and with its figures (facts module). */
  claims: readonly [Fact, ...Fact[]];
  /** The "live overview" panel: sample figures from a demo portfolio and a trend line. */
  live: { tiles: Four<Figure>; trend: readonly number[] };
  keyFeatures: Six<IconCard>;
  results: Four<Result>;
  tint: Tint;
}

/** A system's description at the published prices. */
export function descriptionOf(system: CoreSystem, prices: Prices): Text {
  return typeof system.description === 'function' ? system.description(prices) : system.description;
}
