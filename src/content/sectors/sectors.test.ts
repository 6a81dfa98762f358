import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../../tests/support/texts';
import { defaultSectorId, findSector, sectorIds, sectorItems, sectors } from '.';

describe('sector records', () => {
  it('cover the six sectors in order; /sector alone shows commercial', () => {
    expect(sectors.map((sector) => sector.id)).toEqual([...sectorIds]);
    expect(defaultSectorId).toBe('commercial');
    expect(findSector('medical')?.id).toBe('medical');
    expect(findSector('spa')).toBeUndefined();
    expect(findSector('')).toBeUndefined();
  });

  // The counts of feature cards, benefits and stats are fixed by their tuple types.
  it('have numeric stats each', () => {
    for (const sector of sectors) {
      for (const stat of sector.stats) expect(stat.value, sector.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
    }
  });

  it('lead with the industry stat of spec §9 that the Industries menu shows', () => {
    for (const sector of sectors) {
      const menuStat = sectorItems.find((item) => item.id === sector.id)!.stat.en;
      expect(menuStat, sector.id).toContain(sector.stats[0].value);
    }
  });

  it('have every text in both languages, in the right script, with the same figures', () => {
    const problems = sectors.flatMap((sector) => collectTexts(sector, sector.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });

  it('give every card its own icon within a page', () => {
    for (const sector of sectors) expect(new Set(sector.features.map((card) => card.icon)).size, sector.id).toBe(6);
  });
});
