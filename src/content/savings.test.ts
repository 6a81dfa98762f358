import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/lib/numbers';
import { energyPaybackExample, savings } from './facts';
import {
  computeSavings,
  estimateMaintenance,
  marketListPriceUsd,
  MAX_AMOUNT,
  portfolioSavingsRange,
  referencePlanOf,
  referencePortfolio,
  referencePortfolioEntries,
  SAR_PER_USD,
  savingsOfEntries,
  savingsRates,
  seedPlans,
  seedPrices,
  type MaintenanceInputs,
} from './savings';

const referencePlan = referencePlanOf(seedPrices);
const platformCost = (users: number) => computeSavings({ labour: 0, maintenance: 0, energy: 0, downtime: 0, users }).platformCost;
import { roiCaseExample } from './seed-posts/roi-case';

describe('the one savings model', () => {
  it('computes the reference portfolio by hand', () => {
    // gross = 1,200,000 × 8% + 800,000 × 10% + 1,500,000 × 10% + 300,000 × 20% = 96,000 + 80,000 + 150,000 + 60,000
    // platform = 25 users × SAR 189 × 12 = 56,700; net = 329,300; ROI = 329,300 / 56,700; payback = 56,700 / (329,300 / 12)
    const result = computeSavings(referencePortfolio);
    expect(result.grossSavings).toBeCloseTo(386_000, 6);
    expect(result.platformCost).toBe(56_700);
    expect(result.netSavings).toBeCloseTo(329_300, 6);
    expect(result.roiPercent).toBeCloseTo((329_300 / 56_700) * 100, 6);
    expect(result.paybackMonths).toBeCloseTo(56_700 / (329_300 / 12), 9);
    expect(result.paybackMonths).toBeCloseTo(2.07, 2);
  });

  it('counts a published onboarding fee in the first year’s cost, and uses published plan prices', () => {
    // first year = 56,700 subscription + 15,000 fee = 71,700; net = 386,000 − 71,700 = 314,300
    const withFee = computeSavings(referencePortfolio, 'rate', { ...seedPrices, onboardingFee: 15_000 });
    expect(withFee).toMatchObject({ subscription: 56_700, onboardingFee: 15_000, platformCost: 71_700 });
    expect(withFee.netSavings).toBeCloseTo(314_300, 6);
    expect(withFee.paybackMonths).toBeCloseTo(71_700 / (314_300 / 12), 9);
    // No users, no subscription: no fee either.
    expect(computeSavings({ labour: 1, maintenance: 0, energy: 0, downtime: 0, users: -1 }, 'rate', { ...seedPrices, onboardingFee: 15_000 }).platformCost).toBe(0);
    const dearer = { plans: [seedPlans[0], { ...seedPlans[1], annual: 200, minUsers: 30 }] as const, onboardingFee: 0 };
    expect(computeSavings(referencePortfolio, 'rate', dearer).platformCost).toBe(30 * 200 * 12);
  });

  it('is net of the price: a small portfolio with many users does not pay back, and says so', () => {
    const result = computeSavings({ labour: 50_000, maintenance: 20_000, energy: 30_000, downtime: 0, users: 40 });
    expect(result.netSavings).toBeLessThan(0);
    expect(result.paybackMonths).toBeNull();
    expect(result.roiPercent).toBeLessThan(0);
  });

  it('bills at least the plan’s minimum users', () => {
    expect(platformCost(1)).toBe(referencePlan.minUsers * referencePlan.annual * 12);
    expect(platformCost(0)).toBe(0);
  });

  it('never gives NaN, Infinity or a negative saving from bad input', () => {
    const entries = ['', '   ', 'abc', '-500', '1e9', '٣٠٠٬٠٠٠', '9'.repeat(400), '12abc', '-', '.'];
    for (const entry of entries) {
      const value = parseAmount(entry);
      const result = computeSavings({ labour: value, maintenance: value, energy: value, downtime: value, users: value });
      for (const figure of [result.grossSavings, result.platformCost, result.netSavings, result.monthlyNetSavings, result.savingsShareOfCosts]) {
        expect(Number.isFinite(figure), `${entry}: ${figure}`).toBe(true);
      }
      expect(result.grossSavings).toBeGreaterThanOrEqual(0);
      if (result.roiPercent !== null) expect(Number.isFinite(result.roiPercent)).toBe(true);
      if (result.paybackMonths !== null) expect(result.paybackMonths).toBeGreaterThan(0);
    }
    expect(computeSavings({ labour: Number.NaN, maintenance: -5, energy: Infinity, downtime: 1e308, users: -3 })).toMatchObject({ totalCosts: MAX_AMOUNT, users: 0, platformCost: 0, roiPercent: null, paybackMonths: null });
    expect(parseAmount('٣٠٠٬٠٠٠')).toBe(300_000);
  });

  it('gives the site-wide operating-cost range from the same rates', () => {
    expect(portfolioSavingsRange()).toEqual({ min: 10, max: 20 });
    expect(savings.commercialPortfolios.value).toBe('10-20%');
    expect(savings.energy.value).toBe(`${savingsRates.energy.rate * 100}-${savingsRates.energy.upTo * 100}%`);
  });

  it('prices inside the market’s published USD 20-75 per user per month', () => {
    for (const plan of seedPlans) {
      for (const price of [plan.annual, plan.monthly]) {
        expect(price).toBeGreaterThanOrEqual(marketListPriceUsd.min * SAR_PER_USD);
        expect(price).toBeLessThanOrEqual(marketListPriceUsd.max * SAR_PER_USD);
      }
      expect(plan.annual).toBeLessThan(plan.monthly);
    }
  });

  it('computes the energy page’s payback example', () => {
    // 1,500,000 × 10% = 150,000; 10 users × 189 × 12 = 22,680; payback = 22,680 / ((150,000 − 22,680) / 12)
    expect(energyPaybackExample().paybackMonths).toBeCloseTo(22_680 / (127_320 / 12), 9);
  });
});

describe('maintenance cost estimate', () => {
  const asset: MaintenanceInputs = { assetValue: 200_000, currentAge: 5, expectedLife: 20, laborRate: 85, hoursPerVisit: 3, partsPercentage: 2, maintenanceFrequency: 4 };

  it('computes labour from visits, hours and rate, parts from value, both aged', () => {
    // ageing = 1 + 5/20 × 0.5 = 1.125; labour = 4 × 3 × 85 × 1.125 = 1,147.5; parts = 200,000 × 2% × 1.125 = 4,500
    const estimate = estimateMaintenance(asset);
    if (!estimate.ok) throw new Error('expected an estimate');
    expect(estimate.ageingFactor).toBe(1.125);
    expect(estimate.laborCost).toBeCloseTo(1147.5, 9);
    expect(estimate.partsCost).toBeCloseTo(4500, 9);
    expect(estimate.annualCost).toBeCloseTo(5647.5, 9);
    expect(estimate.costPerVisit).toBeCloseTo(5647.5 / 4, 9);
  });

  it('costs more with weekly than quarterly visits, and more with a higher labour rate', () => {
    const cost = (change: Partial<MaintenanceInputs>) => {
      const estimate = estimateMaintenance({ ...asset, ...change });
      return estimate.ok ? estimate.annualCost : Number.NaN;
    };
    expect(cost({ maintenanceFrequency: 52 })).toBeGreaterThan(cost({ maintenanceFrequency: 4 }));
    expect(cost({ laborRate: 120 })).toBeGreaterThan(cost({ laborRate: 60 }));
    expect(cost({ hoursPerVisit: 6 })).toBeGreaterThan(cost({ hoursPerVisit: 2 }));
    expect(cost({ partsPercentage: 5 })).toBeGreaterThan(cost({ partsPercentage: 1 }));
    expect(cost({ currentAge: 18 })).toBeGreaterThan(cost({ currentAge: 1 }));
  });

  it('asks for a life and a frequency instead of dividing by zero, and caps the ageing past the life', () => {
    expect(estimateMaintenance({ ...asset, expectedLife: 0 })).toEqual({ ok: false, reason: 'expectedLife' });
    expect(estimateMaintenance({ ...asset, maintenanceFrequency: Number.NaN })).toEqual({ ok: false, reason: 'frequency' });
    const old = estimateMaintenance({ ...asset, currentAge: 40 });
    expect(old.ok && old.ageingFactor).toBe(1.5);
    expect(old.ok && old.currentValue).toBe(0);
    const huge = estimateMaintenance({ ...asset, assetValue: 1e308, laborRate: -1 });
    expect(huge.ok && Number.isFinite(huge.annualCost)).toBe(true);
    expect(huge.ok && huge.laborCost).toBe(0);
  });
});

describe('one answer on every page', () => {
  it('gives the CFO article the tools’ answer', () => {
    expect(roiCaseExample.base).toEqual(computeSavings(referencePortfolio));
    expect(roiCaseExample.half.paybackMonths).toBeGreaterThan(roiCaseExample.base.paybackMonths ?? Infinity);
  });
});

/** Moved from the AI page's ROI tab (src/features/ai/roi.ts), which now reads its entries straight from here. */
describe('a savings form’s entries (the AI page’s ROI tab)', () => {
  it('offers the reference portfolio as placeholders and answers as the model does', () => {
    expect(referencePortfolioEntries).toEqual({ labour: 1_200_000, maintenance: 800_000, energy: 1_500_000, downtime: 300_000, users: 25 });
    expect(savingsOfEntries(referencePortfolioEntries)).toEqual(computeSavings(referencePortfolio));
  });

  it('gives no payback (null), no ROI and no savings when nothing is entered', () => {
    const result = savingsOfEntries({ labour: 0, maintenance: 0, energy: 0, downtime: 0, users: 0 });
    expect(result).toMatchObject({ grossSavings: 0, roiPercent: null, paybackMonths: null });
  });

  it('reads field texts as amounts: letters, signs and Arabic-Indic digits', () => {
    const result = savingsOfEntries({ labour: parseAmount('١٬٢٠٠٬٠٠٠'), maintenance: parseAmount('-800000'), energy: parseAmount('abc'), downtime: parseAmount(''), users: parseAmount('٢٥') });
    expect(result.grossSavings).toBeCloseTo(96_000, 6);
    expect(result.users).toBe(25);
  });
});
