import { isolateArabicFigures } from '@/i18n/bidi';
import { entityHref } from '../hrefs';
import type { CatalogueItem } from '../types';
import { aiFeature } from './ai';
import { analyticsFeature } from './analytics';
import { assetFeature } from './asset';
import { complianceFeature } from './compliance';
import { energyFeature } from './energy';
import { mobileFeature } from './mobile';
import { preventiveFeature } from './preventive';
import { platformFeatureIds, type PlatformFeature, type PlatformFeatureId } from './record';
import { schedulingFeature } from './scheduling';
import { teamFeature } from './team';
import { workOrderFeature } from './work-order';

export { platformFeatureIds, type ChartKind, type Mockup, type MockupType, type PlatformFeature, type PlatformFeatureId } from './record';

const byId = {
  'work-order': workOrderFeature,
  preventive: preventiveFeature,
  asset: assetFeature,
  analytics: analyticsFeature,
  mobile: mobileFeature,
  ai: aiFeature,
  team: teamFeature,
  scheduling: schedulingFeature,
  energy: energyFeature,
  compliance: complianceFeature,
} satisfies Record<PlatformFeatureId, PlatformFeature>;

/**
 * Its page's texts carry Arabic figures isolated (i18n/bidi.ts); the menu and explorer texts are shown
 * as written, so only the page's part goes through the isolation.
 */
function withPageFiguresIsolated({ id, name, icon, blurb, explorer, ...page }: PlatformFeature): PlatformFeature {
  return { id, name, icon, blurb, explorer, ...isolateArabicFigures(page) };
}

/** The ten platform features in the order the menu and the hub show them: one record each, with every text and icon it shows. */
export const platformFeatures: readonly PlatformFeature[] = platformFeatureIds.map((id) => withPageFiguresIsolated(byId[id]));

/** `/feature` without a name shows this feature. */
export const defaultPlatformFeatureId: PlatformFeatureId = 'preventive';

/** The record of a platform feature, or undefined for a name that is not one of the ten. */
export function findPlatformFeature(id: string): PlatformFeature | undefined {
  return platformFeatures.find((feature) => feature.id === id);
}

/** A platform feature as the menus show it: its name, one line, icon and the explorer's badge as stat. */
export function platformFeatureItem(feature: PlatformFeature): CatalogueItem {
  return { id: `feature-${feature.id}`, href: entityHref('platformFeature', feature.id), icon: feature.icon, title: feature.name, description: feature.blurb, stat: feature.explorer.badge };
}
