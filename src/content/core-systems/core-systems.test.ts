import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../../tests/support/texts';
import { coreSystemIds, coreSystemItems, coreSystems, findCoreSystem } from '.';

/**
 * The headline claims (issue 33 overrides spec §2.8): ranges with their context, no absolute (100 %
 * compliance, 0 violations), no falsely precise figure (99.8 %), no carbon cut larger than the energy cut.
 */
const specClaims = {
  ppc: ['10-25% Lower parts and contractor spend once work is planned', '30-50% Fewer emergency call-outs after a year of planned maintenance'],
  ppm: ['10-20% Longer asset life when serviced at the maker’s intervals', '20-40% Less unplanned downtime of critical plant', '10-25% Lower parts and contractor spend once work is planned'],
  ic: ['20-45% Faster response, from request to technician on site', '10-25% More jobs fixed on the first visit'],
  em: ['10-25% Lower energy use in cooling-led buildings', '10-25% Lower carbon from grid electricity, in step with the energy saved'],
  sm: ['10-30% Better use of space, once occupancy is measured', '10-25% Fewer wasted room bookings'],
  cm: ['50-80% Less time preparing for an audit or inspection', '30-60% Fewer inspection findings once checks run to a calendar', '30 Days of warning before each deadline, by default'],
};

describe('core system records', () => {
  it('cover the six core systems in order, with their codes', () => {
    expect(coreSystems.map((system) => system.id)).toEqual([...coreSystemIds]);
    expect(coreSystems.map((system) => system.code)).toEqual(coreSystemIds.map((id) => id.toUpperCase()));
    expect(findCoreSystem('ic')?.id).toBe('ic');
    expect(findCoreSystem('preventive')).toBeUndefined();
  });

  it('make the headline claims of spec §2.8', () => {
    for (const system of coreSystems) {
      expect(system.claims.map((claim) => `${claim.value} ${claim.label.en}`), system.id).toEqual(specClaims[system.id]);
    }
  });

  it('badge each system in the Solutions menu with its page\'s headline claim', () => {
    for (const system of coreSystems) {
      const badge = coreSystemItems.find((item) => item.id === system.id)!.stat.en;
      expect(badge, system.id).toContain(system.claims[0].value);
    }
  });

  it('call IC Incident Control, in the menu and everywhere else', () => {
    expect(findCoreSystem('ic')!.name.en).toBe('Incident Control');
    expect(coreSystemItems.find((item) => item.id === 'ic')!.title.en).toBe('Incident Control');
  });

  it('give each a landing card with two illustration labels', () => {
    for (const system of coreSystems) expect(system.landingCard.images, system.id).toHaveLength(2);
  });

  // The counts of tiles, key features and results are fixed by their tuple types.
  it('have a live trend and numeric figures each', () => {
    for (const system of coreSystems) {
      expect(system.live.trend.length, system.id).toBeGreaterThan(2);
      for (const figure of [...system.claims, ...system.live.tiles, ...system.results]) expect(figure.value, system.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
    }
  });

  it('have every text in both languages, in the right script, with the same figures', () => {
    const problems = coreSystems.flatMap((system) => collectTexts(system, system.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });
});
