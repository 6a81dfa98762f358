import { factBadge } from '../facts';
import { entityHref } from '../hrefs';
import type { CatalogueItem, Text } from '../types';
import { cmSystem } from './cm';
import { emSystem } from './em';
import { icSystem } from './ic';
import { ppcSystem } from './ppc';
import { ppmSystem } from './ppm';
import { coreSystemIds, type CoreSystem, type CoreSystemId } from './record';
import { smSystem } from './sm';

export { coreSystemIds, descriptionOf, type CoreSystem, type CoreSystemId } from './record';

/** Each id has exactly one record (the type checker says so). */
const byId = { ppc: ppcSystem, ppm: ppmSystem, ic: icSystem, em: emSystem, sm: smSystem, cm: cmSystem } satisfies Record<CoreSystemId, CoreSystem>;

/** The six core systems in the order the menu and the landing page show them: one record each, with every text and icon it shows. */
export const coreSystems: readonly CoreSystem[] = coreSystemIds.map((id) => byId[id]);

/** The record of a core system, or undefined for a name that is not one of the six. */
export function findCoreSystem(id: string): CoreSystem | undefined {
  return coreSystems.find((system) => system.id === id);
}

/** A core system as the Solutions menu and the link lists show it; its stat is its first claim. */
export function coreSystemItem(system: CoreSystem): CatalogueItem & { id: CoreSystemId } {
  return { id: system.id, href: entityHref('coreSystem', system.id), icon: system.icon, title: system.name, description: system.menuBlurb, stat: factBadge(system.claims[0]) };
}

/** The six as the Solutions menu presents them. */
export const coreSystemItems = coreSystems.map(coreSystemItem);

/** The same difference in a few words, for places with room for one short line (the footer). */
export const plannedCareVsMaintenanceShort: Text = {
  en: 'PPC cares for spaces; PPM services equipment.',
  ar: 'الرعاية الوقائية (PPC) للمساحات، والصيانة الوقائية (PPM) للمعدات.',
};

/**
 * PPC and PPM are two products with close names: every place that
 * shows both says how they differ, in this one line.
 */
export const plannedCareVsMaintenance: Text = {
  en: 'PPC looks after spaces (cleaning, rounds and minor repairs, area by area); PPM services equipment such as chillers, lifts and pumps to manufacturer schedules.',
  ar: 'الرعاية الوقائية المخططة (PPC) تعتني بالمساحات من تنظيف وجولات وإصلاحات بسيطة لكل منطقة، أما الصيانة الوقائية المخططة (PPM) فتخدم المعدات كالمبردات والمصاعد والمضخات وفق جداول المصنّعين.',
};
