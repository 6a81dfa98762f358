import { calculatorRates } from '@/content/calculator-rates';
import { roundTo } from '@/lib/numbers';

/** What smarter maintenance saves on each cost line (spec §3, §9); the page states the same rates. */
export const ROI_RATES = calculatorRates.roi;

export const roiFields = ['laborCosts', 'maintenanceCosts', 'energyCosts', 'downtime'] as const;
export type RoiField = (typeof roiFields)[number];
export type RoiInputs = Record<RoiField, number>;

export const emptyRoiInputs: RoiInputs = { laborCosts: 0, maintenanceCosts: 0, energyCosts: 0, downtime: 0 };

export interface RoiResult {
  laborSavings: number;
  maintenanceSavings: number;
  energySavings: number;
  downtimeSavings: number;
  totalSavings: number;
  totalCosts: number;
  /** Total savings over total costs, in percent, one decimal; 0 when the costs total 0. */
  roiPercent: number;
}

/** The ROI page's formula (spec §9): each cost times its rate, summed; ROI = savings / costs × 100. */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const laborSavings = inputs.laborCosts * ROI_RATES.labor;
  const maintenanceSavings = inputs.maintenanceCosts * ROI_RATES.maintenance;
  const energySavings = inputs.energyCosts * ROI_RATES.energy;
  const downtimeSavings = inputs.downtime * ROI_RATES.downtime;
  const totalSavings = laborSavings + maintenanceSavings + energySavings + downtimeSavings;
  const totalCosts = inputs.laborCosts + inputs.maintenanceCosts + inputs.energyCosts + inputs.downtime;
  return {
    laborSavings,
    maintenanceSavings,
    energySavings,
    downtimeSavings,
    totalSavings,
    totalCosts,
    roiPercent: totalCosts > 0 ? roundTo((totalSavings / totalCosts) * 100, 1) : 0,
  };
}
