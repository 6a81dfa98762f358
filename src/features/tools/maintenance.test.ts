import { describe, expect, it } from 'vitest';
import { clampPartsPercentage, defaultMaintenanceInputs, estimateMaintenance, isMaintenanceFrequency, maintenanceFrequencies, type MaintenanceInputs } from './maintenance';

const chiller: MaintenanceInputs = { assetValue: 250000, currentAge: 4, expectedLife: 10, laborRate: 45, partsPercentage: 20, maintenanceFrequency: 4 };

describe('maintenance cost calculator (spec §9)', () => {
  it('has the spec defaults: parts 15%, monthly, everything else 0; frequencies 4, 6, 12, 24, 52', () => {
    expect(defaultMaintenanceInputs).toEqual({ assetValue: 0, currentAge: 0, expectedLife: 0, laborRate: 0, partsPercentage: 15, maintenanceFrequency: 12 });
    expect([...maintenanceFrequencies]).toEqual([4, 6, 12, 24, 52]);
  });

  it('computes a 250,000 asset, 4 of 10 years old, 20% parts, quarterly, by hand', () => {
    // 2% of 250,000 = 5,000; × (1 + 4/10 × 0.5) = × 1.2 → 6,000 a year.
    // Parts 20% = 1,200; labour = 4,800; per visit 6,000 / 4 = 1,500.
    // Depreciation 250,000 / 10 = 25,000 a year; after 4 years 150,000; 6 years left.
    expect(estimateMaintenance(chiller)).toEqual({
      ok: true, annualCost: 6000, costPerMaintenance: 1500, laborCost: 4800, partsCost: 1200, frequency: 4,
      originalValue: 250000, currentAge: 4, remainingLife: 6, currentValue: 150000, pastExpectedLife: false,
    });
  });

  it('computes a 500,000 asset, 5 of 20 years old, 15% parts, monthly, by hand', () => {
    // 10,000 × (1 + 0.25 × 0.5) = 11,250; parts 1,687.5; labour 9,562.5; per visit 937.5; value 375,000.
    const estimate = estimateMaintenance({ ...defaultMaintenanceInputs, assetValue: 500000, currentAge: 5, expectedLife: 20 });
    expect(estimate).toMatchObject({ annualCost: 11250, partsCost: 1687.5, laborCost: 9562.5, costPerMaintenance: 937.5, currentValue: 375000, remainingLife: 15 });
  });

  it('does not use the labour rate (spec §9)', () => {
    expect(estimateMaintenance({ ...chiller, laborRate: 999 })).toEqual(estimateMaintenance(chiller));
  });

  it('costs a new asset exactly 2% a year and an asset at end of life 3%', () => {
    expect(estimateMaintenance({ ...chiller, currentAge: 0 })).toMatchObject({ annualCost: 5000, currentValue: 250000, remainingLife: 10 });
    expect(estimateMaintenance({ ...chiller, currentAge: 10 })).toMatchObject({ annualCost: 7500, currentValue: 0, remainingLife: 0, pastExpectedLife: false });
  });

  it('writes off an asset past its expected life at 0, never a negative value or life', () => {
    expect(estimateMaintenance({ ...chiller, currentAge: 12 })).toMatchObject({ annualCost: 8000, currentValue: 0, remainingLife: 0, pastExpectedLife: true });
  });

  it('explains instead of dividing by zero: expected life 0, frequency 0', () => {
    expect(estimateMaintenance(defaultMaintenanceInputs)).toEqual({ ok: false, reason: 'expectedLife' });
    expect(estimateMaintenance({ ...chiller, expectedLife: 0 })).toEqual({ ok: false, reason: 'expectedLife' });
    expect(estimateMaintenance({ ...chiller, maintenanceFrequency: 0 })).toEqual({ ok: false, reason: 'frequency' });
    expect(estimateMaintenance({ ...chiller, expectedLife: Number.NaN })).toEqual({ ok: false, reason: 'expectedLife' });
  });

  it('keeps the parts share on its 0-50 slider', () => {
    expect(clampPartsPercentage(80)).toBe(50);
    expect(clampPartsPercentage(-5)).toBe(0);
    expect(clampPartsPercentage(Number.NaN)).toBe(15);
    expect(estimateMaintenance({ ...chiller, partsPercentage: 0 })).toMatchObject({ partsCost: 0, laborCost: 6000 });
    expect(estimateMaintenance({ ...chiller, partsPercentage: 50 })).toMatchObject({ partsCost: 3000, laborCost: 3000 });
    expect(isMaintenanceFrequency(52)).toBe(true);
    expect(isMaintenanceFrequency(7)).toBe(false);
  });
});
