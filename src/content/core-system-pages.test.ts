import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../tests/support/texts';
import { coreSystemPages, findCoreSystemPage } from './core-system-pages';
import { solutionIds, solutions } from './solutions';

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

describe('core system page records', () => {
  it('cover the six core systems in order, with their codes', () => {
    expect(coreSystemPages.map((page) => page.id)).toEqual([...solutionIds]);
    expect(coreSystemPages.map((page) => page.code)).toEqual(solutionIds.map((id) => id.toUpperCase()));
    expect(findCoreSystemPage('ic')?.id).toBe('ic');
    expect(findCoreSystemPage('preventive')).toBeUndefined();
  });

  it('make the headline claims of spec §2.8', () => {
    for (const page of coreSystemPages) {
      expect(page.claims.map((claim) => `${claim.value} ${claim.label.en}`), page.id).toEqual(specClaims[page.id]);
    }
  });

  it('badge each system in the Solutions menu with its page\'s headline claim', () => {
    for (const page of coreSystemPages) {
      const badge = solutions.find((solution) => solution.id === page.id)!.stat.en;
      expect(badge, page.id).toContain(page.claims[0].value);
    }
  });

  it('call IC Incident Control, as the Solutions menu does', () => {
    expect(solutions.find((s) => s.id === 'ic')!.title.en).toBe('Incident Control');
  });

  // The counts of tiles, key features and results are fixed by their tuple types.
  it('have a live trend and numeric figures each', () => {
    for (const page of coreSystemPages) {
      expect(page.live.trend.length, page.id).toBeGreaterThan(2);
      for (const figure of [...page.claims, ...page.live.tiles, ...page.results]) expect(figure.value, page.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
    }
  });

  it('have every text in both languages, in the right script, with the same figures', () => {
    const problems = coreSystemPages.flatMap((page) => collectTexts(page, page.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });
});
