import { factBadge } from '../facts';
import { entityHref } from '../hrefs';
import type { CatalogueItem } from '../types';
import { commercialSector } from './commercial';
import { industrialSector } from './industrial';
import { medicalSector } from './medical';
import { officeSector } from './office';
import { sectorIds, type Sector, type SectorId } from './record';
import { residentialSector } from './residential';
import { tourismSector } from './tourism';

export { sectorIds, type Sector, type SectorId, type Skyline } from './record';

const byId = {
  commercial: commercialSector,
  residential: residentialSector,
  office: officeSector,
  industrial: industrialSector,
  medical: medicalSector,
  tourism: tourismSector,
} satisfies Record<SectorId, Sector>;

/** The six sectors in the order the menu and the Industries page show them: one record each, with every text and icon it shows. */
export const sectors: readonly Sector[] = sectorIds.map((id) => byId[id]);

/** `/sector` without a name shows this sector. */
export const defaultSectorId: SectorId = 'commercial';

/** The record of a sector, or undefined for a name that is not one of the six. */
export function findSector(id: string): Sector | undefined {
  return sectors.find((sector) => sector.id === id);
}

/** A sector as the Industries menu, the landing grid and the link lists show it; its stat is its first stat. */
export function sectorItem(sector: Sector): CatalogueItem & { id: SectorId } {
  return { id: sector.id, href: entityHref('sector', sector.id), icon: sector.icon, title: sector.name, description: sector.blurb, stat: factBadge(sector.stats[0]) };
}

/** The six as the Industries menu presents them, each with its headline stat. */
export const sectorItems = sectors.map(sectorItem);
