import { describe, expect, it } from 'vitest';
import { computeSavings, referencePortfolio } from '@/content/savings';
import { parseAmount } from '@/lib/numbers';
import { aiRoiPlaceholders, calculateAiRoi } from './roi';

describe('AI page ROI tab (the one savings model)', () => {
  it('asks for the reference portfolio as placeholders and answers as the model does', () => {
    expect(aiRoiPlaceholders).toEqual({ labour: 1_200_000, maintenance: 800_000, energy: 1_500_000, downtime: 300_000, users: 25 });
    expect(calculateAiRoi(aiRoiPlaceholders)).toEqual(computeSavings(referencePortfolio));
  });

  it('gives no payback (null), no ROI and no savings when nothing is entered', () => {
    const result = calculateAiRoi({ labour: 0, maintenance: 0, energy: 0, downtime: 0, users: 0 });
    expect(result).toMatchObject({ grossSavings: 0, roiPercent: null, paybackMonths: null });
  });

  it('reads field texts as amounts: letters, signs and Arabic-Indic digits', () => {
    const result = calculateAiRoi({ labour: parseAmount('١٬٢٠٠٬٠٠٠'), maintenance: parseAmount('-800000'), energy: parseAmount('abc'), downtime: parseAmount(''), users: parseAmount('٢٥') });
    expect(result.grossSavings).toBeCloseTo(96_000, 6);
    expect(result.users).toBe(25);
  });
});
