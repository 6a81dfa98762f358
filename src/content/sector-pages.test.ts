import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../tests/support/texts';
import { defaultSectorId, findSectorPage, sectorPages } from './sector-pages';
import { sectorIds, sectors } from './sectors';

describe('sector page records', () => {
  it('cover the six sectors in order; /sector alone shows commercial', () => {
    expect(sectorPages.map((page) => page.id)).toEqual([...sectorIds]);
    expect(defaultSectorId).toBe('commercial');
    expect(findSectorPage('medical')?.id).toBe('medical');
    expect(findSectorPage('spa')).toBeUndefined();
    expect(findSectorPage('')).toBeUndefined();
  });

  // The counts of feature cards, benefits and stats are fixed by their tuple types.
  it('have numeric stats each', () => {
    for (const page of sectorPages) {
      for (const stat of page.stats) expect(stat.value, page.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
    }
  });

  it('lead with the industry stat of spec §9 that the Industries menu shows', () => {
    for (const page of sectorPages) {
      const menuStat = sectors.find((sector) => sector.id === page.id)!.stat.en;
      expect(menuStat, page.id).toContain(page.stats[0].value);
    }
  });

  it('have every text in both languages, in the right script, with the same figures', () => {
    const problems = sectorPages.flatMap((page) => collectTexts(page, page.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });

  it('give every card its own icon within a page', () => {
    for (const page of sectorPages) expect(new Set(page.features.map((card) => card.icon)).size, page.id).toBe(6);
  });
});
