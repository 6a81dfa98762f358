import { describe, expect, it } from 'vitest';
import { clampPartsPercentage, DEFAULT_FREQUENCY, estimateMaintenance, maintenanceFrequencies, PARTS_PERCENT } from './maintenance';

describe('maintenance cost calculator (the one savings model, in SAR)', () => {
  it('has conservative defaults: parts 2% of value a year, monthly; frequencies 4, 6, 12, 24, 52', () => {
    expect(PARTS_PERCENT.default).toBe(2);
    expect(DEFAULT_FREQUENCY).toBe(12);
    expect([...maintenanceFrequencies]).toEqual([4, 6, 12, 24, 52]);
  });

  it('computes a 250,000 asset, 4 of 10 years old, quarterly, 2 h at SAR 80, 2% parts, by hand', () => {
    // ageing 1 + 0.4 × 0.5 = 1.2; labour 4 × 2 × 80 × 1.2 = 768; parts 250,000 × 2% × 1.2 = 6,000
    const estimate = estimateMaintenance({ assetValue: 250000, currentAge: 4, expectedLife: 10, laborRate: 80, hoursPerVisit: 2, partsPercentage: 2, maintenanceFrequency: 4 });
    expect(estimate).toMatchObject({ ok: true, laborCost: 768, partsCost: 6000, annualCost: 6768, costPerVisit: 1692, remainingLife: 6, currentValue: 150000 });
  });

  it('uses every input: weekly costs more than quarterly, a higher labour rate costs more', () => {
    const base = { assetValue: 100000, currentAge: 2, expectedLife: 15, laborRate: 70, hoursPerVisit: 2, partsPercentage: 2, maintenanceFrequency: 4 };
    const annual = (change: object) => {
      const estimate = estimateMaintenance({ ...base, ...change });
      return estimate.ok ? estimate.annualCost : Number.NaN;
    };
    expect(annual({ maintenanceFrequency: 52 })).toBeGreaterThan(annual({}));
    expect(annual({ laborRate: 140 })).toBeGreaterThan(annual({}));
  });

  it('explains instead of dividing by zero: expected life 0, frequency 0', () => {
    const base = { assetValue: 1000, currentAge: 1, expectedLife: 10, laborRate: 50, hoursPerVisit: 2, partsPercentage: 2, maintenanceFrequency: 12 };
    expect(estimateMaintenance({ ...base, expectedLife: 0 })).toEqual({ ok: false, reason: 'expectedLife' });
    expect(estimateMaintenance({ ...base, maintenanceFrequency: 0 })).toEqual({ ok: false, reason: 'frequency' });
  });

  it('keeps the parts share on its 0-10 slider', () => {
    expect(clampPartsPercentage(-5)).toBe(0);
    expect(clampPartsPercentage(80)).toBe(10);
    expect(clampPartsPercentage(Number.NaN)).toBe(2);
  });
});
