import { describe, expect, it } from 'vitest';
import { computeSavings, referencePortfolio, savingsOfEntries, seedPrices } from '@/content/savings';
import { roiCaseExample } from '@/content/seed-posts/roi-case';
import { calculateRoi } from '@/features/tools/roi';

/**
 * Issue 33: the same portfolio (labour 1.2 M, maintenance 0.8 M, energy 1.5 M, downtime 0.3 M SAR, 25
 * users) gave four different answers. Each tool's computation now gets it and must give one answer.
 */
describe('one answer from every tool', () => {
  const model = computeSavings(referencePortfolio);
  const { labour, maintenance, energy, downtime, users = 25 } = referencePortfolio;

  it('gives the ROI calculator, the AI page’s ROI tab and the CFO article the same figures', () => {
    const roiTool = calculateRoi({ laborCosts: labour, maintenanceCosts: maintenance, energyCosts: energy, downtime, users }, seedPrices);
    const aiTab = savingsOfEntries({ labour, maintenance, energy, downtime, users }, seedPrices);
    for (const answer of [roiTool, aiTab, roiCaseExample.base]) {
      expect(answer.grossSavings).toBe(model.grossSavings);
      expect(answer.platformCost).toBe(model.platformCost);
      expect(answer.netSavings).toBe(model.netSavings);
      expect(answer.roiPercent).toBe(model.roiPercent);
      expect(answer.paybackMonths).toBe(model.paybackMonths);
    }
    expect(model.paybackMonths).toBeCloseTo(2.07, 2);
  });

  it('treats an empty users field alike in both tools', () => {
    const roiTool = calculateRoi({ laborCosts: labour, maintenanceCosts: maintenance, energyCosts: energy, downtime, users: 0 }, seedPrices);
    const aiTab = savingsOfEntries({ labour, maintenance, energy, downtime, users: 0 });
    expect(roiTool).toEqual(aiTab);
    expect(roiTool.users).toBe(25);
  });
});
