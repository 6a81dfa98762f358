import { describe, expect, it } from 'vitest';
import { isReadableAmount, parseAmount, roundTo } from '@/lib/numbers';
import { seedPrices } from '@/content/savings';
import { calculateRoi, emptyRoiInputs, ROI_RATES } from './roi';

describe('ROI calculator (the one savings model)', () => {
  it('saves 8% of labour, 10% of maintenance, 10% of energy and 20% of downtime, net of the platform', () => {
    expect(ROI_RATES).toEqual({ labor: 0.08, maintenance: 0.1, energy: 0.1, downtime: 0.2 });
    const result = calculateRoi({ laborCosts: 100000, maintenanceCosts: 50000, energyCosts: 80000, downtime: 20000, users: 10 }, seedPrices);
    expect(result.savings.labour).toBeCloseTo(8000, 6);
    expect(result.savings.maintenance).toBeCloseTo(5000, 6);
    expect(result.savings.energy).toBeCloseTo(8000, 6);
    expect(result.savings.downtime).toBeCloseTo(4000, 6);
    expect(result.grossSavings).toBeCloseTo(25000, 6);
    // 10 users × SAR 189 × 12 = 22,680; net 2,320; ROI 10.2%; payback 22,680 / (2,320 / 12) = 117.3 months
    expect(result.platformCost).toBe(22680);
    expect(result.netSavings).toBeCloseTo(2320, 6);
    expect(result.roiPercent).toBeCloseTo((2320 / 22680) * 100, 9);
    expect(result.paybackMonths).toBeCloseTo(22680 / (2320 / 12), 9);
  });

  it('gives no ROI (not NaN) and no payback when every cost is 0', () => {
    const result = calculateRoi(emptyRoiInputs, seedPrices);
    expect(result).toMatchObject({ grossSavings: 0, totalCosts: 0, roiPercent: null, paybackMonths: null });
    expect(result.netSavings).toBeLessThanOrEqual(0);
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
