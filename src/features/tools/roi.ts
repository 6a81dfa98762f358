import { computeSavings, savingsRates, type SavingsResult } from '@/content/savings';

/** The ROI calculator's inputs: the four annual cost lines in SAR and the users on the platform. */
export const roiFields = ['laborCosts', 'maintenanceCosts', 'energyCosts', 'downtime', 'users'] as const;
export type RoiField = (typeof roiFields)[number];
export type RoiInputs = Record<RoiField, number>;

/** The savings rates the page states (the savings model's conservative defaults). */
export const ROI_RATES = {
  labor: savingsRates.labour.rate,
  maintenance: savingsRates.maintenance.rate,
  energy: savingsRates.energy.rate,
  downtime: savingsRates.downtime.rate,
} as const;

export const emptyRoiInputs: RoiInputs = { laborCosts: 0, maintenanceCosts: 0, energyCosts: 0, downtime: 0, users: 0 };

/** The one savings model (src/content/savings.ts), fed with the calculator's fields; users default to 25. */
export function calculateRoi(inputs: RoiInputs): SavingsResult {
  return computeSavings({
    labour: inputs.laborCosts,
    maintenance: inputs.maintenanceCosts,
    energy: inputs.energyCosts,
    downtime: inputs.downtime,
    users: inputs.users > 0 ? inputs.users : undefined,
  });
}
