import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../tests/support/texts';
import { coreSystemPages, findCoreSystemPage } from './core-system-pages';
import { solutionIds, solutions } from './solutions';

/** The headline claims of spec §2.8; PPC's 60 % is said with its context, as an upper bound (facts.ts). */
const specClaims = {
  ppc: ['60% Lower planned-care costs, at most', '95% Uptime increase', '24/7 Monitoring'],
  ppm: ['45% Longer asset lifespan', '80% Downtime reduction', '99% Reliability'],
  ic: ['90% Faster resolution', '99.8% Response rate', '24/7 Monitoring'],
  em: ['35% Energy savings', '50% Carbon reduction'],
  sm: ['40% Better space utilization', '85% Occupancy'],
  cm: ['100% Compliance', '90% Time savings', '0 Violations'],
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
