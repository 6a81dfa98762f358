import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/lib/numbers';
import { calculateAiRoi } from './roi';

describe('AI page ROI calculator (spec §9)', () => {
  it('computes the placeholder case: cost 375,000 and 50 employees', () => {
    // By hand:
    // energy       375,000 x 0.15 x 3.75                 = 210,937.5
    // maintenance  375,000 x 0.18 x 3.75                 = 253,125
    // yearly      (375,000 x 0.25 + 50 x 5,000) x 3.75   = 343,750 x 3.75 = 1,289,062.5
    // monthly      1,289,062.5 / 12                      = 107,421.875
    // payback      375,000 x 0.10 x 3.75 / 107,421.875   = 140,625 / 107,421.875 = 72/55 = 1.3090...
    // productivity 1,289,062.5 / 375,000 x 100           = 343.75
    const result = calculateAiRoi({ annualCost: 375000, employees: 50 });
    expect(result.energySavings).toBe(210937.5);
    expect(result.maintenanceSavings).toBe(253125);
    expect(result.yearlySavings).toBe(1289062.5);
    expect(result.monthlyRoi).toBe(107421.875);
    expect(result.paybackMonths).toBeCloseTo(72 / 55, 12);
    expect(result.productivityImprovement).toBe(343.75);
  });

  it('computes another case: cost 1,000,000 and 120 employees', () => {
    // yearly (250,000 + 600,000) x 3.75 = 3,187,500; monthly 265,625; payback 375,000 / 265,625 = 24/17
    const result = calculateAiRoi({ annualCost: 1_000_000, employees: 120 });
    expect(result.energySavings).toBe(562500);
    expect(result.maintenanceSavings).toBe(675000);
    expect(result.yearlySavings).toBe(3187500);
    expect(result.monthlyRoi).toBe(265625);
    expect(result.paybackMonths).toBeCloseTo(24 / 17, 12);
    expect(result.productivityImprovement).toBe(318.75);
  });

  it('gives N/A payback (null) and zero savings when nothing is entered', () => {
    expect(calculateAiRoi({ annualCost: 0, employees: 0 })).toEqual({
      energySavings: 0,
      maintenanceSavings: 0,
      yearlySavings: 0,
      monthlyRoi: 0,
      paybackMonths: null,
      productivityImprovement: 0,
    });
  });

  it('divides productivity by 1 when no cost is entered', () => {
    // yearly 50 x 5,000 x 3.75 = 937,500; payback 0 / 78,125 = 0
    const result = calculateAiRoi({ annualCost: 0, employees: 50 });
    expect(result.yearlySavings).toBe(937500);
    expect(result.paybackMonths).toBe(0);
    expect(result.productivityImprovement).toBe(93_750_000);
  });

  it('reads field texts as amounts', () => {
    expect(parseAmount('375000')).toBe(375000);
    expect(parseAmount(' 375,000 ')).toBe(375000);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-20')).toBe(0);
  });
});
