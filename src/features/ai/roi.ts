/** The ROI calculator of the AI page, exactly as spec §9 defines it. */

/** Saudi riyals per unit of the entered cost (the riyal is pegged at 3.75 to the US dollar). */
export const SAR_PER_UNIT = 3.75;
export const ENERGY_SAVINGS_RATE = 0.15;
export const MAINTENANCE_SAVINGS_RATE = 0.18;
export const YEARLY_SAVINGS_RATE = 0.25;
export const SAVINGS_PER_EMPLOYEE = 5000;
export const INVESTMENT_RATE = 0.1;

/** Shown, not editable (spec §3). */
export const CURRENT_EFFICIENCY = 50;
export const ANNUAL_COST_PLACEHOLDER = 375000;
export const EMPLOYEES_PLACEHOLDER = 50;

export interface AiRoiInput {
  annualCost: number;
  employees: number;
}

export interface AiRoiResult {
  /** SAR a year. */
  energySavings: number;
  maintenanceSavings: number;
  yearlySavings: number;
  /** SAR a month. */
  monthlyRoi: number;
  /** Months; null when the formula gives no number (shown as "N/A"). */
  paybackMonths: number | null;
  /** Percent. */
  productivityImprovement: number;
}

export function calculateAiRoi({ annualCost, employees }: AiRoiInput): AiRoiResult {
  const energySavings = annualCost * ENERGY_SAVINGS_RATE * SAR_PER_UNIT;
  const maintenanceSavings = annualCost * MAINTENANCE_SAVINGS_RATE * SAR_PER_UNIT;
  const yearlySavings = (annualCost * YEARLY_SAVINGS_RATE + employees * SAVINGS_PER_EMPLOYEE) * SAR_PER_UNIT;
  const monthlyRoi = yearlySavings / 12;
  const payback = (annualCost * INVESTMENT_RATE * SAR_PER_UNIT) / monthlyRoi;
  // The spec divides by the cost, or by 1 when no cost is entered.
  const productivityImprovement = (yearlySavings / (annualCost || 1)) * 100;
  return {
    energySavings,
    maintenanceSavings,
    yearlySavings,
    monthlyRoi,
    paybackMonths: Number.isFinite(payback) ? payback : null,
    productivityImprovement,
  };
}
