import { describe, expect, it } from 'vitest';
import { isReadableAmount, parseAmount, roundTo } from '@/lib/numbers';
import { calculateRoi, emptyRoiInputs, ROI_RATES } from './roi';

describe('ROI calculator (spec §9)', () => {
  it('saves 30% of labour, 25% of maintenance, 40% of energy and 50% of downtime', () => {
    expect(ROI_RATES).toEqual({ labor: 0.3, maintenance: 0.25, energy: 0.4, downtime: 0.5 });
    const result = calculateRoi({ laborCosts: 100000, maintenanceCosts: 50000, energyCosts: 80000, downtime: 20000 });
    expect(result.laborSavings).toBeCloseTo(30000, 6);
    expect(result.maintenanceSavings).toBeCloseTo(12500, 6);
    expect(result.energySavings).toBeCloseTo(32000, 6);
    expect(result.downtimeSavings).toBeCloseTo(10000, 6);
    expect(result.totalSavings).toBeCloseTo(84500, 6);
    expect(result.totalCosts).toBe(250000);
    // 84500 / 250000 × 100 = 33.8
    expect(result.roiPercent).toBe(33.8);
  });

  it('shows the ROI with one decimal', () => {
    // 1000 × 0.3 + 2000 × 0.25 = 800; 800 / 3000 × 100 = 26.666… → 26.7
    expect(calculateRoi({ ...emptyRoiInputs, laborCosts: 1000, maintenanceCosts: 2000 }).roiPercent).toBe(26.7);
    // Downtime alone saves half: 50.0
    expect(calculateRoi({ ...emptyRoiInputs, downtime: 12345 }).roiPercent).toBe(50);
  });

  it('gives 0 savings and an ROI of 0 (not NaN) when every cost is 0', () => {
    expect(calculateRoi(emptyRoiInputs)).toEqual({
      laborSavings: 0, maintenanceSavings: 0, energySavings: 0, downtimeSavings: 0, totalSavings: 0, totalCosts: 0, roiPercent: 0,
    });
  });
});

describe('number fields', () => {
  it('count empty and non-numeric entries as 0', () => {
    for (const input of ['', '   ', 'abc', '12abc', '1.2.3', '-500', '--', '.', undefined, null]) expect(parseAmount(input), String(input)).toBe(0);
  });

  it('read plain numbers, decimals, thousands separators and Arabic-Indic digits', () => {
    expect(parseAmount('100000')).toBe(100000);
    expect(parseAmount(' 2500.5 ')).toBe(2500.5);
    expect(parseAmount('250,000')).toBe(250000);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('١٠٠٠٠٠')).toBe(100000);
    expect(parseAmount('۲۵۰')).toBe(250);
    expect(parseAmount('٢٥٠٫٥')).toBe(250.5);
    expect(parseAmount('١٢٬٥٠٠')).toBe(12500);
  });

  it('tell a readable entry from one that needs attention', () => {
    expect(isReadableAmount('')).toBe(true);
    expect(isReadableAmount('80,000')).toBe(true);
    expect(isReadableAmount('eighty')).toBe(false);
    expect(isReadableAmount('-3')).toBe(false);
  });

  it('round halves away from the float error', () => {
    expect(roundTo(33.800000000000004, 1)).toBe(33.8);
    expect(roundTo(26.65, 1)).toBe(26.7);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});
